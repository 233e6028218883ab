ALTER TABLE "game_players" DROP CONSTRAINT "game_players_return_only_kept";--> statement-breakpoint
ALTER TABLE "game_players" ADD COLUMN "refund_to" text DEFAULT 'source' NOT NULL;--> statement-breakpoint
ALTER TABLE "game_players" ADD CONSTRAINT "game_players_refund_to_valid" CHECK ("game_players"."refund_to" in ('source', 'credit'));--> statement-breakpoint
ALTER TABLE "game_players" ADD CONSTRAINT "game_players_return_only_kept" CHECK ("game_players"."return_status" = 'none' or "game_players"."status" in ('joined', 'refunded'));