CREATE TABLE "credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"refund_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"turf_id" uuid NOT NULL,
	"financial_year" integer NOT NULL,
	"serial" integer NOT NULL,
	"number" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"amount_paise" integer NOT NULL,
	"taxable_paise" integer NOT NULL,
	"cgst_paise" integer NOT NULL,
	"sgst_paise" integer NOT NULL,
	"igst_paise" integer NOT NULL,
	CONSTRAINT "credit_notes_refund_id_unique" UNIQUE("refund_id"),
	CONSTRAINT "credit_notes_serial_unique" UNIQUE("turf_id","financial_year","serial"),
	CONSTRAINT "credit_notes_parts_add_up" CHECK ("credit_notes"."taxable_paise" + "credit_notes"."cgst_paise" + "credit_notes"."sgst_paise" + "credit_notes"."igst_paise" = "credit_notes"."amount_paise")
);
--> statement-breakpoint
CREATE TABLE "document_series" (
	"turf_id" uuid NOT NULL,
	"financial_year" integer NOT NULL,
	"kind" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "document_series_turf_id_financial_year_kind_pk" PRIMARY KEY("turf_id","financial_year","kind"),
	CONSTRAINT "document_series_kind_valid" CHECK ("document_series"."kind" in ('tax_invoice', 'receipt', 'credit_note'))
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"turf_id" uuid NOT NULL,
	"payment_intent_id" text NOT NULL,
	"kind" text NOT NULL,
	"financial_year" integer NOT NULL,
	"serial" integer NOT NULL,
	"number" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"seller_name" text NOT NULL,
	"seller_address" text NOT NULL,
	"seller_gstin" text,
	"seller_state" text,
	"buyer_id" uuid NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_email" text NOT NULL,
	"buyer_state" text,
	"sac" text NOT NULL,
	"rate_basis_points" integer NOT NULL,
	"amount_paise" integer NOT NULL,
	"taxable_paise" integer NOT NULL,
	"cgst_paise" integer NOT NULL,
	"sgst_paise" integer NOT NULL,
	"igst_paise" integer NOT NULL,
	CONSTRAINT "invoices_payment_intent_id_unique" UNIQUE("payment_intent_id"),
	CONSTRAINT "invoices_serial_unique" UNIQUE("turf_id","financial_year","kind","serial"),
	CONSTRAINT "invoices_kind_valid" CHECK ("invoices"."kind" in ('tax_invoice', 'receipt')),
	CONSTRAINT "invoices_parts_add_up" CHECK ("invoices"."taxable_paise" + "invoices"."cgst_paise" + "invoices"."sgst_paise" + "invoices"."igst_paise" = "invoices"."amount_paise")
);
--> statement-breakpoint
ALTER TABLE "turfs" ADD COLUMN "legal_name" text;--> statement-breakpoint
ALTER TABLE "turfs" ADD COLUMN "gst_state" text;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_turf_id_turfs_id_fk" FOREIGN KEY ("turf_id") REFERENCES "public"."turfs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_series" ADD CONSTRAINT "document_series_turf_id_turfs_id_fk" FOREIGN KEY ("turf_id") REFERENCES "public"."turfs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_turf_id_turfs_id_fk" FOREIGN KEY ("turf_id") REFERENCES "public"."turfs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_intent_id_payments_intent_id_fk" FOREIGN KEY ("payment_intent_id") REFERENCES "public"."payments"("intent_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_notes_booking_idx" ON "credit_notes" USING btree ("booking_id","issued_at");--> statement-breakpoint
CREATE INDEX "credit_notes_turf_issued_idx" ON "credit_notes" USING btree ("turf_id","issued_at");--> statement-breakpoint
CREATE INDEX "invoices_turf_issued_idx" ON "invoices" USING btree ("turf_id","issued_at");--> statement-breakpoint
-- Venues that already printed a GSTIN on receipts keep it: their state is its first two digits
-- and their legal name, until the owner says otherwise, the listing's name (decision 038).
UPDATE "turfs" SET "gst_state" = left("gstin", 2), "legal_name" = "name" WHERE "gstin" IS NOT NULL;
