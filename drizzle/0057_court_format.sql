ALTER TABLE "courts" ADD COLUMN "format" smallint;--> statement-breakpoint
ALTER TABLE "courts" ADD CONSTRAINT "courts_format_valid" CHECK ("courts"."format" between 1 and 11);--> statement-breakpoint
-- Each court's format (players a side, docs/decisions/067) as its name stated it before the owner
-- could state it: "5-a-side", "7 a side", or "6v6" with the same number on both sides. A court
-- is given one only where every court in use sharing a sport with it states one too, as the
-- grid then read the kinds by name; elsewhere it read them by the plain courts a court stands on,
-- which a null format still does. So no venue's counts change.
WITH named AS (
  SELECT id, turf_id, sports,
    coalesce(
      (regexp_match(name, '\y(\d{1,2})\s*-?\s*a\s*-?\s*side\y', 'i'))[1]::integer,
      CASE WHEN (regexp_match(name, '\y(\d{1,2})\s*(?:v|vs|x)\s*(\d{1,2})\y', 'i'))[1]
          = (regexp_match(name, '\y(\d{1,2})\s*(?:v|vs|x)\s*(\d{1,2})\y', 'i'))[2]
        THEN (regexp_match(name, '\y(\d{1,2})\s*(?:v|vs|x)\s*(\d{1,2})\y', 'i'))[1]::integer
      END) AS players
  FROM courts WHERE retired_at IS NULL
)
UPDATE "courts" SET "format" = named.players
FROM named
WHERE "courts"."id" = named.id AND named.players BETWEEN 1 AND 11
  AND NOT EXISTS (
    SELECT 1 FROM named other
    WHERE other.turf_id = named.turf_id AND other.sports && named.sports
      AND (other.players IS NULL OR other.players NOT BETWEEN 1 AND 11));--> statement-breakpoint
-- The slot search's layout carries the format, so its cards count free courts by kind.
CREATE OR REPLACE FUNCTION "court_layout_of"(p_turf uuid) RETURNS json LANGUAGE sql STABLE AS $$
  SELECT coalesce(json_agg(json_build_object(
      'id', c.id,
      'grounds', (SELECT array_agg(g ORDER BY g) FROM unnest(c.ground_set) AS r,
                    generate_series(lower(r), upper(r) - 1) AS g),
      'sports', c.sports,
      'openingHours', c.opening_hours,
      'pricedApart', c.price_rules IS NOT NULL,
      'format', c.format) ORDER BY c.position, c.id), '[]'::json)
  FROM courts c WHERE c.turf_id = p_turf AND c.retired_at IS NULL;
$$;--> statement-breakpoint
DROP TRIGGER "courts_keep_court_layout" ON "courts";--> statement-breakpoint
CREATE TRIGGER "courts_keep_court_layout"
  AFTER INSERT OR DELETE OR UPDATE OF "turf_id", "sports", "ground_set", "retired_at",
    "opening_hours", "price_rules", "position", "format" ON "courts"
  FOR EACH ROW EXECUTE FUNCTION "keep_court_layout"();--> statement-breakpoint
UPDATE "turfs" SET "court_layout" = court_layout_of("id");
