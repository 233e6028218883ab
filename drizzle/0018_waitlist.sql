-- The waitlist (docs/decisions/033): players waiting for a fully booked range, one entry each.
CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"turf_id" uuid NOT NULL,
	"day" date NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	"sport" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"offer_booking_id" uuid,
	"offered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_status_valid" CHECK ("waitlist_entries"."status" in ('waiting', 'offered', 'booked', 'passed', 'left', 'ended')),
	CONSTRAINT "waitlist_minutes_valid" CHECK ("waitlist_entries"."start_minute" >= 0 and "waitlist_entries"."end_minute" <= 1439 and "waitlist_entries"."start_minute" < "waitlist_entries"."end_minute")
);
--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_turf_id_turfs_id_fk" FOREIGN KEY ("turf_id") REFERENCES "public"."turfs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_offer_booking_id_bookings_id_fk" FOREIGN KEY ("offer_booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_one_live_entry_idx" ON "waitlist_entries" USING btree ("user_id","turf_id","day","start_minute","end_minute") WHERE "waitlist_entries"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "waitlist_live_turf_day_idx" ON "waitlist_entries" USING btree ("turf_id","day","created_at") WHERE "waitlist_entries"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "waitlist_user_idx" ON "waitlist_entries" USING btree ("user_id","created_at");