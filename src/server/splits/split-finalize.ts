import { and, eq, inArray } from 'drizzle-orm';
import { SPLIT_MESSAGES, splitHoldEnd } from '../../shared/split';
import { confirmPaidHolds } from '../bookings/confirm-holds';
import { keepPaymentHolds, paymentHeldUntil, releasePaymentHolds } from '../bookings/hold-endings';
import { bookingsOfPayment } from '../bookings/queries';
import type { ChargePurpose, PurposeOutcome } from '../payments/purposes';
import type { DbOrTx } from '../db/database';
import { enqueue } from '../db/outbox';
import { isExclusionViolation } from '../db/errors';
import { payments } from '../db/schema-money';
import { splitShares } from '../db/schema-splits';
import { issueInvoice } from '../invoices/issue';
import type { PaymentContext } from '../payments/payment-context';
import { returnWholeCharge } from '../payments/money-back';
import { settlePayment, type PaymentRow } from '../payments/payment-records';
import {
  closeSplit,
  findSplit,
  liveShares,
  markSharesPaid,
  sharesOf,
  splitIdOfShare,
  type ShareRow,
  type SplitRow,
} from './split-records';

// A payment into a split (docs/decisions/044), inside finalizePaid's transaction: the payment row
// is locked, then the split's row (the order every split writer keeps), then the booker's days.
// A share is paid once; the booking is confirmed when the last share is paid; a payment that comes
// too late or for a share that changed goes back whole. Ending a split unfinished refunds every
// paid share, each to where its payer chose, exactly once.

export const SLOT_LOST_SPLIT =
  'This time slot was booked by someone else before every share was paid.';
export const SHARE_CHANGED =
  'This share changed (the booker removed a share) before your payment completed.';

/**
 * A split's share as a purpose of a charge (decision 052): finalize hands it a paid charge whose
 * lines are shares, and asks it how a finalized one reads.
 */
export const splitSharePurpose: ChargePurpose = {
  async fulfil(tx, context, payment, lines) {
    const shareIds = lines.map((line) => line.splitShareId!);
    const splitId = await splitIdOfShare(tx, shareIds[0]!);
    return finalizeSplitPayment(tx, context, payment, splitId, shareIds);
  },
  /**
   * Collecting while its split is open, else the booker's bookings (a split that ended has
   * reopened its payments for refund, so finalize never asks then).
   */
  async settled(db, _payment, lines) {
    const splitId = await splitIdOfShare(db, lines[0]!.splitShareId!);
    const split = splitId ? await findSplit(db, splitId) : null;
    if (split?.status === 'open') return { outcome: 'collecting', splitId: split.id };
    const made = split ? await bookingsOfPayment(db, split.bookerIntentId) : [];
    return { outcome: 'booked', bookingIds: made.map((b) => b.id) };
  },
};

/** Why this payment cannot pay into the split now, or null when it can. */
function refusal(
  split: SplitRow | null,
  target: ShareRow[],
  payment: PaymentRow,
  shareIds: readonly string[],
): string | null {
  if (!split) return SPLIT_MESSAGES.notFound;
  if (split.status === 'ended') return split.endCause ?? SPLIT_MESSAGES.ended;
  if (split.status === 'complete') return SPLIT_MESSAGES.complete;
  if (target.length === 0) return SPLIT_MESSAGES.nothingLeft;
  if (target.length !== shareIds.length) return SPLIT_MESSAGES.notFound;
  if (target.some((share) => share.status === 'removed')) return SPLIT_MESSAGES.shareRemoved;
  if (target.some((share) => share.status !== 'unpaid')) return SPLIT_MESSAGES.sharePaid;
  const owed = target.reduce((sum, share) => sum + share.amountPaise, 0);
  if (owed !== payment.amountPaise + payment.creditPaise) return SHARE_CHANGED;
  return null;
}

