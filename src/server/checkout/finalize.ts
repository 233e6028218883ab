import type { AppContext } from '../app-context';
import { confirmPaidHolds, placeHolds, voidPaidHolds } from '../bookings/lifecycle';
import { bookingsOfPayment } from '../bookings/queries';
import type { ResolvedRequest } from '../bookings/resolve-request';
import type { DbOrTx } from '../db/database';
import { isExclusionViolation } from '../db/errors';
import {
  findPaymentByIntent,
  markRefunded,
  settlePayment,
  type PaymentRow,
} from './payment-records';
import { recordSubscription } from './subscription-record';

// A succeeded payment becomes confirmed, paid bookings exactly once, whoever asks first: the
// local gateway at confirm, Stripe's webhook, the browser's create-booking or subscription/create,
// or the reconciler. This is the only path from a payment to bookings (decision 005). Calls to the
// gateway happen outside database transactions (the embedded database has a single connection,
// and a slow provider must not hold row locks).

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
    const made = await bookingsOfPayment(db, payment.intentId);
    return { outcome: 'booked', bookingIds: made.map((b) => b.id) };
  }
  if (payment.status === 'refunded' || payment.status === 'refund_due') {
    return { outcome: 'refunded', reason: payment.note ?? SLOT_LOST_MESSAGE };
  }
  // Its intent was cancelled after nobody paid it: it can never be paid now.
  if (payment.status === 'abandoned') return { outcome: 'unpaid' };
  return null;
}

/**
 * Gives the money back for a payment already marked refund_due. If the provider is unreachable
 * the mark stays, and the reconciler tries again: a refund is never forgotten.
 */
export async function completeRefund(context: AppContext, intentId: string) {
  await context.payments.refund(intentId);
  await markRefunded(context.db, intentId);
}

class NothingToConfirm extends Error {}

/**
 * Finalizes one payment. `claim` is the slot an older client names when it finishes a payment
 * it made without booking details: it is held and confirmed in the same step, so that payment
 * goes through the same lock, savepoint and refund as every other.
 */
export async function finalizePayment(
  context: AppContext,
  intentId: string,
  claim: ResolvedRequest | null = null,
): Promise<FinalizeOutcome> {
  const { db } = context;
  const payment = await findPaymentByIntent(db, intentId);
  if (!payment) return { outcome: 'unknown' };
  const settled = await settledOutcome(db, payment);
  if (settled) return settled;
  if (payment.kind === 'legacy' && !claim) return { outcome: 'unpaid' };
  const intent = await context.payments.retrieveIntent(intentId);
  if (intent.status !== 'succeeded') return { outcome: 'unpaid' };
  const result = await db.transaction((tx) => finalizePaid(tx, context, intentId, claim));
  if (result.outcome === 'refunded') await completeRefund(context, intentId);
  return result;
}

/**
 * Finalizing's one transaction, for a payment the gateway says succeeded, inside the caller's
 * transaction (finalizePayment's own, or the local gateway's confirm, which has just recorded the
 * success in it and so needs no second look at the gateway). A 'refunded' outcome asks the caller
 * to completeRefund after the commit.
 */
export async function finalizePaid(
  tx: DbOrTx,
  context: Pick<AppContext, 'now'>,
  intentId: string,
  claim: ResolvedRequest | null = null,
): Promise<FinalizeOutcome> {
  const locked = await findPaymentByIntent(tx, intentId, true);
  if (!locked) return { outcome: 'unknown' };
  const settledMeanwhile = await settledOutcome(tx, locked);
  if (settledMeanwhile) return settledMeanwhile;
  const unheld = locked.kind === 'legacy';
  // An older client's payment waits for create-booking to name its slot.
  if (unheld && !claim) return { outcome: 'unpaid' };
  const now = context.now();
  const refund = async (reason: string): Promise<FinalizeOutcome> => {
    await voidPaidHolds(tx, intentId);
    await settlePayment(tx, locked.id, 'refund_due', now, reason);
    return { outcome: 'refunded', reason };
  };
  let bookingIds: string[];
  try {
    if (unheld && claim) {
      // A savepoint: if the claimed slot is taken, only this step rolls back.
      bookingIds = await tx.transaction(async (savepoint) => {
        await placeHolds(savepoint, {
          userId: locked.userId,
          turfId: claim.turf.id,
          paymentId: intentId,
          holdExpiresAt: now,
          slots: claim.ranges.map((range, i) => ({
            range,
            amountPaise: claim.charge.sharesPaise[i]!,
          })),
        });
        return confirmPaidHolds(savepoint, intentId, now);
      });
    } else {
      // Its own savepoint, when a hold had expired, rolls back a clash (booking core).
      bookingIds = await confirmPaidHolds(tx, intentId, now);
    }
    if (bookingIds.length === 0) throw new NothingToConfirm();
  } catch (error) {
    if (error instanceof NothingToConfirm) return refund(MISSING_HOLD_MESSAGE);
    if (isExclusionViolation(error)) return refund(SLOT_LOST_MESSAGE);
    throw error;
  }
  const forSubscription = locked.kind === 'subscription' || claim?.kind === 'subscription';
  if (forSubscription) await recordSubscription(tx, locked, bookingIds);
  await settlePayment(tx, locked.id, 'finalized', now);
  return { outcome: 'booked', bookingIds };
}
