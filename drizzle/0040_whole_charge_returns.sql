DROP INDEX "payments_refund_due_idx";--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
-- A whole charge still due back (decision 052) becomes a refunds row the one worker makes: its
-- card or UPI part, due, naming no booking. Payments with booking refunds already have theirs.
INSERT INTO "refunds" ("payment_intent_id", "amount_paise", "destination", "status")
SELECT "intent_id", "amount_paise", 'source', 'due' FROM "payments"
WHERE "status" = 'refund_due' AND "amount_paise" > 0
  AND NOT EXISTS (SELECT 1 FROM "refunds" WHERE "refunds"."payment_intent_id" = "payments"."intent_id");--> statement-breakpoint
UPDATE "payments" SET "status" = 'refunded'
WHERE "status" = 'refund_due'
  AND NOT EXISTS (SELECT 1 FROM "refunds" WHERE "refunds"."payment_intent_id" = "payments"."intent_id" AND "refunds"."status" = 'due');
