ALTER TABLE "bookings" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancelled_by_valid" CHECK ("bookings"."cancelled_by" is null or "bookings"."cancelled_by" in ('player', 'owner', 'system'));--> statement-breakpoint
-- Who cancelled each booking, from its history (decision 021).
UPDATE "bookings" AS b SET "cancelled_by" = e."detail"->>'by', "cancel_reason" = e."detail"->>'reason'
  FROM "booking_events" AS e
  WHERE e."booking_id" = b."id" AND e."kind" = 'cancelled' AND b."status" = 'cancelled'
    AND e."detail"->>'by' IN ('player', 'owner');--> statement-breakpoint
-- A paid hold that lost its slot was cancelled and marked refunded with no refund record and no
-- history. Give each one its cancellation, its refund record (done only if the gateway did it)
-- and its history, as the booking core now writes them.
CREATE TEMPORARY TABLE "lost_slots" AS
  SELECT b."id", b."amount_paise", b."payment_id", p."status" AS "payment_status",
    coalesce(b."cancelled_at", p."settled_at", b."created_at") AS "at"
  FROM "bookings" AS b JOIN "payments" AS p ON p."intent_id" = b."payment_id"
  WHERE b."status" = 'cancelled' AND b."cancelled_by" IS NULL
    AND NOT EXISTS (SELECT 1 FROM "booking_events" AS e WHERE e."booking_id" = b."id" AND e."kind" = 'cancelled');--> statement-breakpoint
UPDATE "bookings" AS b SET "cancelled_by" = 'system',
    "cancel_reason" = 'This time slot was booked by someone else before your payment completed.',
    "cancelled_at" = l."at", "refunded_paise" = l."amount_paise",
    "payment_status" = CASE WHEN l."payment_status" = 'refunded' THEN 'refunded' ELSE 'paid' END
  FROM "lost_slots" AS l WHERE l."id" = b."id";--> statement-breakpoint
INSERT INTO "refunds" ("booking_id", "payment_intent_id", "amount_paise", "status", "created_at", "refunded_at")
  SELECT l."id", l."payment_id", l."amount_paise",
    CASE WHEN l."payment_status" = 'refunded' THEN 'done' ELSE 'due' END, l."at",
    CASE WHEN l."payment_status" = 'refunded' THEN l."at" END
  FROM "lost_slots" AS l WHERE NOT EXISTS (SELECT 1 FROM "refunds" AS r WHERE r."booking_id" = l."id");--> statement-breakpoint
INSERT INTO "booking_events" ("booking_id", "kind", "at", "detail")
  SELECT l."id", 'paid', l."at", jsonb_build_object('amountPaise', l."amount_paise", 'paymentId', l."payment_id")
  FROM "lost_slots" AS l;--> statement-breakpoint
INSERT INTO "booking_events" ("booking_id", "kind", "at", "detail")
  SELECT l."id", 'cancelled', l."at", jsonb_build_object('refundPaise', l."amount_paise", 'by', 'system',
    'reason', 'This time slot was booked by someone else before your payment completed.', 'requestKey', null)
  FROM "lost_slots" AS l;--> statement-breakpoint
INSERT INTO "booking_events" ("booking_id", "kind", "at", "detail")
  SELECT l."id", 'refunded', l."at", jsonb_build_object('amountPaise', l."amount_paise")
  FROM "lost_slots" AS l WHERE l."payment_status" = 'refunded';--> statement-breakpoint
-- A payment's note now says only why its money goes back; "refunded" or "Refund pending" is
-- added from the refund's state when it is read.
UPDATE "payments" SET "note" = replace(replace("note", ' Your payment has been refunded.', ''), ', so it has been refunded.', '.')
  WHERE "note" IS NOT NULL;--> statement-breakpoint
DROP TABLE "lost_slots";
