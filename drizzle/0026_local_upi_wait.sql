ALTER TABLE "local_payment_intents" ADD COLUMN "upi_vpa" text;--> statement-breakpoint
ALTER TABLE "local_payment_intents" ADD COLUMN "upi_request" text;--> statement-breakpoint
ALTER TABLE "local_payment_intents" ADD COLUMN "upi_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "local_payment_intents" ADD COLUMN "upi_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "local_payment_intents" ADD CONSTRAINT "local_payment_intents_upi_request_unique" UNIQUE("upi_request");