CREATE INDEX "game_players_game_idx" ON "game_players" USING btree ("game_id","joined_at");--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE INDEX "bookings_subscription_idx" ON "bookings" USING btree ("subscription_id","day","start_minute") WHERE "bookings"."subscription_id" is not null;