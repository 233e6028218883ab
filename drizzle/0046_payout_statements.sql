CREATE TABLE "payout_line_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"line_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"turf_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"figured_at" timestamp with time zone NOT NULL,
	"seller_gstin" text,
	"pan" text,
	"gross_paise" integer NOT NULL,
	"returned_paise" integer NOT NULL,
	"gross_taxable_paise" integer NOT NULL,
	"taxable_paise" integer NOT NULL,
	"fee_paise" integer NOT NULL,
	"fee_gst_paise" integer NOT NULL,
	"tcs_cgst_paise" integer NOT NULL,
	"tcs_sgst_paise" integer NOT NULL,
	"tcs_igst_paise" integer NOT NULL,
	"tds_paise" integer NOT NULL,
	"net_paise" integer NOT NULL,
	"statement_id" uuid,
	CONSTRAINT "payout_line_changes_add_up" CHECK ("payout_line_changes"."net_paise" + "payout_line_changes"."fee_paise" + "payout_line_changes"."fee_gst_paise" + "payout_line_changes"."tcs_cgst_paise" + "payout_line_changes"."tcs_sgst_paise" + "payout_line_changes"."tcs_igst_paise" + "payout_line_changes"."tds_paise" + "payout_line_changes"."returned_paise" = "payout_line_changes"."gross_paise")
);
--> statement-breakpoint
CREATE TABLE "payout_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"turf_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"opening_paise" integer NOT NULL,
	"gross_paise" integer NOT NULL,
	"returned_paise" integer NOT NULL,
	"fee_paise" integer NOT NULL,
	"fee_gst_paise" integer NOT NULL,
	"tcs_paise" integer NOT NULL,
	"tds_paise" integer NOT NULL,
	"net_paise" integer NOT NULL,
	"transfers_paise" integer NOT NULL,
	"closing_paise" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payout_statements_turf_week" UNIQUE("turf_id","period_from"),
	CONSTRAINT "payout_statements_add_up" CHECK ("payout_statements"."net_paise" + "payout_statements"."fee_paise" + "payout_statements"."fee_gst_paise" + "payout_statements"."tcs_paise" + "payout_statements"."tds_paise" + "payout_statements"."returned_paise" = "payout_statements"."gross_paise"),
	CONSTRAINT "payout_statements_carry" CHECK ("payout_statements"."opening_paise" + "payout_statements"."net_paise" - "payout_statements"."transfers_paise" = "payout_statements"."closing_paise")
);
--> statement-breakpoint
ALTER TABLE "payout_lines" ADD COLUMN "gross_taxable_paise" integer;--> statement-breakpoint
-- Lines figured before take their returns' taxable value as what went back (docs/decisions/054).
UPDATE "payout_lines" SET "gross_taxable_paise" = "taxable_paise" + "returned_paise";--> statement-breakpoint
ALTER TABLE "payout_lines" ALTER COLUMN "gross_taxable_paise" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_transfers" ADD COLUMN "statement_id" uuid;--> statement-breakpoint
ALTER TABLE "payout_line_changes" ADD CONSTRAINT "payout_line_changes_line_id_payout_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."payout_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_line_changes" ADD CONSTRAINT "payout_line_changes_statement_id_payout_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."payout_statements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_statements" ADD CONSTRAINT "payout_statements_turf_id_turfs_id_fk" FOREIGN KEY ("turf_id") REFERENCES "public"."turfs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_statements" ADD CONSTRAINT "payout_statements_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_line_changes_turf_idx" ON "payout_line_changes" USING btree ("turf_id","statement_id");--> statement-breakpoint
CREATE INDEX "payout_line_changes_figured_idx" ON "payout_line_changes" USING btree ("figured_at");--> statement-breakpoint
CREATE INDEX "payout_statements_owner_idx" ON "payout_statements" USING btree ("owner_id","period_from");--> statement-breakpoint
ALTER TABLE "payout_transfers" ADD CONSTRAINT "payout_transfers_statement_id_payout_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."payout_statements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- Lines figured before the ledger existed enter it whole, as last figured (docs/decisions/054).
INSERT INTO "payout_line_changes" ("line_id", "booking_id", "turf_id", "owner_id", "figured_at", "seller_gstin", "pan", "gross_paise", "returned_paise", "gross_taxable_paise", "taxable_paise", "fee_paise", "fee_gst_paise", "tcs_cgst_paise", "tcs_sgst_paise", "tcs_igst_paise", "tds_paise", "net_paise")
SELECT l."id", l."booking_id", l."turf_id", l."owner_id", l."figured_at", i."seller_gstin", a."pan", l."gross_paise", l."returned_paise", l."gross_taxable_paise", l."taxable_paise", l."fee_paise", l."fee_gst_paise", l."tcs_cgst_paise", l."tcs_sgst_paise", l."tcs_igst_paise", l."tds_paise", l."net_paise"
FROM "payout_lines" l
JOIN "bookings" b ON b."id" = l."booking_id"
LEFT JOIN "invoices" i ON i."payment_intent_id" = b."payment_id"
LEFT JOIN "payout_accounts" a ON a."owner_id" = l."owner_id";
