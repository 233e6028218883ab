-- Courts (docs/decisions/029): a listing's courts, the plain courts a court is made of, every
-- booking on a court, and the exclusion constraint held on plain courts ("ground", a multirange
-- of their numbers) so that linked parts never collide in the database itself.
CREATE SEQUENCE "court_ground_seq";--> statement-breakpoint
CREATE TABLE "courts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"turf_id" uuid NOT NULL,
	"name" text NOT NULL,
	"sports" text[] NOT NULL,
	"ground" integer DEFAULT nextval('court_ground_seq') NOT NULL,
	"ground_set" int4multirange DEFAULT '{}'::int4multirange NOT NULL,
	"position" integer NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courts_ground_unique" UNIQUE("ground"),
	CONSTRAINT "courts_sports_valid" CHECK (cardinality("courts"."sports") > 0 and "courts"."sports" <@ array['cricket', 'football', 'badminton']::text[])
);
--> statement-breakpoint
CREATE TABLE "court_parts" (
	"court_id" uuid NOT NULL,
	"part_id" uuid NOT NULL,
	CONSTRAINT "court_parts_court_id_part_id_pk" PRIMARY KEY("court_id","part_id"),
	CONSTRAINT "court_parts_not_itself" CHECK ("court_parts"."court_id" <> "court_parts"."part_id")
);
--> statement-breakpoint
ALTER TABLE "court_parts" ADD CONSTRAINT "court_parts_court_id_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "public"."courts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_parts" ADD CONSTRAINT "court_parts_part_id_courts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."courts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courts" ADD CONSTRAINT "courts_turf_id_turfs_id_fk" FOREIGN KEY ("turf_id") REFERENCES "public"."turfs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courts_turf_idx" ON "courts" USING btree ("turf_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "courts_live_name_idx" ON "courts" USING btree ("turf_id",lower("name")) WHERE "courts"."retired_at" is null;--> statement-breakpoint
-- The ground a court stands on: its parts' numbers, or its own. Kept in courts.ground_set
-- by the triggers below (a court's parts are written right after it, in the same transaction),
-- so readers (the bookings' trigger, the slot search) read one column.
CREATE FUNCTION "court_ground"(court uuid, own integer) RETURNS int4multirange LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    (SELECT range_agg(int4range(p.ground, p.ground + 1)) FROM court_parts cp
      JOIN courts p ON p.id = cp.part_id WHERE cp.court_id = court),
    int4multirange(int4range(own, own + 1)))
$$;--> statement-breakpoint
CREATE FUNCTION "set_court_ground_set"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.ground_set := court_ground(NEW.id, NEW.ground);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "courts_set_ground_set" BEFORE INSERT OR UPDATE ON "courts"
  FOR EACH ROW EXECUTE FUNCTION "set_court_ground_set"();--> statement-breakpoint
CREATE FUNCTION "renew_court_ground_set"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Touching the row runs courts_set_ground_set, which reads the parts as they are now.
  UPDATE courts SET ground_set = ground_set
    WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.court_id ELSE NEW.court_id END;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "court_parts_renew_ground_set" AFTER INSERT OR UPDATE OR DELETE ON "court_parts"
  FOR EACH ROW EXECUTE FUNCTION "renew_court_ground_set"();--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "court_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "ground" int4multirange DEFAULT '{}'::int4multirange NOT NULL;--> statement-breakpoint
-- Every row's ground comes from its court, and its court must be one of its turf's: no writer
-- can get either wrong, so the exclusion constraint below holds the parts rule.
CREATE FUNCTION "set_booking_ground"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  court_turf uuid;
BEGIN
  SELECT turf_id, ground_set INTO court_turf, NEW.ground FROM courts WHERE id = NEW.court_id;
  IF court_turf IS DISTINCT FROM NEW.turf_id THEN
    RAISE EXCEPTION 'court % is not a court of turf %', NEW.court_id, NEW.turf_id
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "bookings_set_ground" BEFORE INSERT OR UPDATE OF "court_id", "turf_id", "ground"
  ON "bookings" FOR EACH ROW EXECUTE FUNCTION "set_booking_ground"();--> statement-breakpoint
-- Each existing listing gets its one court, named after it, for its sport, and every booking,
-- hold and block of it moves onto that court.
INSERT INTO "courts" ("turf_id", "name", "sports", "position")
  SELECT "id", left(btrim("name"), 40), ARRAY["sports_type"], 0 FROM "turfs";--> statement-breakpoint
UPDATE "bookings" b SET "court_id" = c."id" FROM "courts" c WHERE c."turf_id" = b."turf_id";--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "court_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_court_id_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "public"."courts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_court_day_idx" ON "bookings" USING btree ("court_id","day");--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_no_overlap";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (
  "ground" WITH &&,
  "day" WITH =,
  int4range("start_minute", "end_minute", '[)') WITH &&
) WHERE ("status" IN ('pending', 'confirmed', 'blocked'));--> statement-breakpoint
-- The day bits of decision 018, kept per plain court (its ground number) instead of per listing:
-- live claims never share a plain court's half-hour (the exclusion constraint), so each bit
-- belongs to one row at a time and setting and clearing commute across concurrent writers.
CREATE TABLE "court_day_slots" (
  "ground" integer NOT NULL,
  "day" date NOT NULL,
  "taken" bigint DEFAULT 0 NOT NULL,
  "held" bigint DEFAULT 0 NOT NULL,
  "held_live_until" timestamp with time zone,
  CONSTRAINT "court_day_slots_day_ground_pk" PRIMARY KEY ("day", "ground")
);--> statement-breakpoint
CREATE FUNCTION "keep_court_day_slots"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_taken bigint := 0;
  old_held bigint := 0;
  new_taken bigint := 0;
  new_held bigint := 0;
  new_until timestamptz := NULL;
  unit integer;
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
  IF TG_OP = 'UPDATE' AND OLD.ground = NEW.ground AND OLD.day = NEW.day THEN
    IF old_taken = new_taken AND old_held = new_held
       AND (new_until IS NULL OR NEW.hold_expires_at IS NOT DISTINCT FROM OLD.hold_expires_at) THEN
      RETURN NULL;
    END IF;
    -- One statement per plain court for a change in place (a hold confirmed, released, run out).
    FOR unit IN SELECT generate_series(lower(r), upper(r) - 1) FROM unnest(NEW.ground) AS r LOOP
      INSERT INTO court_day_slots AS s (ground, day, taken, held, held_live_until)
        VALUES (unit, NEW.day, new_taken, new_held, new_until)
        ON CONFLICT (day, ground) DO UPDATE
        SET taken = (s.taken & ~old_taken) | new_taken,
            held = (s.held & ~old_held) | new_held,
            held_live_until = CASE WHEN (s.held & ~old_held) | new_held = 0 THEN NULL
                                   ELSE least(s.held_live_until, new_until) END;
    END LOOP;
    RETURN NULL;
  END IF;
  IF old_taken <> 0 OR old_held <> 0 THEN
    UPDATE court_day_slots
      SET taken = taken & ~old_taken, held = held & ~old_held,
          held_live_until = CASE WHEN held & ~old_held = 0 THEN NULL ELSE held_live_until END
      WHERE OLD.ground @> ground AND day = OLD.day;
  END IF;
  IF new_taken <> 0 OR new_held <> 0 THEN
    FOR unit IN SELECT generate_series(lower(r), upper(r) - 1) FROM unnest(NEW.ground) AS r LOOP
      INSERT INTO court_day_slots AS s (ground, day, taken, held, held_live_until)
        VALUES (unit, NEW.day, new_taken, new_held, new_until)
        ON CONFLICT (day, ground) DO UPDATE
        SET taken = s.taken | new_taken, held = s.held | new_held,
            held_live_until = least(s.held_live_until, new_until);
    END LOOP;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "rebuild_court_day_slots"() RETURNS void LANGUAGE sql AS $$
  DELETE FROM court_day_slots;
  INSERT INTO court_day_slots (ground, day, taken, held, held_live_until)
  SELECT unit, day,
    coalesce(bit_or(half_hour_bits(start_minute, end_minute))
      FILTER (WHERE status IN ('confirmed', 'blocked')), 0),
    coalesce(bit_or(half_hour_bits(start_minute, end_minute)) FILTER (WHERE status = 'pending'), 0),
    min(coalesce(hold_expires_at, 'infinity')) FILTER (WHERE status = 'pending')
  FROM bookings CROSS JOIN LATERAL unnest(ground) AS r
    CROSS JOIN LATERAL generate_series(lower(r), upper(r) - 1) AS unit
  WHERE status IN ('pending', 'confirmed', 'blocked')
  GROUP BY unit, day;
$$;--> statement-breakpoint
DROP TRIGGER "bookings_keep_turf_day_slots" ON "bookings";--> statement-breakpoint
DROP FUNCTION "keep_turf_day_slots"();--> statement-breakpoint
DROP FUNCTION "rebuild_turf_day_slots"();--> statement-breakpoint
CREATE TRIGGER "bookings_keep_court_day_slots"
  AFTER INSERT OR UPDATE OR DELETE ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "keep_court_day_slots"();--> statement-breakpoint
SELECT rebuild_court_day_slots();--> statement-breakpoint
DROP TABLE "turf_day_slots" CASCADE;
