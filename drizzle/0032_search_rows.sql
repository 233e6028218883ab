-- The slot search reads one row a listing (docs/decisions/047): each listing's day bits in one
-- row of turf_day_slots (its plain courts' bits side by side) instead of one row a plain court,
-- and its live courts' layout beside it on turfs. Writers of a listing's day already take that
-- day's advisory lock first (migration 0013), so one row a listing and day adds no waiting.
CREATE TABLE "turf_day_slots" (
	"turf_id" uuid NOT NULL,
	"day" date NOT NULL,
	"grounds" integer[] DEFAULT '{}' NOT NULL,
	"taken" bigint[] DEFAULT '{}' NOT NULL,
	"held" bigint[] DEFAULT '{}' NOT NULL,
	"held_live_until" timestamp with time zone,
	CONSTRAINT "turf_day_slots_day_turf_id_pk" PRIMARY KEY("day","turf_id")
);
--> statement-breakpoint
-- Clears, then sets, bits of the plain courts of `ground` in the listing's day row. A plain court
-- seen for the first time that day is appended with its bits.
CREATE FUNCTION "change_turf_day_slots"(p_turf uuid, p_day date, p_ground int4multirange,
    clear_taken bigint, clear_held bigint, set_taken bigint, set_held bigint,
    set_until timestamptz) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  slots turf_day_slots%ROWTYPE;
  unit integer;
  i integer;
BEGIN
  INSERT INTO turf_day_slots (turf_id, day) VALUES (p_turf, p_day) ON CONFLICT DO NOTHING;
  SELECT * INTO slots FROM turf_day_slots WHERE day = p_day AND turf_id = p_turf FOR UPDATE;
  FOR unit IN SELECT generate_series(lower(r), upper(r) - 1) FROM unnest(p_ground) AS r LOOP
    i := array_position(slots.grounds, unit);
    IF i IS NULL THEN
      slots.grounds := slots.grounds || unit;
      slots.taken := slots.taken || 0::bigint;
      slots.held := slots.held || 0::bigint;
      i := cardinality(slots.grounds);
    END IF;
    slots.taken[i] := (slots.taken[i] & ~clear_taken) | set_taken;
    slots.held[i] := (slots.held[i] & ~clear_held) | set_held;
  END LOOP;
  IF NOT EXISTS (SELECT 1 FROM unnest(slots.held) AS h WHERE h <> 0) THEN
    slots.held_live_until := NULL;
  ELSIF set_until IS NOT NULL THEN
    slots.held_live_until := least(slots.held_live_until, set_until);
  END IF;
  UPDATE turf_day_slots
    SET grounds = slots.grounds, taken = slots.taken, held = slots.held,
        held_live_until = slots.held_live_until
    WHERE day = p_day AND turf_id = p_turf;
END
$$;--> statement-breakpoint
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
  IF TG_OP = 'UPDATE' AND OLD.turf_id = NEW.turf_id AND OLD.ground = NEW.ground
     AND OLD.day = NEW.day THEN
    IF old_taken = new_taken AND old_held = new_held
       AND (new_until IS NULL OR NEW.hold_expires_at IS NOT DISTINCT FROM OLD.hold_expires_at) THEN
      RETURN NULL;
    END IF;
    -- A change in place (a hold confirmed, released, run out) in one write of the day's row.
    PERFORM change_turf_day_slots(NEW.turf_id, NEW.day, NEW.ground,
      old_taken, old_held, new_taken, new_held, new_until);
    RETURN NULL;
  END IF;
  IF old_taken <> 0 OR old_held <> 0 THEN
    PERFORM change_turf_day_slots(OLD.turf_id, OLD.day, OLD.ground,
      old_taken, old_held, 0, 0, NULL);
  END IF;
  IF new_taken <> 0 OR new_held <> 0 THEN
    PERFORM change_turf_day_slots(NEW.turf_id, NEW.day, NEW.ground,
      0, 0, new_taken, new_held, new_until);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "rebuild_turf_day_slots"() RETURNS void LANGUAGE sql AS $$
  DELETE FROM turf_day_slots;
  INSERT INTO turf_day_slots (turf_id, day, grounds, taken, held, held_live_until)
  SELECT turf_id, day, array_agg(unit ORDER BY unit), array_agg(taken ORDER BY unit),
    array_agg(held ORDER BY unit), min(held_live_until)
  FROM (
    SELECT turf_id, unit, day,
      coalesce(bit_or(half_hour_bits(start_minute, end_minute))
        FILTER (WHERE status IN ('confirmed', 'blocked')), 0) AS taken,
      coalesce(bit_or(half_hour_bits(start_minute, end_minute))
        FILTER (WHERE status = 'pending'), 0) AS held,
      min(coalesce(hold_expires_at, 'infinity')) FILTER (WHERE status = 'pending')
        AS held_live_until
    FROM bookings CROSS JOIN LATERAL unnest(ground) AS r
      CROSS JOIN LATERAL generate_series(lower(r), upper(r) - 1) AS unit
    WHERE status IN ('pending', 'confirmed', 'blocked')
    GROUP BY turf_id, unit, day
  ) per_ground
  GROUP BY turf_id, day;
$$;--> statement-breakpoint
DROP TRIGGER "bookings_keep_court_day_slots" ON "bookings";--> statement-breakpoint
DROP FUNCTION "keep_court_day_slots"();--> statement-breakpoint
DROP FUNCTION "rebuild_court_day_slots"();--> statement-breakpoint
DROP TABLE "court_day_slots" CASCADE;--> statement-breakpoint
CREATE TRIGGER "bookings_keep_turf_day_slots"
  AFTER INSERT OR UPDATE OR DELETE ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "keep_turf_day_slots"();--> statement-breakpoint
SELECT rebuild_turf_day_slots();--> statement-breakpoint
ALTER TABLE "turfs" ADD COLUMN "court_layout" json;--> statement-breakpoint
-- A listing's live courts as the search reads them, in position order.
CREATE FUNCTION "court_layout_of"(p_turf uuid) RETURNS json LANGUAGE sql STABLE AS $$
  SELECT coalesce(json_agg(json_build_object(
      'id', c.id,
      'grounds', (SELECT array_agg(g ORDER BY g) FROM unnest(c.ground_set) AS r,
                    generate_series(lower(r), upper(r) - 1) AS g),
      'sports', c.sports,
      'openingHours', c.opening_hours,
      'pricedApart', c.price_rules IS NOT NULL) ORDER BY c.position, c.id), '[]'::json)
  FROM courts c WHERE c.turf_id = p_turf AND c.retired_at IS NULL;
$$;--> statement-breakpoint
CREATE FUNCTION "keep_court_layout"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE turfs SET court_layout = court_layout_of(OLD.turf_id) WHERE id = OLD.turf_id;
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.turf_id IS DISTINCT FROM OLD.turf_id) THEN
    UPDATE turfs SET court_layout = court_layout_of(NEW.turf_id) WHERE id = NEW.turf_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- After courts_set_ground_set (a BEFORE trigger) has set the court's ground; a rename alone
-- leaves the layout as it was.
CREATE TRIGGER "courts_keep_court_layout"
  AFTER INSERT OR DELETE OR UPDATE OF "turf_id", "sports", "ground_set", "retired_at",
    "opening_hours", "price_rules", "position" ON "courts"
  FOR EACH ROW EXECUTE FUNCTION "keep_court_layout"();--> statement-breakpoint
UPDATE "turfs" SET "court_layout" = court_layout_of("id");
