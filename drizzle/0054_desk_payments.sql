ALTER TABLE "day_closes" ADD COLUMN "by_staff" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "day_closes" ADD COLUMN "counted_bookings" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_venue_paid_by_valid" CHECK ("bookings"."venue_paid_by" is null or "bookings"."venue_payment" is not null);