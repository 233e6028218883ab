CREATE TABLE "fee_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"turf_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"month" text NOT NULL,
	"financial_year" integer NOT NULL,
	"serial" integer NOT NULL,
	"number" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"seller_name" text NOT NULL,
	"seller_gstin" text NOT NULL,
	"seller_address" text NOT NULL,
	"seller_state" text NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_gstin" text,
	"buyer_state" text NOT NULL,
	"bookings" integer NOT NULL,
	"taxable_paise" integer NOT NULL,
	"cgst_paise" integer NOT NULL,
	"sgst_paise" integer NOT NULL,
	"igst_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	CONSTRAINT "fee_documents_turf_month_kind" UNIQUE("turf_id","month","kind"),
	CONSTRAINT "fee_documents_number" UNIQUE("kind","financial_year","serial"),
	CONSTRAINT "fee_documents_add_up" CHECK ("fee_documents"."taxable_paise" + "fee_documents"."cgst_paise" + "fee_documents"."sgst_paise" + "fee_documents"."igst_paise" = "fee_documents"."total_paise"),
	CONSTRAINT "fee_documents_positive" CHECK ("fee_documents"."taxable_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "platform_document_series" (
	"financial_year" integer NOT NULL,
	"kind" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "platform_document_series_financial_year_kind_pk" PRIMARY KEY("financial_year","kind")
);
--> statement-breakpoint
ALTER TABLE "fee_documents" ADD CONSTRAINT "fee_documents_turf_id_turfs_id_fk" FOREIGN KEY ("turf_id") REFERENCES "public"."turfs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_documents" ADD CONSTRAINT "fee_documents_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;