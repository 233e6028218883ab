import { randomBytes } from 'node:crypto';
import { and, eq, lte, or } from 'drizzle-orm';
import { UPI_REQUEST_MESSAGES, UPI_TEST_IDS } from '../../shared/upi';
import type { DbOrTx } from '../db/database';
import { localPaymentIntents } from '../db/schema-money';
import type { GatewayIntent } from '../payments/gateways/gateway';

// The offline gateway's UPI collect requests (decision 037): a request moves its intent
// requires_payment_method → processing; it is then approved (success@razorpay after a short
// delay, or any ID from the development UPI app), declined there, or expires, each through one
// compare-and-swap on the request's reference, so two processes resolving it at once move it once.

export type IntentRow = typeof localPaymentIntents.$inferSelect;

export function toIntent(row: IntentRow): GatewayIntent {
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    paidWith:
      row.status !== 'succeeded'
        ? null
        : row.cardLast4
          ? { kind: 'card', last4: row.cardLast4 }
          : row.upiVpa
            ? { kind: 'upi', vpa: row.upiVpa }
            : null,
  };
}

export interface LocalUpiTiming {
  /** How long success@razorpay takes to approve, as Razorpay's test mode takes a few seconds. */
  approveMs: number;
  /** How long a request waits for an approval before it expires. */
  expiryMs: number;
}

export const DEFAULT_UPI_TIMING: LocalUpiTiming = { approveMs: 3_000, expiryMs: 5 * 60_000 };

export interface UpiRefusal {
  code: string;
  message: string;
}

/** Razorpay's answer to its declining test UPI ID, and to a decline in the UPI app. */
export const UPI_DECLINE: UpiRefusal = {
  code: 'payment_declined',
  message: UPI_REQUEST_MESSAGES.declined,
};

/** A request nobody approved in time. */
export const UPI_EXPIRED: UpiRefusal = {
  code: 'upi_request_expired',
  message: UPI_REQUEST_MESSAGES.expired,
};

/**
 * A request's reference: 96 random bits, so knowing it is what lets the development UPI app
 * answer it (it stands in for the payer's bank app, which alone sees the request).
 */
export function newUpiRequest(): string {
  return `UPI${randomBytes(12).toString('hex').toUpperCase()}`;
}

/** What a processing intent's request comes to at `now`: approved, expired, or still waiting. */
export function upiVerdict(
  row: IntentRow,
  now: Date,
  timing: LocalUpiTiming,
): 'approve' | 'expire' | null {
  if (row.status !== 'processing' || !row.upiRequestedAt || !row.upiExpiresAt) return null;
  const approvesAt = row.upiRequestedAt.getTime() + timing.approveMs;
  if (row.upiVpa === UPI_TEST_IDS.succeeds && now.getTime() >= approvesAt) return 'approve';
  if (now.getTime() >= row.upiExpiresAt.getTime()) return 'expire';
  return null;
}

export function startUpiRequest(
  db: DbOrTx,
  values: { clientSecret: string; vpa: string; billingName: string; now: Date; expiryMs: number },
) {
  return db
    .update(localPaymentIntents)
    .set({
      status: 'processing',
      lastError: null,
      billingName: values.billingName,
      cardLast4: null,
      upiVpa: values.vpa,
      upiRequest: newUpiRequest(),
      upiRequestedAt: values.now,
      upiExpiresAt: new Date(values.now.getTime() + values.expiryMs),
    })
    .where(
      and(
        eq(localPaymentIntents.clientSecret, values.clientSecret),
        eq(localPaymentIntents.status, 'requires_payment_method'),
      ),
    )
    .returning();
}

const openRequest = (request: string) =>
  and(eq(localPaymentIntents.upiRequest, request), eq(localPaymentIntents.status, 'processing'));

/** processing → succeeded, once: the caller finalizes the payment in the same transaction. */
export function markUpiApproved(tx: DbOrTx, request: string) {
  return tx
    .update(localPaymentIntents)
    .set({ status: 'succeeded', upiRequest: null, lastError: null })
    .where(openRequest(request))
    .returning();
}

/** processing → requires_payment_method with the reason, so the player can try again. */
export function markUpiUnanswered(db: DbOrTx, request: string, refusal: UpiRefusal) {
  return db
    .update(localPaymentIntents)
    .set({ status: 'requires_payment_method', upiRequest: null, lastError: refusal.message })
    .where(openRequest(request))
    .returning();
}

/** Open requests whose verdict is due at `now` (approval of success@razorpay, or expiry). */
export function dueUpiRequests(db: DbOrTx, now: Date, timing: LocalUpiTiming) {
  const approvedBy = new Date(now.getTime() - timing.approveMs);
  return db
    .select()
    .from(localPaymentIntents)
    .where(
      and(
        eq(localPaymentIntents.status, 'processing'),
        or(
          lte(localPaymentIntents.upiExpiresAt, now),
          and(
            eq(localPaymentIntents.upiVpa, UPI_TEST_IDS.succeeds),
            lte(localPaymentIntents.upiRequestedAt, approvedBy),
          ),
        ),
      ),
    );
}

export async function findUpiRequest(db: DbOrTx, request: string) {
  const [row] = await db
    .select()
    .from(localPaymentIntents)
    .where(eq(localPaymentIntents.upiRequest, request));
  return row ?? null;
}
