CREATE TABLE "payout_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"turf_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"played_on" date NOT NULL,
	"release_at" timestamp with time zone NOT NULL,
	"commission_bp" integer NOT NULL,
	"gross_paise" integer NOT NULL,
	"returned_paise" integer NOT NULL,
	"taxable_paise" integer NOT NULL,
	"fee_paise" integer NOT NULL,
	"fee_gst_paise" integer NOT NULL,
	"tcs_cgst_paise" integer NOT NULL,
	"tcs_sgst_paise" integer NOT NULL,
	"tcs_igst_paise" integer NOT NULL,
	"tds_paise" integer NOT NULL,
	"net_paise" integer NOT NULL,
	"status" text DEFAULT 'on_hold' NOT NULL,
	"transfer_id" uuid,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"figured_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payout_lines_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "payout_lines_status_valid" CHECK ("payout_lines"."status" in ('on_hold', 'released', 'paid', 'reversed', 'failed')),
	CONSTRAINT "payout_lines_add_up" CHECK ("payout_lines"."net_paise" + "payout_lines"."fee_paise" + "payout_lines"."fee_gst_paise" + "payout_lines"."tcs_cgst_paise" + "payout_lines"."tcs_sgst_paise" + "payout_lines"."tcs_igst_paise" + "payout_lines"."tds_paise" + "payout_lines"."returned_paise" = "payout_lines"."gross_paise")
);
--> statement-breakpoint
CREATE TABLE "payout_marks" (
	"payment_intent_id" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"turf_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"amount_paise" integer NOT NULL,
	"provider_transfer_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "payout_transfers_amount_positive" CHECK ("payout_transfers"."amount_paise" > 0),
	CONSTRAINT "payout_transfers_status_valid" CHECK ("payout_transfers"."status" in ('pending', 'processed', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "payout_lines" ADD CONSTRAINT "payout_lines_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_lines" ADD CONSTRAINT "payout_lines_turf_id_turfs_id_fk" FOREIGN KEY ("turf_id") REFERENCES "public"."turfs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_lines" ADD CONSTRAINT "payout_lines_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_transfers" ADD CONSTRAINT "payout_transfers_turf_id_turfs_id_fk" FOREIGN KEY ("turf_id") REFERENCES "public"."turfs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_transfers" ADD CONSTRAINT "payout_transfers_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_lines_owner_played_idx" ON "payout_lines" USING btree ("owner_id","played_on");--> statement-breakpoint
CREATE INDEX "payout_lines_release_idx" ON "payout_lines" USING btree ("release_at");--> statement-breakpoint
CREATE INDEX "payout_transfers_turf_idx" ON "payout_transfers" USING btree ("turf_id","created_at");