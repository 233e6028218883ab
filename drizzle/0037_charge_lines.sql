CREATE TABLE "charge_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"booking_id" uuid,
	"split_share_id" uuid,
	"game_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "charge_lines_amount_not_negative" CHECK ("charge_lines"."amount_paise" >= 0),
	CONSTRAINT "charge_lines_purpose_valid" CHECK ("charge_lines"."purpose" in ('slot', 'split_share', 'game_spot')),
	CONSTRAINT "charge_lines_names_its_thing" CHECK (("charge_lines"."purpose" = 'slot' and "charge_lines"."booking_id" is not null and "charge_lines"."split_share_id" is null and "charge_lines"."game_id" is null)
        or ("charge_lines"."purpose" = 'split_share' and "charge_lines"."split_share_id" is not null and "charge_lines"."game_id" is null)
        or ("charge_lines"."purpose" = 'game_spot' and "charge_lines"."game_id" is not null and "charge_lines"."split_share_id" is null))
);
--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_booking_destination_unique";--> statement-breakpoint
DROP INDEX "payments_split_idx";--> statement-breakpoint
ALTER TABLE "charge_lines" ADD CONSTRAINT "charge_lines_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_lines" ADD CONSTRAINT "charge_lines_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_lines" ADD CONSTRAINT "charge_lines_split_share_id_split_shares_id_fk" FOREIGN KEY ("split_share_id") REFERENCES "public"."split_shares"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_lines" ADD CONSTRAINT "charge_lines_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "charge_lines_payment_idx" ON "charge_lines" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "charge_lines_booking_idx" ON "charge_lines" USING btree ("booking_id") WHERE "charge_lines"."booking_id" is not null;--> statement-breakpoint
CREATE INDEX "charge_lines_share_idx" ON "charge_lines" USING btree ("split_share_id") WHERE "charge_lines"."split_share_id" is not null;--> statement-breakpoint
CREATE INDEX "charge_lines_game_idx" ON "charge_lines" USING btree ("game_id") WHERE "charge_lines"."game_id" is not null;--> statement-breakpoint
-- Every payment's lines, from what it recorded before lines existed (docs/decisions/052):
-- a game's spot; each share a split payment paid (or, a pay-the-rest still pending, each share
-- unpaid now); each booking a payment held itself (not a split's, whose shares pay it).
INSERT INTO "charge_lines" ("payment_id", "purpose", "amount_paise", "game_id", "created_at")
  SELECT "id", 'game_spot', "amount_paise" + "credit_paise", "game_id", "created_at"
  FROM "payments" WHERE "game_id" IS NOT NULL;--> statement-breakpoint
INSERT INTO "charge_lines" ("payment_id", "purpose", "amount_paise", "split_share_id", "created_at")
  SELECT p."id", 'split_share', s."amount_paise", s."id", p."created_at"
  FROM "payments" p JOIN "split_shares" s ON s."id" = p."split_share_id";--> statement-breakpoint
INSERT INTO "charge_lines" ("payment_id", "purpose", "amount_paise", "split_share_id", "created_at")
  SELECT p."id", 'split_share', s."amount_paise", s."id", p."created_at"
  FROM "payments" p JOIN "split_shares" s ON s."split_id" = p."split_id"
  WHERE p."split_share_id" IS NULL
    AND (s."paid_by_intent_id" = p."intent_id" OR (p."status" = 'pending' AND s."status" = 'unpaid'));--> statement-breakpoint
INSERT INTO "charge_lines" ("payment_id", "purpose", "amount_paise", "booking_id", "created_at")
  SELECT p."id", 'slot', b."amount_paise", b."id", p."created_at"
  FROM "payments" p JOIN "bookings" b ON b."payment_id" = p."intent_id"
  WHERE p."split_id" IS NULL AND p."game_id" IS NULL;--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "split_id";--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "split_share_id";--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "game_id";--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_booking_payment_destination_unique" UNIQUE("booking_id","payment_intent_id","destination");