CREATE TABLE "review_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_reports_once_per_person" UNIQUE("review_id","reporter_id")
);
--> statement-breakpoint
CREATE TABLE "turf_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"turf_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"is_cover" boolean DEFAULT false NOT NULL,
	"url" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"variants" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "turf_photos_size_positive" CHECK ("turf_photos"."width" > 0 and "turf_photos"."height" > 0)
);
--> statement-breakpoint
CREATE TABLE "turf_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"turf_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reply_text" text,
	"replied_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"hidden_by" uuid,
	"kept_at" timestamp with time zone,
	CONSTRAINT "turf_reviews_one_per_booking" UNIQUE("booking_id"),
	CONSTRAINT "turf_reviews_range" CHECK ("turf_reviews"."rating" between 1 and 5),
	CONSTRAINT "turf_reviews_reply_whole" CHECK (("turf_reviews"."reply_text" is null) = ("turf_reviews"."replied_at" is null)),
	CONSTRAINT "turf_reviews_hidden_whole" CHECK (("turf_reviews"."hidden_at" is null) = ("turf_reviews"."hidden_reason" is null))
);
--> statement-breakpoint
ALTER TABLE "turfs" ADD COLUMN "geo_lat" double precision;--> statement-breakpoint
ALTER TABLE "turfs" ADD COLUMN "geo_lng" double precision;--> statement-breakpoint
ALTER TABLE "turfs" ADD COLUMN "amenities" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "turfs" ADD COLUMN "house_rules" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_turf_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."turf_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turf_photos" ADD CONSTRAINT "turf_photos_turf_id_turfs_id_fk" FOREIGN KEY ("turf_id") REFERENCES "public"."turfs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turf_reviews" ADD CONSTRAINT "turf_reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turf_reviews" ADD CONSTRAINT "turf_reviews_turf_id_turfs_id_fk" FOREIGN KEY ("turf_id") REFERENCES "public"."turfs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turf_reviews" ADD CONSTRAINT "turf_reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turf_reviews" ADD CONSTRAINT "turf_reviews_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "turf_photos_turf_idx" ON "turf_photos" USING btree ("turf_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "turf_photos_one_cover_idx" ON "turf_photos" USING btree ("turf_id") WHERE "turf_photos"."is_cover";--> statement-breakpoint
CREATE INDEX "turf_reviews_turf_newest_idx" ON "turf_reviews" USING btree ("turf_id","created_at","id");--> statement-breakpoint
CREATE INDEX "turfs_listed_geo_idx" ON "turfs" USING btree ("geo_lat","geo_lng") WHERE "turfs"."approved" and "turfs"."geo_lat" is not null;--> statement-breakpoint
ALTER TABLE "turfs" ADD CONSTRAINT "turfs_geo_valid" CHECK (("turfs"."geo_lat" is null) = ("turfs"."geo_lng" is null) and ("turfs"."geo_lat" is null or ("turfs"."geo_lat" between -90 and 90 and "turfs"."geo_lng" between -180 and 180)));--> statement-breakpoint
CREATE TRIGGER "turf_photos_turf_list_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "turf_photos"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_version"('turf-list');--> statement-breakpoint
CREATE TRIGGER "turf_reviews_turf_list_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "turf_reviews"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_version"('turf-list');
