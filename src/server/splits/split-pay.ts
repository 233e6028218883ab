import { randomUUID } from 'node:crypto';
import { CURRENCY } from '../../shared/catalog';
import { SPLIT_MESSAGES, splitHoldEnd } from '../../shared/split';
import type { UserRow } from '../auth/users';
import { bookingsOfPayment } from '../bookings/queries';
import { creditBalance, recordCredit } from '../credit/ledger';
import { HttpError } from '../http/errors';
import { finalizePaid } from '../payments/finalize';
import type { PaymentStart } from '../payments/hold-and-pay';
import { dropIntent, openIntent } from '../payments/intents';
import type { CheckoutContext } from '../payments/payment-context';
import { findPendingPaymentFor, recordPayment, type NewPayment } from '../payments/payment-records';
import { liveShares, sharesOf, type ShareRow, type SplitRow } from './split-records';
import { withStartLimit, type CountStart, type StartLimitContext } from '../payments/start-limit';

// Paying into a split (docs/decisions/044): one share by a teammate (or the booker), or the
// booker's pay-the-rest in one step. Each is a payment of its own (kind split_share) that
// finalizePaid settles under the split's lock, so whatever changed since it started (the share
// paid by someone else, removed, the split ended) sends it back whole instead of paying twice.

/** Why the split takes no payment now, or null. */
function closedProblem(split: SplitRow): string | null {
  if (split.status === 'complete') return SPLIT_MESSAGES.complete;
  if (split.status === 'ended') return split.endCause ?? SPLIT_MESSAGES.ended;
  return null;
}

function requireShare(shares: ShareRow[], shareId: string): ShareRow {
  const share = shares.find((row) => row.id === shareId);
  if (!share) throw new HttpError(404, SPLIT_MESSAGES.shareNotFound);
  if (share.status === 'removed') throw new HttpError(409, SPLIT_MESSAGES.shareRemoved);
  if (share.status !== 'unpaid') throw new HttpError(409, SPLIT_MESSAGES.sharePaid);
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
  if (closed) throw new HttpError(409, closed);
  const shares = await sharesOf(context.db, split.id);
  const share = requireShare(shares, shareId);
  // The booker's own share is their Pay Now's payment, which holds the slot.
  if (share.position === 0) throw new HttpError(409, SPLIT_MESSAGES.bookerFirst);
  if (shares[0]?.status !== 'paid') throw new HttpError(409, SPLIT_MESSAGES.bookerFirst);
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
  if (closed) throw new HttpError(409, closed);
  const shares = liveShares(await sharesOf(context.db, split.id));
  if (shares[0]?.status !== 'paid') throw new HttpError(409, SPLIT_MESSAGES.bookerFirst);
  const unpaid = shares.filter((share) => share.status === 'unpaid');
  const left = unpaid.reduce((sum, share) => sum + share.amountPaise, 0);
  if (left === 0) throw new HttpError(409, SPLIT_MESSAGES.nothingLeft);
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
  const holdExpiresAt = splitHoldEnd(split.deadline);
  const answer = (intent: { id: string; clientSecret: string }, amountPaise: number) => ({
    clientSecret: intent.clientSecret,
    paymentId: intent.id,
    holdExpiresAt,
    amountPaise,
    creditPaise: 0,
    paidWithCredit: false,
  });
  return withStartLimit(context, payer.id, async (countIn) => {
    const pending = await findPendingPaymentFor(context.db, payer.id, what.holdKey);
    if (pending)
      return answer({ id: pending.intentId, clientSecret: pending.clientSecret }, amountPaise);
    const payment = {
      userId: payer.id,
      kind: 'split_share' as const,
      currency: CURRENCY,
      holdKey: what.holdKey,
      createdAt: context.now(),
      // Each share it pays: one, or every share the booker's pay-the-rest covers.
      lines: what.shares.map((share) => ({
        purpose: 'split_share' as const,
        amountPaise: share.amountPaise,
        splitShareId: share.id,
      })),
    };
    if (what.useCredit)
      return payShareWithCredit(context, payer, split, amountPaise, payment, countIn);
    const intent = await openIntent(
      context,
      amountPaise,
      { kind: 'split_share', userId: payer.id, splitId: split.id },
      `split-${randomUUID()}`,
    );
    try {
      await context.db.transaction(async (tx) => {
        await countIn(tx);
        await recordPayment(tx, {
          ...payment,
          intentId: intent.id,
          clientSecret: intent.clientSecret,
          provider: context.payments.provider,
          amountPaise,
        });
      });
    } catch (error) {
      await dropIntent(context, intent.id);
      throw error;
    }
    return answer(intent, amountPaise);
  });
}

/**
 * Credit pays the share whole (decision 040's ledger): debited, recorded and settled through
 * finalizePaid in one transaction, so a share someone else paid first costs nothing (409, all
 * rolled back). A balance short of the share is a 409: part credit is not offered on a share.
 */
async function payShareWithCredit(
  context: CheckoutContext,
  payer: UserRow,
  split: SplitRow,
  amountPaise: number,
  payment: Omit<NewPayment, 'intentId' | 'clientSecret' | 'provider' | 'amountPaise'>,
  countIn: CountStart,
): Promise<PaymentStart> {
  if ((await creditBalance(context.db, payer.id)) < amountPaise)
    throw new HttpError(409, SPLIT_MESSAGES.creditShort);
  const intentId = `credit_${randomUUID()}`;
  const [booking] = await bookingsOfPayment(context.db, split.bookerIntentId);
  return context.db.transaction(async (tx) => {
    await countIn(tx);
    await recordPayment(tx, {
      ...payment,
      intentId,
      clientSecret: '',
      provider: 'credit',
      amountPaise: 0,
      creditPaise: amountPaise,
    });
    await recordCredit(tx, {
      userId: payer.id,
      amountPaise: -amountPaise,
      reason: 'spent',
      bookingId: booking?.id ?? null,
      now: context.now(),
    });
    const outcome = await finalizePaid(tx, context, intentId);
    if (outcome.outcome === 'refunded')
      throw new HttpError(409, outcome.cause ?? SPLIT_MESSAGES.sharePaid);
    return {
      clientSecret: '',
      paymentId: intentId,
      holdExpiresAt: splitHoldEnd(split.deadline),
      amountPaise,
      creditPaise: amountPaise,
      paidWithCredit: true,
      bookingIds: outcome.outcome === 'booked' ? outcome.bookingIds : [],
    };
  });
}
