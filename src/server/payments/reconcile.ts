import { and, eq, lt } from 'drizzle-orm';
import { returnSpentCredit } from '../bookings/credit-spend';
import { linesOf, purposeOfLines } from './charge-lines';
import { recordCredit } from '../credit/ledger';
import { payments } from '../db/schema-money';
import { returnWholeCharge } from './money-back';
import { retryDueRefunds } from './refunds';
import { finalizePayment } from './finalize';
import { settleRefundsOfPayment } from './refunds';
import type { PaymentContext } from './payment-context';
import { settlePayment, type PaymentRow } from './payment-records';

// The safety net behind "a payment always ends as a booking or a refund": a lost webhook, a
// closed tab or a provider that was down during a refund is caught here, every minute.

const GRACE_MS = 2 * 60_000;
/** How long an older client has to claim a payment made without booking details. */
export const LEGACY_CLAIM_MS = 30 * 60_000;
/**
 * When an unpaid checkout is given up: well after its hold and grace (a late payment may still
 * book a slot nobody took), then its intent is cancelled and the gateway is asked no more.
 */
export const ABANDON_AFTER_MS = 30 * 60_000;
/** Why an older client's unclaimed payment goes back (payments.note, decision 021). */
export const UNCLAIMED_CAUSE = 'This payment was not claimed by a booking in time.';

export async function reconcilePayments(context: PaymentContext) {
  const { db } = context;
  const now = context.now();
  const olderThan = (payment: PaymentRow, ms: number) =>
    payment.createdAt.getTime() <= now.getTime() - ms;

  await context.payments.resolveDue?.();

  // Money still due back, of any charge (decision 052): its refunds rows, oldest first.
  await retryDueRefunds(context);

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
      const result = await finalizePayment(context, payment.intentId);
      if (result.outcome === 'unpaid' && olderThan(payment, ABANDON_AFTER_MS))
        await abandonPayment(context, payment);
      continue;
    }
    if (!olderThan(payment, LEGACY_CLAIM_MS)) continue;
    const intent = await context.payments.retrieveIntent(payment.intentId);
    if (intent.status === 'succeeded') await refundUnclaimed(context, payment);
    else await abandonPayment(context, payment);
  }
}

async function refundUnclaimed(context: PaymentContext, payment: PaymentRow) {
  const cause = UNCLAIMED_CAUSE;
  const now = context.now();
  if (await context.db.transaction((tx) => returnWholeCharge(tx, payment, { cause, now })))
    await settleRefundsOfPayment(context, payment.intentId);
}

/**
 * Cancels the intent so it can never be paid, and stops asking the gateway about it. Also Pay
 * Now's, for the player's own checkouts with its promo code that hold nothing (start-payment).
 */
export async function abandonPayment(context: PaymentContext, payment: PaymentRow) {
  const intent = await context.payments.cancelIntent(payment.intentId);
  // Its payer is approving it (a UPI request, decision 037): it is settled when that ends.
  if (intent.status === 'processing') return;
  if (intent.status === 'succeeded') {
    // Paid at the last moment: it ends as bookings or a refund like any other.
    if (payment.kind === 'legacy') await refundUnclaimed(context, payment);
    else await finalizePayment(context, payment.intentId);
    return;
  }
  // Its credit, if it spent any, goes back in the same transaction, once (docs/decisions/040).
  await context.db.transaction(async (tx) => {
    const now = context.now();
    if (!(await settlePayment(tx, payment.id, 'abandoned', now))) return;
    // A game's spot holds no slot: its payment carries the credit it spent (decision 045).
    const spot = purposeOfLines(await linesOf(tx, payment.id)) === 'game_spot';
    if (spot && payment.creditPaise > 0)
      await recordCredit(tx, {
        userId: payment.userId,
        amountPaise: payment.creditPaise,
        reason: 'spent_returned',
        bookingId: null,
        now,
      });
    else await returnSpentCredit(tx, payment.intentId, now);
  });
}
