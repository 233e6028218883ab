CREATE TABLE "turf_day_slots" (
	"turf_id" uuid NOT NULL,
	"day" date NOT NULL,
	"taken" bigint DEFAULT 0 NOT NULL,
	"held" bigint DEFAULT 0 NOT NULL,
	"held_live_until" timestamp with time zone,
	CONSTRAINT "turf_day_slots_day_turf_id_pk" PRIMARY KEY("day","turf_id")
);
--> statement-breakpoint
ALTER TABLE "turf_day_slots" ADD CONSTRAINT "turf_day_slots_turf_id_turfs_id_fk" FOREIGN KEY ("turf_id") REFERENCES "public"."turfs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_minutes_on_half_hours" CHECK ("bookings"."start_minute" % 30 = 0 and ("bookings"."end_minute" % 30 = 0 or "bookings"."end_minute" = 1439));--> statement-breakpoint
-- Slot search (issue 15, docs/decisions/018): the half-hours of [start_minute, end_minute) as
-- bits, bit i for the half-hour from minute 30·i (a range ending at 11:59 PM takes the last one).
-- One rule for the trigger below and the search's statement (turfs/slot-search-statement.ts).
CREATE FUNCTION "half_hour_bits"(start_minute int, end_minute int) RETURNS bigint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT ((1::bigint << ((end_minute + 29) / 30 - start_minute / 30)) - 1) << (start_minute / 30) $$;--> statement-breakpoint
-- Keeps turf_day_slots in step with every booking row. Rows that take a slot never overlap (the
-- exclusion constraint), so each bit belongs to one row at a time: setting a row's bits and
-- clearing them again commute, and concurrent writers cannot lose each other's update.
-- held_live_until only ever moves earlier while something is held (the earliest end of any hold
-- seen since), so it never claims a hold is live past its end; it clears once nothing is held.
CREATE FUNCTION "keep_turf_day_slots"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_taken bigint := 0;
  old_held bigint := 0;
  new_taken bigint := 0;
  new_held bigint := 0;
  new_until timestamptz := NULL;
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status IN ('pending', 'confirmed', 'blocked') THEN
    IF OLD.status = 'pending' THEN
      old_held := half_hour_bits(OLD.start_minute, OLD.end_minute);
    ELSE
      old_taken := half_hour_bits(OLD.start_minute, OLD.end_minute);
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status IN ('pending', 'confirmed', 'blocked') THEN
    IF NEW.status = 'pending' THEN
      new_held := half_hour_bits(NEW.start_minute, NEW.end_minute);
      new_until := coalesce(NEW.hold_expires_at, 'infinity');
    ELSE
      new_taken := half_hour_bits(NEW.start_minute, NEW.end_minute);
    END IF;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.turf_id = NEW.turf_id AND OLD.day = NEW.day THEN
    IF old_taken = new_taken AND old_held = new_held
       AND (new_until IS NULL OR NEW.hold_expires_at IS NOT DISTINCT FROM OLD.hold_expires_at) THEN
      RETURN NULL;
    END IF;
    -- One statement for a change in place (a hold confirmed, released or run out).
    INSERT INTO turf_day_slots AS s (turf_id, day, taken, held, held_live_until)
      VALUES (NEW.turf_id, NEW.day, new_taken, new_held, new_until)
      ON CONFLICT (day, turf_id) DO UPDATE
      SET taken = (s.taken & ~old_taken) | new_taken,
          held = (s.held & ~old_held) | new_held,
          held_live_until = CASE WHEN (s.held & ~old_held) | new_held = 0 THEN NULL
                                 ELSE least(s.held_live_until, new_until) END;
    RETURN NULL;
  END IF;
  IF old_taken <> 0 OR old_held <> 0 THEN
    UPDATE turf_day_slots
      SET taken = taken & ~old_taken, held = held & ~old_held,
          held_live_until = CASE WHEN held & ~old_held = 0 THEN NULL ELSE held_live_until END
      WHERE turf_id = OLD.turf_id AND day = OLD.day;
  END IF;
  IF new_taken <> 0 OR new_held <> 0 THEN
    INSERT INTO turf_day_slots AS s (turf_id, day, taken, held, held_live_until)
      VALUES (NEW.turf_id, NEW.day, new_taken, new_held, new_until)
      ON CONFLICT (day, turf_id) DO UPDATE
      SET taken = s.taken | new_taken, held = s.held | new_held,
          held_live_until = least(s.held_live_until, new_until);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "bookings_keep_turf_day_slots"
  AFTER INSERT OR UPDATE OR DELETE ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "keep_turf_day_slots"();--> statement-breakpoint
-- Builds the table anew from the bookings: here for the bookings already made, and after a bulk
-- load that ran with the trigger off (the benchmark's seed).
CREATE FUNCTION "rebuild_turf_day_slots"() RETURNS void LANGUAGE sql AS $$
  DELETE FROM turf_day_slots;
  INSERT INTO turf_day_slots (turf_id, day, taken, held, held_live_until)
  SELECT turf_id, day,
    coalesce(bit_or(half_hour_bits(start_minute, end_minute))
      FILTER (WHERE status IN ('confirmed', 'blocked')), 0),
    coalesce(bit_or(half_hour_bits(start_minute, end_minute)) FILTER (WHERE status = 'pending'), 0),
    min(coalesce(hold_expires_at, 'infinity')) FILTER (WHERE status = 'pending')
  FROM bookings
  WHERE status IN ('pending', 'confirmed', 'blocked')
  GROUP BY turf_id, day;
$$;--> statement-breakpoint
SELECT rebuild_turf_day_slots();
