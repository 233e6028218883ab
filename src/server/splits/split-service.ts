import { timingSafeEqual } from 'node:crypto';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { gatePassReference } from '../../shared/attendance';
import type { RefundDestination } from '../../shared/credit';
import { canSeeSplit, type Actor } from '../../shared/permissions';
import { paiseToRupeesText } from '../../shared/pricing';
import { timeLabel } from '../../shared/slots';
import { SPLIT_MESSAGES, splitHoldEnd, spreadRemovedShare } from '../../shared/split';
import { zonedNow } from '../../shared/time';
import type { SplitAnswer } from '../../shared/api/split-contract';
import { bookingsOfPayment } from '../bookings/queries';
import type { Db } from '../db/database';
import { turfs, users } from '../db/schema';
import { payments } from '../db/schema-money';
import { chargeLines } from '../db/schema-charges';
import { splitShares } from '../db/schema-splits';
import { HttpError } from '../http/errors';
import { findSplit, liveShares, sharesOf, type SplitRow } from './split-records';
import { returnOf, shareReturns } from './split-returns';
import { shareLinkOf } from './split-start';

// Reading a split and the booker's and payers' small changes to it (docs/decisions/044).

/** Whether `token` is the split's (compared in constant time). */
export function holdsLink(split: Pick<SplitRow, 'token'>, token: string | undefined): boolean {
  if (!token) return false;
  const given = Buffer.from(token);
  const wanted = Buffer.from(split.token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * The split, if `actor` may see it (its booker, the turf's keepers, a player with the link);
 * anyone else, a stranger without the token included, gets the same 404 as for no split at all.
 */
export async function requireVisibleSplit(
  db: Db,
  actor: Actor,
  splitId: string,
  token: string | undefined,
): Promise<{ split: SplitRow; withLink: boolean }> {
  const split = await findSplit(db, splitId);
  const [turf] = split
    ? await db.select({ owner: turfs.ownerId }).from(turfs).where(eq(turfs.id, split.turfId))
    : [];
  const withLink = split ? holdsLink(split, token) : false;
  if (!split || !turf || !canSeeSplit(actor, split, turf, withLink))
    throw new HttpError(404, 'split_not_found');
  return { split, withLink };
}

export async function splitAnswer(
  db: Db,
  split: SplitRow,
  actor: Actor,
  origin: string,
  clock: { now: Date; timeZone: string },
): Promise<SplitAnswer> {
  const shares = liveShares(await sharesOf(db, split.id));
  const payerIds = [...new Set(shares.flatMap((share) => (share.payerId ? [share.payerId] : [])))];
  const payers = payerIds.length
    ? await db
        .select({ id: users.id, fullname: users.fullname })
        .from(users)
        .where(inArray(users.id, payerIds))
    : [];
  const intents = [...new Set(shares.flatMap((s) => (s.paidByIntentId ? [s.paidByIntentId] : [])))];
  const owed = intents.length
    ? await db
        .select({ intentId: payments.intentId })
        .from(payments)
        .where(and(inArray(payments.intentId, intents), eq(payments.status, 'refund_due')))
    : [];
  const pending = new Set(owed.map((row) => row.intentId));
  // Shares someone else has started paying: a teammate is steered to another one, so two who
  // pay at once rarely pick the same share (the later payment would go back whole).
  const started = await db
    .select({ shareId: chargeLines.splitShareId })
    .from(chargeLines)
    .innerJoin(payments, eq(payments.id, chargeLines.paymentId))
    .where(
      and(
        inArray(
          chargeLines.splitShareId,
          shares.map((share) => share.id),
        ),
        eq(payments.status, 'pending'),
        ne(payments.userId, actor.id),
      ),
    );
  const beingPaid = new Set(started.map((row) => row.shareId));
  const [booking] = await bookingsOfPayment(db, split.bookerIntentId);
  const [turf] = await db
    .select({ name: turfs.name })
    .from(turfs)
    .where(eq(turfs.id, split.turfId));
  const returns = await shareReturns(db, shares, booking?.id ?? null);
  const isBooker = actor.id === split.bookerId;
  // The booker and each teammate who paid a share play: each gets the pass to show at the gate.
  const plays =
    isBooker || shares.some((share) => share.status === 'paid' && share.payerId === actor.id);
  const left = shares
    .filter((share) => share.status === 'unpaid')
    .reduce((sum, share) => sum + share.amountPaise, 0);
  return {
    success: true,
    splitId: split.id,
    bookingId: booking?.id ?? null,
    game:
      booking && turf
        ? {
            turfId: split.turfId,
            turfName: turf.name,
            date: booking.day,
            startTime: timeLabel(booking.startMinute),
            endTime: timeLabel(booking.endMinute),
          }
        : null,
    reference:
      plays && booking
        ? gatePassReference(
            { ...booking, date: booking.day, endTime: timeLabel(booking.endMinute) },
            zonedNow(clock.now, clock.timeZone),
          )
        : null,
    deadline: split.deadline.toISOString(),
    payRestUntil: splitHoldEnd(split.deadline).toISOString(),
    status: split.status,
    bookingCancelled: split.status === 'complete' && booking?.status === 'cancelled',
    endCause: split.endCause,
    price: paiseToRupeesText(split.pricePaise),
    left: paiseToRupeesText(left),
    isBooker,
    ...(isBooker ? { shareLink: shareLinkOf(origin, split) } : {}),
    shares: shares.map((share) => {
      const payer = payers.find((row) => row.id === share.payerId);
      return {
        _id: share.id,
        position: share.position,
        amount: paiseToRupeesText(share.amountPaise),
        status: share.status === 'removed' ? 'unpaid' : share.status,
        refundPending: share.status === 'refunded' && pending.has(share.paidByIntentId ?? ''),
        beingPaid: share.status === 'unpaid' && beingPaid.has(share.id),
        payer: payer ? { fullname: payer.fullname } : null,
        ...(share.payerId === actor.id ? { refundTo: share.refundTo } : {}),
        returned: paiseToRupeesText(returnOf(returns, share.id).returnedPaise),
        returnStatus: returnOf(returns, share.id).returnStatus,
        returnedTo: returnOf(returns, share.id).returnedTo,
      };
    }),
  };
}

/**
 * The booker removes an unpaid share (not their own): its amount is spread over the other unpaid
 * shares (shared/split.ts), so the live shares still add up to the price. A payment already
 * started for a share whose amount changed is refunded whole when it completes.
 */
export async function removeShare(db: Db, split: SplitRow, shareId: string) {
  await db.transaction(async (tx) => {
    const locked = await findSplit(tx, split.id, true);
    if (!locked || locked.status !== 'open')
      throw HttpError.refusal(409, locked?.endCause ?? SPLIT_MESSAGES.ended, 'split_ended');
    const shares = liveShares(await sharesOf(tx, split.id));
    const share = shares.find((row) => row.id === shareId);
    if (!share) throw new HttpError(404, 'split_share_not_found');
    if (share.position === 0) throw new HttpError(409, 'split_not_booker_share');
    if (share.status !== 'unpaid') throw new HttpError(409, 'split_share_paid');
    const others = shares.filter((row) => row.status === 'unpaid' && row.id !== share.id);
    if (others.length === 0) throw new HttpError(409, 'split_last_unpaid');
    const amounts = spreadRemovedShare(
      share.amountPaise,
      others.map((row) => row.amountPaise),
    );
    await tx.update(splitShares).set({ status: 'removed' }).where(eq(splitShares.id, share.id));
    for (const [index, row] of others.entries())
      await tx
        .update(splitShares)
        .set({ amountPaise: amounts[index]! })
        .where(and(eq(splitShares.id, row.id), eq(splitShares.status, 'unpaid')));
  });
}

/** A payer chooses where their share goes back should the split end unfinished. */
export async function chooseShareRefund(
  db: Db,
  payer: Actor,
  split: SplitRow,
  shareId: string,
  refundTo: RefundDestination,
) {
  await db.transaction(async (tx) => {
    await findSplit(tx, split.id, true);
    const share = (await sharesOf(tx, split.id)).find((row) => row.id === shareId);
    if (!share || share.payerId !== payer.id) throw new HttpError(404, 'split_share_not_found');
    if (share.status !== 'paid') throw new HttpError(409, 'split_refund_choice_locked');
    // One payment's shares go back one way (a pay-the-rest covers several).
    await tx
      .update(splitShares)
      .set({ refundTo })
      .where(
        and(eq(splitShares.paidByIntentId, share.paidByIntentId!), eq(splitShares.status, 'paid')),
      );
  });
}
