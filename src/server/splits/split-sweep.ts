import { and, eq, isNull, lte } from 'drizzle-orm';
import { SPLIT_MESSAGES, SPLIT_TIME_UP, splitHoldEnd } from '../../shared/split';
import { paymentHeldUntil } from '../bookings/hold-endings';
import { enqueue } from '../db/outbox';
import { HttpError } from '../http/errors';
import { splits } from '../db/schema-splits';
import { settleRefundsOfPayment } from '../payments/refunds';
import type { PaymentContext } from '../payments/payment-context';
import { endSplit } from './split-finalize';
import { findSplit, sharesOf, type SplitRow } from './split-records';

// The minute sweep's part for splits (docs/decisions/044), run once across processes: at the
// deadline the booker is mailed to pay the rest (reminded_at, once); when the booker's last
// chance has passed unpaid, or the booker never paid their own share and the hold is gone, the
// split ends and every paid share goes back. Each split ends in its own transaction under its
// row lock, so a share paid at that very moment is either in the split before it ends (and
// refunded with it) or finds it ended (and is refunded on its own): never lost, never twice.

/** Why an open split should end now, or null. */
async function endCause(context: PaymentContext, split: SplitRow, now: Date) {
  if (now >= splitHoldEnd(split.deadline)) return SPLIT_TIME_UP;
  const [bookerShare] = await sharesOf(context.db, split.id);
  if (
    bookerShare?.status === 'unpaid' &&
    !(await paymentHeldUntil(context.db, split.bookerIntentId))
  )
    return SPLIT_MESSAGES.ended;
  return null;
}

export async function sweepSplits(context: PaymentContext) {
  const now = context.now();
  const { db } = context;
  // Marked and mailed in one statement each way: once, whichever process sweeps.
  await db.transaction(async (tx) => {
    const due = await tx
      .update(splits)
      .set({ remindedAt: now })
      .where(and(eq(splits.status, 'open'), lte(splits.deadline, now), isNull(splits.remindedAt)))
      .returning({ id: splits.id });
    for (const split of due) await enqueue(tx, 'split.deadline', { splitId: split.id });
  });
  const open = await db.select().from(splits).where(eq(splits.status, 'open'));
  for (const split of open) {
    const cause = await endCause(context, split, now);
    if (cause) await endSplitNow(context, split.id, cause);
  }
}

/**
 * Ends one split in its own transaction, then makes the card and UPI refunds it made due. False
 * when it was no longer open (its last share was paid, or it ended, meanwhile).
 */
export async function endSplitNow(context: PaymentContext, splitId: string, cause: string) {
  const now = context.now();
  const toRefund = await context.db.transaction(async (tx) => {
    const locked = await findSplit(tx, splitId, true);
    if (!locked || locked.status !== 'open') return null;
    return endSplit(tx, locked, cause, now);
  });
  // A refund the gateway refuses stays due: the reconciler retries it every minute.
  for (const intentId of toRefund ?? []) await settleRefundsOfPayment(context, intentId);
  return toRefund !== null;
}

/**
 * The booker calls off their split while it still collects (docs/decisions/044): the slot is let
 * go and every paid share goes back in full, as at its deadline. Under the split's row lock, so a
 * teammate paying the last share at that moment either completes it first (the booking is then
 * confirmed, and this is a 409 saying so) or finds it ended and is refunded whole.
 */
export async function callOffSplit(context: PaymentContext, split: SplitRow) {
  if (await endSplitNow(context, split.id, SPLIT_MESSAGES.calledOff)) return;
  const now = await findSplit(context.db, split.id);
  // A repeat (a double click, a retry after a lost answer) finds it called off already.
  if (now?.status === 'ended' && now.endCause === SPLIT_MESSAGES.calledOff) return;
  if (now?.status === 'complete') throw new HttpError(409, 'split_completed_meanwhile');
  throw HttpError.refusal(409, now?.endCause ?? SPLIT_MESSAGES.ended, 'split_ended');
}