async function finalizeSplitPayment(
  tx: DbOrTx,
  context: Pick<PaymentContext, 'now' | 'invoicing'>,
  payment: PaymentRow,
  splitId: string | null,
  /** The shares it pays (its lines): one, or every share the booker's pay-the-rest covers. */
  shareIds: readonly string[],
): Promise<PurposeOutcome> {
  const now = context.now();
  const split = splitId ? await findSplit(tx, splitId, true) : null;
  const shares = split ? await sharesOf(tx, split.id) : [];
  const target = shares.filter((share) => shareIds.includes(share.id));
  const refused = refusal(split, target, payment, shareIds);
  if (refused || !split) {
    const cause = refused ?? SPLIT_MESSAGES.notFound;
    await returnWholeCharge(tx, payment, { cause, now });
    return { outcome: 'refund', cause };
  }
  await markSharesPaid(
    tx,
    target.map((share) => share.id),
    { payerId: payment.userId, intentId: payment.intentId, now },
  );
  await settlePayment(tx, payment.id, 'finalized', now);
  if (payment.intentId === split.bookerIntentId) {
    // The booker's share is in: the slot is held until the booker's last chance to pay the rest.
    await keepPaymentHolds(tx, split.bookerIntentId, splitHoldEnd(split.deadline), now);
    if (!(await paymentHeldUntil(tx, split.bookerIntentId))) {
      await endSplit(tx, split, SLOT_LOST_SPLIT, now);
      return { outcome: 'refund', cause: SLOT_LOST_SPLIT };
    }
  }
  const unpaid = liveShares(shares).filter(
    (share) => share.status === 'unpaid' && !target.includes(share),
  );
  if (unpaid.length > 0) return { outcome: 'collecting', splitId: split.id };
  return completeSplit(tx, context, split, now);
}

/** Every share is paid: the booker's holds become the confirmed, invoiced booking. */
async function completeSplit(
  tx: DbOrTx,
  context: Pick<PaymentContext, 'invoicing'>,
  split: SplitRow,
  now: Date,
): Promise<PurposeOutcome> {
  let bookingIds: string[] = [];
  try {
    bookingIds = await confirmPaidHolds(tx, split.bookerIntentId, now);
  } catch (error) {
    if (!isExclusionViolation(error)) throw error;
  }
  if (bookingIds.length === 0) {
    await endSplit(tx, split, SLOT_LOST_SPLIT, now);
    return { outcome: 'refund', cause: SLOT_LOST_SPLIT };
  }
  await closeSplit(tx, split.id, 'complete', now);
  // The venue is paid once, for the whole price: one invoice, to the booker (decision 038).
  await issueInvoice(tx, split.bookerIntentId, now, context.invoicing);
  return { outcome: 'booked', bookingIds };
}

/**
 * open → ended: the holds are given up and every paid share's charge goes back whole (decision
 * 052's returnWholeCharge): to credit at once when its payer chose credit (or paid with it), else
 * to its card or UPI (due; the caller refunds after commit, the sweep retries). Answers the payments
 * whose refunds the caller should make. Nothing when the split was no longer open.
 */
export async function endSplit(
  tx: DbOrTx,
  split: SplitRow,
  cause: string,
  now: Date,
): Promise<string[]> {
  if (!(await closeSplit(tx, split.id, 'ended', now, cause))) return [];
  await releasePaymentHolds(tx, split.bookerIntentId, now);
  const paid = (await sharesOf(tx, split.id)).filter((share) => share.status === 'paid');
  if (paid.length === 0) return [];
  // Every payer is told why and what of theirs goes back, where (read when the mail is sent).
  await enqueue(tx, 'split.ended', { splitId: split.id });
  await tx
    .update(splitShares)
    .set({ status: 'refunded', refundedAt: now })
    .where(
      and(
        inArray(
          splitShares.id,
          paid.map((share) => share.id),
        ),
        eq(splitShares.status, 'paid'),
      ),
    );
  const [booking] = await bookingsOfPayment(tx, split.bookerIntentId);
  const intentIds = [...new Set(paid.map((share) => share.paidByIntentId!))];
  const toGateway: string[] = [];
  // Every paid share's payment in one statement (a split has up to 22 of them).
  const paidWith = await tx.select().from(payments).where(inArray(payments.intentId, intentIds));
  for (const payment of paidWith) {
    const itsShares = paid.filter((share) => share.paidByIntentId === payment.intentId);
    const toCredit = itsShares.every((share) => share.refundTo === 'credit');
    const back = await returnWholeCharge(tx, payment, {
      cause,
      now,
      destination: toCredit ? 'credit' : 'source',
      ledgerBookingId: booking?.id ?? null,
    });
    if (back) toGateway.push(payment.intentId);
  }
  return toGateway;
}
