CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"turf_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	"status" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"payment_status" text NOT NULL,
	"payment_id" text,
	"hold_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_minutes_valid" CHECK ("bookings"."start_minute" >= 0 and "bookings"."end_minute" <= 1439 and "bookings"."start_minute" < "bookings"."end_minute"),
	CONSTRAINT "bookings_status_valid" CHECK ("bookings"."status" in ('pending', 'confirmed', 'expired', 'cancelled')),
	CONSTRAINT "bookings_payment_status_valid" CHECK ("bookings"."payment_status" in ('unpaid', 'paid', 'refunded')),
	CONSTRAINT "bookings_amount_positive" CHECK ("bookings"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "turf_ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"turf_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "turf_ratings_one_per_player" UNIQUE("turf_id","user_id"),
	CONSTRAINT "turf_ratings_range" CHECK ("turf_ratings"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "turfs" ADD COLUMN "location_key" text GENERATED ALWAYS AS (lower(split_part(location, ' ', 1))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_turf_id_turfs_id_fk" FOREIGN KEY ("turf_id") REFERENCES "public"."turfs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turf_ratings" ADD CONSTRAINT "turf_ratings_turf_id_turfs_id_fk" FOREIGN KEY ("turf_id") REFERENCES "public"."turfs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turf_ratings" ADD CONSTRAINT "turf_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_turf_day_idx" ON "bookings" USING btree ("turf_id","day");--> statement-breakpoint
CREATE INDEX "bookings_user_idx" ON "bookings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_payment_idx" ON "bookings" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "turfs_listed_location_idx" ON "turfs" USING btree ("location_key","price_paise") WHERE "turfs"."approved";--> statement-breakpoint
CREATE INDEX "turfs_listed_sport_idx" ON "turfs" USING btree ("sports_type","price_paise") WHERE "turfs"."approved";--> statement-breakpoint
CREATE INDEX "turfs_listed_price_idx" ON "turfs" USING btree ("price_paise") WHERE "turfs"."approved";--> statement-breakpoint
CREATE INDEX "turfs_pending_idx" ON "turfs" USING btree ("created_at") WHERE not "turfs"."approved";