CREATE TABLE "turf_edits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"turf_id" uuid NOT NULL,
	"editor_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_amount_positive";--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_status_valid";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "block_reason" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "block_group_id" uuid;--> statement-breakpoint
ALTER TABLE "turfs" ADD COLUMN "opening_hours" jsonb;--> statement-breakpoint
ALTER TABLE "turfs" ADD COLUMN "unlisted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "turf_edits" ADD CONSTRAINT "turf_edits_turf_id_turfs_id_fk" FOREIGN KEY ("turf_id") REFERENCES "public"."turfs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turf_edits" ADD CONSTRAINT "turf_edits_editor_id_users_id_fk" FOREIGN KEY ("editor_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "turf_edits_at_idx" ON "turf_edits" USING btree ("at");--> statement-breakpoint
CREATE INDEX "turf_edits_turf_idx" ON "turf_edits" USING btree ("turf_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_amount_valid" CHECK (case when "bookings"."status" in ('blocked', 'unblocked') then "bookings"."amount_paise" = 0 and "bookings"."block_reason" is not null else "bookings"."amount_paise" > 0 end);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_valid" CHECK ("bookings"."status" in ('pending', 'confirmed', 'expired', 'cancelled', 'blocked', 'unblocked'));--> statement-breakpoint
-- An owner's block takes its time like a booking (issue 14): the one exclusion constraint now
-- also covers 'blocked' rows, so a block and a player's hold or booking can never overlap.
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_no_overlap";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (
  "turf_id" WITH =,
  "day" WITH =,
  int4range("start_minute", "end_minute", '[)') WITH &&
) WHERE ("status" IN ('pending', 'confirmed', 'blocked'));
