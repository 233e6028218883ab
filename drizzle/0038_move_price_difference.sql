ALTER TABLE "refunds" DROP CONSTRAINT "refunds_booking_payment_destination_unique";--> statement-breakpoint
ALTER TABLE "charge_lines" DROP CONSTRAINT "charge_lines_purpose_valid";--> statement-breakpoint
ALTER TABLE "charge_lines" DROP CONSTRAINT "charge_lines_names_its_thing";--> statement-breakpoint
CREATE INDEX "refunds_booking_idx" ON "refunds" USING btree ("booking_id","payment_intent_id");--> statement-breakpoint
ALTER TABLE "charge_lines" ADD CONSTRAINT "charge_lines_purpose_valid" CHECK ("charge_lines"."purpose" in ('slot', 'split_share', 'game_spot', 'move'));--> statement-breakpoint
ALTER TABLE "charge_lines" ADD CONSTRAINT "charge_lines_names_its_thing" CHECK (("charge_lines"."purpose" = 'slot' and "charge_lines"."booking_id" is not null and "charge_lines"."split_share_id" is null and "charge_lines"."game_id" is null)
        or ("charge_lines"."purpose" = 'split_share' and "charge_lines"."split_share_id" is not null and "charge_lines"."game_id" is null)
        or ("charge_lines"."purpose" = 'game_spot' and "charge_lines"."game_id" is not null and "charge_lines"."split_share_id" is null)
        or ("charge_lines"."purpose" = 'move' and "charge_lines"."booking_id" is not null and "charge_lines"."split_share_id" is null and "charge_lines"."game_id" is null));