-- Booking references ('TB-7K3M9Q'): a sequence number scrambled by a bijection of 31^6 (a
-- multiplier prime to 31), written in 31 characters that cannot be misread (no 0/O, 1/I/L), so
-- every booking gets a distinct reference without a retry, and neighbours do not look alike.
CREATE SEQUENCE "booking_reference_seq";
--> statement-breakpoint
CREATE FUNCTION booking_reference(n bigint) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  alphabet constant text := '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
  space constant bigint := 887503681;
  x bigint := ((n % space) * 387420489 + 123456789) % space;
  code text := '';
BEGIN
  FOR i IN 1..6 LOOP
    code := substr(alphabet, (x % 31)::int + 1, 1) || code;
    x := x / 31;
  END LOOP;
  RETURN 'TB-' || code;
END $$;
--> statement-breakpoint
CREATE TABLE "booking_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"intent_id" text NOT NULL,
	"amount" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "local_refunds_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"topic" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"payment_intent_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"status" text DEFAULT 'due' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "refunds_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_paise" > 0),
	CONSTRAINT "refunds_status_valid" CHECK ("refunds"."status" in ('due', 'done'))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reference" text DEFAULT booking_reference(nextval('booking_reference_seq')) NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refunded_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Bookings voided before today were refunded in full.
UPDATE "bookings" SET "refunded_paise" = "amount_paise" WHERE "payment_status" = 'refunded';--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "rescheduled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "local_payment_intents" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "turfs" ADD COLUMN "gstin" text;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_events_booking_idx" ON "booking_events" USING btree ("booking_id","at");--> statement-breakpoint
CREATE INDEX "outbox_waiting_idx" ON "outbox" USING btree ("run_after") WHERE "outbox"."done_at" is null;--> statement-breakpoint
CREATE INDEX "refunds_due_idx" ON "refunds" USING btree ("created_at") WHERE "refunds"."status" = 'due';--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_reference_unique" UNIQUE("reference");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_refund_within_amount" CHECK ("bookings"."refunded_paise" between 0 and "bookings"."amount_paise");