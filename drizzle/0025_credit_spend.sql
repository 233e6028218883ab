ALTER TABLE "refunds" DROP CONSTRAINT "refunds_booking_id_unique";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_amount_positive";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "credit_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "credit_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_booking_destination_unique" UNIQUE("booking_id","destination");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_credit_within_amount" CHECK ("bookings"."credit_paise" between 0 and "bookings"."amount_paise");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_paise" >= 0 and "payments"."credit_paise" >= 0 and "payments"."amount_paise" + "payments"."credit_paise" > 0);