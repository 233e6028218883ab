CREATE TABLE "audit_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"turf_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_id" uuid NOT NULL,
	"actor_name" text NOT NULL,
	"actor_role" text NOT NULL,
	"action" text NOT NULL,
	"target" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	CONSTRAINT "audit_entries_actor_role_check" CHECK ("audit_entries"."actor_role" in ('owner', 'manager', 'front_desk', 'accountant', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "day_closes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"turf_id" uuid NOT NULL,
	"day" date NOT NULL,
	"expected_cash_paise" integer NOT NULL,
	"expected_upi_paise" integer NOT NULL,
	"expected_card_paise" integer NOT NULL,
	"counted_cash_paise" integer NOT NULL,
	"note" text NOT NULL,
	"closed_by" uuid NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "day_closes_turf_day_unique" UNIQUE("turf_id","day"),
	CONSTRAINT "day_closes_amounts_check" CHECK ("day_closes"."expected_cash_paise" >= 0 and "day_closes"."expected_upi_paise" >= 0 and "day_closes"."expected_card_paise" >= 0 and "day_closes"."counted_cash_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "venue_staff" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"turf_id" uuid NOT NULL,
	"role" text NOT NULL,
	"email" text,
	"mobilenumber" text,
	"user_id" uuid,
	"invited_by" uuid NOT NULL,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	CONSTRAINT "venue_staff_role_check" CHECK ("venue_staff"."role" in ('manager', 'front_desk', 'accountant')),
	CONSTRAINT "venue_staff_invitee_check" CHECK (("venue_staff"."email" is null) <> ("venue_staff"."mobilenumber" is null)),
	CONSTRAINT "venue_staff_accepted_check" CHECK (("venue_staff"."user_id" is null) = ("venue_staff"."accepted_at" is null))
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_venue_fields_valid";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "venue_paid_by" uuid;--> statement-breakpoint
ALTER TABLE "day_closes" ADD CONSTRAINT "day_closes_turf_id_turfs_id_fk" FOREIGN KEY ("turf_id") REFERENCES "public"."turfs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_closes" ADD CONSTRAINT "day_closes_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_staff" ADD CONSTRAINT "venue_staff_turf_id_turfs_id_fk" FOREIGN KEY ("turf_id") REFERENCES "public"."turfs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_staff" ADD CONSTRAINT "venue_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_staff" ADD CONSTRAINT "venue_staff_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_entries_turf_at_idx" ON "audit_entries" USING btree ("turf_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "venue_staff_turf_email_idx" ON "venue_staff" USING btree ("turf_id","email") WHERE "venue_staff"."email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "venue_staff_turf_mobile_idx" ON "venue_staff" USING btree ("turf_id","mobilenumber") WHERE "venue_staff"."mobilenumber" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "venue_staff_turf_user_idx" ON "venue_staff" USING btree ("turf_id","user_id") WHERE "venue_staff"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "venue_staff_user_idx" ON "venue_staff" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_venue_paid_by_users_id_fk" FOREIGN KEY ("venue_paid_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_venue_fields_valid" CHECK (case when "bookings"."source" = 'online' then "bookings"."customer_name" is null and "bookings"."customer_phone" is null and "bookings"."venue_payment" is null and "bookings"."paid_at" is null
        else "bookings"."customer_name" is not null and "bookings"."customer_phone" is not null and "bookings"."payment_id" is null
          and "bookings"."status" in ('confirmed', 'cancelled') and "bookings"."refunded_paise" = 0
          and ("bookings"."venue_payment" is null) = ("bookings"."paid_at" is null)
          and ("bookings"."venue_payment" is null) = ("bookings"."payment_status" = 'unpaid')
          and ("bookings"."venue_payment" is null or "bookings"."venue_payment" in ('cash', 'upi', 'card')) end);--> statement-breakpoint
-- The audit log is only ever added to (docs/decisions/066): a change or removal of an entry, by
-- any statement of any account, is refused here rather than trusted to the code.
CREATE FUNCTION "refuse_audit_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit entries cannot be changed or deleted' USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER "audit_entries_append_only" BEFORE UPDATE OR DELETE ON "audit_entries"
  FOR EACH ROW EXECUTE FUNCTION "refuse_audit_change"();--> statement-breakpoint
CREATE TRIGGER "audit_entries_no_truncate" BEFORE TRUNCATE ON "audit_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "refuse_audit_change"();
