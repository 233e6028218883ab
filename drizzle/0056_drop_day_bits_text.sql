-- The day row's bits kept as text (migration 0033, docs/decisions/051) go: without them the
-- open-loop row of Mumbai's evening still meets every target (docs/decisions/073), so the slot
-- search makes the three arrays text as it reads them, and nothing else used the column.
ALTER TABLE "turf_day_slots" DROP COLUMN "bits_text";
--> statement-breakpoint
DROP FUNCTION "day_bits_text"(integer[], bigint[], bigint[]);
