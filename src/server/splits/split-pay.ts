import { randomUUID } from 'node:crypto';
import { SPLIT_MESSAGES, splitHoldEnd } from '../../shared/split';
import type { UserRow } from '../auth/users';
import { bookingsOfPayment } from '../bookings/queries';
import { creditBalance } from '../credit/ledger';
import { HttpError } from '../http/errors';
import type { CheckoutContext } from '../payments/payment-context';
import { startCharge, type PaymentStart } from '../payments/start-charge';
import type { StartLimitContext } from '../payments/start-limit';
import { liveShares, sharesOf, type ShareRow, type SplitRow } from './split-records';

// Paying into a split (docs/decisions/044): one share by a teammate (or the booker), or the
// booker's pay-the-rest in one step. Each is a charge of its own (kind split_share), started by
// the one start (payments/start-charge.ts, decision 052), that finalizePaid settles under the
// split's lock, so whatever changed since it started (the share paid by someone else, removed,
// the split ended) sends it back whole instead of paying twice.

/** Why the split takes no payment now, or null. */
function closedProblem(split: SplitRow): string | null {
  if (split.status === 'complete') return SPLIT_MESSAGES.complete;
  if (split.status === 'ended') return split.endCause ?? SPLIT_MESSAGES.ended;
  return null;
}

function requireShare(shares: ShareRow[], shareId: string): ShareRow {
  const share = shares.find((row) => row.id === shareId);
  if (!share) throw new HttpError(404, 'split_share_not_found');
  if (share.status === 'removed') throw new HttpError(409, 'split_share_removed');
  if (share.status !== 'unpaid') throw new HttpError(409, 'split_share_paid');
  return share;
}

/** Starts paying one share; credit (useCredit) pays it whole at once, or not at all. */
export async function startSharePayment(
  context: CheckoutContext & StartLimitContext,
  payer: UserRow,
  split: SplitRow,
  shareId: string,
  useCredit: boolean,
): Promise<PaymentStart> {
  const closed = closedProblem(split);
  if (closed) throw HttpError.refusal(409, closed, 'split_ended');
  const shares = await sharesOf(context.db, split.id);
  const share = requireShare(shares, shareId);
  // The booker's own share is their Pay Now's payment, which holds the slot.
  if (share.position === 0) throw new HttpError(409, 'split_booker_first');
  if (shares[0]?.status !== 'paid') throw new HttpError(409, 'split_booker_first');
  const holdKey = `split-share:${share.id}:${share.amountPaise}${useCredit ? '+credit' : ''}`;
  return startSplitIntent(context, payer, split, { holdKey, shares: [share], useCredit });
}

/** The booker pays every share still unpaid, in one payment. */
export async function startRestPayment(
  context: CheckoutContext & StartLimitContext,
  booker: UserRow,
  split: SplitRow,
): Promise<PaymentStart> {
  const closed = closedProblem(split);
  if (closed) throw HttpError.refusal(409, closed, 'split_ended');
  const shares = liveShares(await sharesOf(context.db, split.id));
  if (shares[0]?.status !== 'paid') throw new HttpError(409, 'split_booker_first');
  const unpaid = shares.filter((share) => share.status === 'unpaid');
  const left = unpaid.reduce((sum, share) => sum + share.amountPaise, 0);
  if (left === 0) throw new HttpError(409, 'split_nothing_left');
  // Another set of unpaid shares is another payment.
  const holdKey = `split-rest:${split.id}:${unpaid.map((share) => share.id).join(',')}:${left}`;
  return startSplitIntent(context, booker, split, { holdKey, shares: unpaid, useCredit: false });
}

async function startSplitIntent(
  context: CheckoutContext & StartLimitContext,
  payer: UserRow,
  split: SplitRow,
  what: { holdKey: string; shares: readonly ShareRow[]; useCredit: boolean },
): Promise<PaymentStart> {
  const amountPaise = what.shares.reduce((sum, share) => sum + share.amountPaise, 0);
  // Credit pays a share whole or not at all (decision 040's ledger): a balance short of it is a
  // 409, and a share someone else paid first costs nothing (the start rolls back).
  if (what.useCredit && (await creditBalance(context.db, payer.id)) < amountPaise)
    throw new HttpError(409, 'split_credit_short');
  const [booking] = what.useCredit ? await bookingsOfPayment(context.db, split.bookerIntentId) : [];
  const started = await startCharge(context, {
    player: payer,
    kind: 'split_share',
    holdKey: what.holdKey,
    holdsSlots: false,
    useCredit: what.useCredit,
    keptUntil: splitHoldEnd(split.deadline),
    price: () => ({
      pricePaise: amountPaise,
      // Each share it pays: one, or every share the booker's pay-the-rest covers.
      lines: what.shares.map((share) => ({
        purpose: 'split_share' as const,
        amountPaise: share.amountPaise,
        splitShareId: share.id,
      })),
      creditBookingId: booking?.id ?? null,
    }),
    metadata: { kind: 'split_share', userId: payer.id, splitId: split.id },
    idempotencyKey: `split-${randomUUID()}`,
    refusalWhenPaid: (outcome) =>
      outcome.outcome === 'refunded' ? (outcome.cause ?? SPLIT_MESSAGES.sharePaid) : null,
  });
  // Paid by credit, the answer names the booking it completed, or none while others still owe.
  return started.paidWithCredit ? { bookingIds: [], ...started } : started;
}
