ALTER TABLE "game_players" DROP CONSTRAINT "game_players_return_valid";--> statement-breakpoint
ALTER TABLE "game_players" DROP CONSTRAINT "game_players_return_only_kept";--> statement-breakpoint
DROP INDEX "game_players_return_due_idx";--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "game_player_id" uuid;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_game_player_id_game_players_id_fk" FOREIGN KEY ("game_player_id") REFERENCES "public"."game_players"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_one_per_spot" ON "refunds" USING btree ("game_player_id") WHERE "refunds"."game_player_id" is not null;--> statement-breakpoint
-- Each kept spot's return to its game's organizer (decision 052's one money back) becomes a
-- refunds row of the organizer's payment, naming the spot, due or done as it stood.
INSERT INTO "refunds" ("payment_intent_id", "game_player_id", "amount_paise", "destination", "status", "created_at", "refunded_at")
SELECT "games"."organizer_intent_id", "game_players"."id", "game_players"."amount_paise", "games"."return_to",
       "game_players"."return_status", coalesce("games"."settled_at", "game_players"."joined_at"), "game_players"."returned_at"
FROM "game_players" JOIN "games" ON "games"."id" = "game_players"."game_id"
WHERE "game_players"."return_status" in ('due', 'done');--> statement-breakpoint
ALTER TABLE "game_players" DROP COLUMN "return_status";--> statement-breakpoint
ALTER TABLE "game_players" DROP COLUMN "returned_at";