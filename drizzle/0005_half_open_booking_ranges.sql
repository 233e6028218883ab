-- A booking's end is the moment the turf is free again (decision 010): ranges are half-open
-- [start, end), so back-to-back bookings are allowed. Every row valid under the closed rule is
-- valid under this one, so the constraint is swapped in place on existing data.
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_no_overlap";
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (
  "turf_id" WITH =,
  "day" WITH =,
  int4range("start_minute", "end_minute", '[)') WITH &&
) WHERE ("status" IN ('pending', 'confirmed'));
