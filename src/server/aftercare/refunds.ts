import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { completeBookingRefund, noteRefundFailure } from '../bookings/changes';
import { refunds } from '../db/schema';
import { safeForLog } from '../http/logging';

// A cancellation's refund is written as due in the cancelling transaction, then made here, after
// commit and outside any transaction (a slow provider must not hold row locks). A refund the
// provider refuses stays due, with its reason, and the minute sweep tries it again: the player
// sees "Refund pending", never a silent loss.

/** Asks the gateway for one due refund; true once it is done. */
export async function settleRefund(context: AppContext, refundId: string): Promise<boolean> {
  const { db } = context;
  const [refund] = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'due')));
  if (!refund) return false;
  try {
    // One key per refund: a retry after a timeout never refunds twice.
    await context.payments.refund(refund.paymentIntentId, {
      amount: refund.amountPaise,
      idempotencyKey: `refund-${refund.id}`,
    });
  } catch (error) {
    const reason = (error instanceof Error && error.message) || 'The refund failed.';
    await noteRefundFailure(db, refund.id, reason);
    console.error('A refund failed; it stays due and will be retried.', safeForLog(error));
    return false;
  }
  return db.transaction((tx) => completeBookingRefund(tx, refund.id, context.now()));
}

/** Every refund still due, oldest first: the sweep's safety net. */
export async function retryDueRefunds(context: AppContext) {
  const due = await context.db
    .select({ id: refunds.id })
    .from(refunds)
    .where(eq(refunds.status, 'due'))
    .orderBy(asc(refunds.createdAt))
    .limit(100);
  for (const { id } of due) await settleRefund(context, id);
}
