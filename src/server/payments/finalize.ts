import { eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import type { DbOrTx } from '../db/database';
import { isExclusionViolation } from '../db/errors';
import { bookings, payments } from '../db/schema';
import { recordSubscription } from '../subscriptions/record';
import { findPaymentByIntent, settlePayment, type PaymentRow } from './payments-repo';

// A succeeded payment becomes confirmed, paid bookings exactly once, whoever asks first: the
// local gateway at confirm, Stripe's webhook, the browser's create-booking, or the reconciler.
// Calls to the gateway happen outside database transactions (the embedded database has a single
// connection, and a slow provider must not hold row locks).

export const SLOT_LOST_MESSAGE =
  'This time slot was booked by someone else before your payment completed. Your payment has been refunded.';
const MISSING_HOLD_MESSAGE =
  'We could not find what this payment was for. Your payment has been refunded.';

export type FinalizeOutcome =
  | { outcome: 'booked'; bookingIds: string[] }
  | { outcome: 'refunded'; reason: string }
  | { outcome: 'unpaid' }
  | { outcome: 'unknown' };

/** How a payment that is no longer pending ended, or null while it is pending. */
export async function settledOutcome(
  db: DbOrTx,
  payment: PaymentRow,
): Promise<FinalizeOutcome | null> {
  if (payment.status === 'finalized') {
    const made = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.paymentId, payment.intentId));
    return { outcome: 'booked', bookingIds: made.map((b) => b.id) };
  }
  if (payment.status === 'refunded' || payment.status === 'refund_due') {
    return { outcome: 'refunded', reason: payment.note ?? SLOT_LOST_MESSAGE };
  }
  return null;
}

/**
 * Gives the money back for a payment already marked refund_due. If the provider is unreachable
 * the mark stays, and the reconciler tries again: a refund is never forgotten.
 */
export async function completeRefund(context: AppContext, intentId: string) {
  await context.payments.refund(intentId);
  await context.db
    .update(payments)
    .set({ status: 'refunded' })
    .where(eq(payments.intentId, intentId));
}

export async function finalizePayment(
  context: AppContext,
  intentId: string,
): Promise<FinalizeOutcome> {
  const { db } = context;
  const payment = await findPaymentByIntent(db, intentId);
  if (!payment) return { outcome: 'unknown' };
  const settled = await settledOutcome(db, payment);
  if (settled) return settled;
  if (payment.kind === 'legacy') return { outcome: 'unpaid' };
  const intent = await context.payments.retrieveIntent(intentId);
  if (intent.status !== 'succeeded') return { outcome: 'unpaid' };

  const result = await db.transaction(async (tx): Promise<FinalizeOutcome> => {
    const locked = (await findPaymentByIntent(tx, intentId, true))!;
    const settledMeanwhile = await settledOutcome(tx, locked);
    if (settledMeanwhile) return settledMeanwhile;
    const now = context.now();
    const ids = (
      await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.paymentId, intentId))
    ).map((b) => b.id);
    if (ids.length === 0) {
      await settlePayment(tx, locked.id, 'refund_due', now, MISSING_HOLD_MESSAGE);
      return { outcome: 'refunded', reason: MISSING_HOLD_MESSAGE };
    }
    try {
      // A savepoint: if an expired hold's slot was taken meanwhile, only this step rolls back.
      await tx.transaction(async (savepoint) => {
        await savepoint
          .update(bookings)
          .set({ status: 'confirmed', paymentStatus: 'paid', holdExpiresAt: null })
          .where(inArray(bookings.id, ids));
      });
    } catch (error) {
      if (!isExclusionViolation(error)) throw error;
      await tx
        .update(bookings)
        .set({ status: 'cancelled', paymentStatus: 'refunded', holdExpiresAt: null })
        .where(inArray(bookings.id, ids));
      await settlePayment(tx, locked.id, 'refund_due', now, SLOT_LOST_MESSAGE);
      return { outcome: 'refunded', reason: SLOT_LOST_MESSAGE };
    }
    if (locked.kind === 'subscription') await recordSubscription(tx, locked, ids);
    await settlePayment(tx, locked.id, 'finalized', now);
    return { outcome: 'booked', bookingIds: ids };
  });
  if (result.outcome === 'refunded') await completeRefund(context, intentId);
  return result;
}
