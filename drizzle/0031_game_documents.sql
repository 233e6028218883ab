ALTER TABLE "credit_notes" ALTER COLUMN "refund_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "game_player_id" uuid;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_game_player_id_unique" UNIQUE("game_player_id");--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_records_one" CHECK (("credit_notes"."refund_id" is null) <> ("credit_notes"."game_player_id" is null));--> statement-breakpoint
-- Written by hand: schema.ts cannot import schema-games.ts (it imports schema.ts), decision 045.
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_game_player_id_game_players_id_fk" FOREIGN KEY ("game_player_id") REFERENCES "public"."game_players"("id") ON DELETE restrict ON UPDATE no action;
