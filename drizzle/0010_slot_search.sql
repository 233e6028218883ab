-- Finding a turf by name or area (issue 15): case- and accent-insensitive, typo-tolerant with
-- trigrams. unaccent() is only STABLE (its dictionary could change), so a generated column needs
-- an IMMUTABLE wrapper that names the dictionary; it never changes here.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE FUNCTION "turf_search_text"(name text, location text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, name || ' ' || location)) $$;--> statement-breakpoint
ALTER TABLE "turfs" ADD COLUMN "search_text" text GENERATED ALWAYS AS (turf_search_text(name, location)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "turfs_search_trgm_idx" ON "turfs" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- Live grids (issue 15): every change to whether a booking row takes its slot tells listeners on
-- the channel 'turf_availability' which turf and day changed ("<turf id> <day>"), at commit, in
-- every server process on this database. A confirm (pending → confirmed) or a payment id being
-- linked changes nothing a grid shows, so it stays quiet: the hot booking path pays only for the
-- hold's notice.
CREATE FUNCTION "notify_turf_availability"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  took boolean;
  takes boolean;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    took := OLD.status IN ('pending', 'confirmed', 'blocked');
  END IF;
  IF TG_OP <> 'DELETE' THEN
    takes := NEW.status IN ('pending', 'confirmed', 'blocked');
  END IF;
  IF TG_OP = 'UPDATE' AND took = takes AND OLD.day = NEW.day
     AND OLD.start_minute = NEW.start_minute AND OLD.end_minute = NEW.end_minute THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('turf_availability', OLD.turf_id::text || ' ' || OLD.day::text);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('turf_availability', NEW.turf_id::text || ' ' || NEW.day::text);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "bookings_notify_availability"
  AFTER INSERT OR UPDATE OR DELETE ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "notify_turf_availability"();
