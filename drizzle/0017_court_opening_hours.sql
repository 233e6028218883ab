-- A court's own opening hours, inside the venue's (docs/decisions/031); null: the venue's.
ALTER TABLE "courts" ADD COLUMN "opening_hours" jsonb;