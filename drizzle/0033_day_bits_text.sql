-- The slot search reads each matching listing's day as text (docs/decisions/050). Making its three
-- arrays text at read time was most of what a search cost PostgreSQL (about 3 of 4 ms of CPU at
-- 1,000 venues), so the row keeps them as text too, written when the row is. Integers print the
-- same whatever the session's settings, so the function is immutable, as a generated column needs.
CREATE FUNCTION "day_bits_text"(grounds integer[], taken bigint[], held bigint[]) RETURNS text
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT array_to_string(grounds, ',') || ';' || array_to_string(taken, ',') || ';'
    || array_to_string(held, ',')
$$;
--> statement-breakpoint
ALTER TABLE "turf_day_slots" ADD COLUMN "bits_text" text GENERATED ALWAYS AS (day_bits_text(grounds, taken, held)) STORED NOT NULL;
