ALTER TABLE "turfs" ADD COLUMN "price_rules" jsonb;--> statement-breakpoint
-- A list item carries its court count (docs/decisions/029): adding, retiring or changing a court
-- changes the kept list answers (decision 015) as a turf change does.
CREATE TRIGGER "courts_turf_list_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "courts"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_version"('turf-list');
