-- The advisory locks every writer of a turf's day takes before it writes (docs/decisions/011):
-- the keys are built here and nowhere else, and taken one at a time in (turf, day) order, so two
-- transactions that ask for the same days in any order queue up instead of deadlocking. A
-- player's lock (the count of their unpaid holds) comes first when asked for, as it always has.
-- Null arrays (no rows to lock) lock nothing.
CREATE FUNCTION "lock_booking_days"(turf_ids uuid[], days date[], player_id uuid DEFAULT NULL)
  RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  place record;
BEGIN
  IF player_id IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtextextended('holds:player:' || player_id::text, 0));
  END IF;
  FOR place IN
    SELECT DISTINCT p.turf_id, p.day FROM unnest(turf_ids, days) AS p(turf_id, day)
    ORDER BY p.turf_id, p.day
  LOOP
    PERFORM pg_advisory_xact_lock(hashtextextended(
      'bookings:' || place.turf_id::text || ':' || to_char(place.day, 'YYYY-MM-DD'), 0));
  END LOOP;
END $$;
