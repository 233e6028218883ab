-- hand-written below
-- A retired court takes no new claim (docs/decisions/030). The court is read under FOR KEY
-- SHARE, the lock the bookings' foreign key takes anyway: a retirement locks the court FOR
-- UPDATE before it counts what still stands on it, so a claim being written meanwhile is either
-- committed first (and counted, and the retirement refused) or waits and then sees the court
-- retired here. Refused as an exclusion violation: to every writer the court is simply taken.
CREATE OR REPLACE FUNCTION "set_booking_ground"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  court_turf uuid;
  court_retired timestamptz;
BEGIN
  SELECT turf_id, ground_set, retired_at INTO court_turf, NEW.ground, court_retired
    FROM courts WHERE id = NEW.court_id FOR KEY SHARE;
  IF court_turf IS DISTINCT FROM NEW.turf_id THEN
    RAISE EXCEPTION 'court % is not a court of turf %', NEW.court_id, NEW.turf_id
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  IF court_retired IS NOT NULL AND (TG_OP = 'INSERT' OR NEW.court_id IS DISTINCT FROM OLD.court_id) THEN
    RAISE EXCEPTION 'court % is retired', NEW.court_id USING ERRCODE = 'exclusion_violation';
  END IF;
  RETURN NEW;
END
$$;
