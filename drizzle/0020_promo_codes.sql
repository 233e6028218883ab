-- Promo codes (docs/decisions/035): the codes, the turfs each applies at, and each payment it was taken off.
CREATE TABLE "promo_code_turfs" (
	"code_id" uuid NOT NULL,
	"turf_id" uuid NOT NULL,
	CONSTRAINT "promo_code_turfs_code_id_turf_id_pk" PRIMARY KEY("code_id","turf_id")
);
--> statement-breakpoint
CREATE TABLE "promo_code_uses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"payment_intent_id" text NOT NULL,
	"turf_id" uuid NOT NULL,
	"discount_paise" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_code_uses_payment_intent_id_unique" UNIQUE("payment_intent_id"),
	CONSTRAINT "promo_code_uses_discount_positive" CHECK ("promo_code_uses"."discount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"percent_off" integer,
	"amount_off_paise" integer,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"max_uses" integer NOT NULL,
	"max_uses_per_player" integer NOT NULL,
	"min_amount_paise" integer DEFAULT 0 NOT NULL,
	"first_booking_only" boolean DEFAULT false NOT NULL,
	"all_turfs" boolean DEFAULT false NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "promo_codes_one_discount" CHECK (("promo_codes"."percent_off" is null) <> ("promo_codes"."amount_off_paise" is null)),
	CONSTRAINT "promo_codes_percent_valid" CHECK ("promo_codes"."percent_off" is null or "promo_codes"."percent_off" between 1 and 90),
	CONSTRAINT "promo_codes_amount_valid" CHECK ("promo_codes"."amount_off_paise" is null or "promo_codes"."amount_off_paise" > 0),
	CONSTRAINT "promo_codes_window_valid" CHECK ("promo_codes"."valid_from" < "promo_codes"."valid_to"),
	CONSTRAINT "promo_codes_caps_valid" CHECK ("promo_codes"."max_uses" >= 1 and "promo_codes"."max_uses_per_player" >= 1 and "promo_codes"."min_amount_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "promo_code_turfs" ADD CONSTRAINT "promo_code_turfs_code_id_promo_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_turfs" ADD CONSTRAINT "promo_code_turfs_turf_id_turfs_id_fk" FOREIGN KEY ("turf_id") REFERENCES "public"."turfs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_uses" ADD CONSTRAINT "promo_code_uses_code_id_promo_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."promo_codes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_uses" ADD CONSTRAINT "promo_code_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_uses" ADD CONSTRAINT "promo_code_uses_payment_intent_id_payments_intent_id_fk" FOREIGN KEY ("payment_intent_id") REFERENCES "public"."payments"("intent_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_uses" ADD CONSTRAINT "promo_code_uses_turf_id_turfs_id_fk" FOREIGN KEY ("turf_id") REFERENCES "public"."turfs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promo_code_turfs_turf_idx" ON "promo_code_turfs" USING btree ("turf_id");--> statement-breakpoint
CREATE INDEX "promo_code_uses_code_idx" ON "promo_code_uses" USING btree ("code_id","user_id");--> statement-breakpoint
CREATE INDEX "promo_codes_created_by_idx" ON "promo_codes" USING btree ("created_by","created_at");