import { and, eq, lt } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { payments } from '../db/schema';
import { completeRefund, finalizePayment } from './finalize';
import { settlePayment } from './payment-records';

// The safety net behind "a payment always ends as a booking or a refund": a lost webhook, a
// closed tab or a provider that was down during a refund is caught here, every minute.

const GRACE_MS = 2 * 60_000;
/** How long an older client has to claim a payment made without booking details. */
export const LEGACY_CLAIM_MS = 30 * 60_000;
export const UNCLAIMED_MESSAGE =
  'This payment was not claimed by a booking in time, so it has been refunded.';

export async function reconcilePayments(context: AppContext) {
  const { db } = context;
  const now = context.now();

  const refunds = await db.select().from(payments).where(eq(payments.status, 'refund_due'));
  for (const payment of refunds) await completeRefund(context, payment.intentId);

  const stale = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.status, 'pending'),
        lt(payments.createdAt, new Date(now.getTime() - GRACE_MS)),
      ),
    );
  for (const payment of stale) {
    if (payment.kind !== 'legacy') {
      await finalizePayment(context, payment.intentId);
      continue;
    }
    if (payment.createdAt.getTime() > now.getTime() - LEGACY_CLAIM_MS) continue;
    const intent = await context.payments.retrieveIntent(payment.intentId);
    if (intent.status !== 'succeeded') continue;
    if (await settlePayment(db, payment.id, 'refund_due', now, UNCLAIMED_MESSAGE))
      await completeRefund(context, payment.intentId);
  }
}
