-- A slot is sold once: no two pending (held) or confirmed bookings of one turf may share a
-- minute of one day. Closed ranges, because the spec counts a booking's end slot as booked.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (
  "turf_id" WITH =,
  "day" WITH =,
  int4range("start_minute", "end_minute", '[]') WITH &&
) WHERE ("status" IN ('pending', 'confirmed'));
