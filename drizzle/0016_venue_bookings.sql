-- Phone and walk-in bookings (docs/decisions/032): the source of a booking, the customer the
-- owner named, and how it was paid at the venue; a venue booking may cost nothing.
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_amount_valid";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "source" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "customer_name" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "customer_phone" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "venue_payment" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_source_valid" CHECK ("bookings"."source" in ('online', 'phone', 'walk_in'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_venue_fields_valid" CHECK (case when "bookings"."source" = 'online' then "bookings"."customer_name" is null and "bookings"."customer_phone" is null and "bookings"."venue_payment" is null and "bookings"."paid_at" is null
        else "bookings"."customer_name" is not null and "bookings"."customer_phone" is not null and "bookings"."payment_id" is null
          and "bookings"."status" in ('confirmed', 'cancelled') and "bookings"."refunded_paise" = 0
          and ("bookings"."venue_payment" is null) = ("bookings"."paid_at" is null)
          and ("bookings"."venue_payment" is null) = ("bookings"."payment_status" = 'unpaid')
          and ("bookings"."venue_payment" is null or "bookings"."venue_payment" in ('cash', 'upi')) end);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_amount_valid" CHECK (case when "bookings"."status" in ('blocked', 'unblocked') then "bookings"."amount_paise" = 0 and "bookings"."block_reason" is not null when "bookings"."source" <> 'online' then "bookings"."amount_paise" >= 0 else "bookings"."amount_paise" > 0 end);