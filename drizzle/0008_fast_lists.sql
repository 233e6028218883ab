CREATE TABLE "list_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
DROP INDEX "bookings_turf_day_idx";--> statement-breakpoint
CREATE INDEX "bookings_turf_day_start_idx" ON "bookings" USING btree ("turf_id","day","start_minute","id");--> statement-breakpoint
CREATE INDEX "turfs_listed_name_idx" ON "turfs" USING btree ("name","id") WHERE "turfs"."approved";--> statement-breakpoint
-- Cached answers (docs/decisions/015): every statement that changes what an answer is made of
-- gives its list a new version, from one sequence, so a version never comes back, not even
-- after a truncate. Statement-level and after the change, in the writer's transaction.
CREATE SEQUENCE "list_version_seq";--> statement-breakpoint
CREATE FUNCTION "bump_list_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "list_versions" ("name", "version") VALUES (TG_ARGV[0], nextval('list_version_seq'))
  ON CONFLICT ("name") DO UPDATE SET "version" = excluded."version";
  RETURN NULL;
END
$$;--> statement-breakpoint
INSERT INTO "list_versions" ("name", "version") VALUES ('turf-list', nextval('list_version_seq'));--> statement-breakpoint
CREATE TRIGGER "turfs_turf_list_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "turfs"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_version"('turf-list');--> statement-breakpoint
CREATE TRIGGER "turf_ratings_turf_list_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "turf_ratings"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_version"('turf-list');--> statement-breakpoint
-- A rating shows its player's name.
CREATE TRIGGER "users_turf_list_version" AFTER UPDATE OF "fullname" ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_version"('turf-list');
