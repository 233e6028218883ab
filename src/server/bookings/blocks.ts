import { and, eq, gt, lt } from 'drizzle-orm';
import { OWNER_BLOCK_MESSAGES } from '../../shared/owner-blocks';
import type { TimeRange } from '../../shared/slots';
import type { DbOrTx } from '../db/database';
import { bookings, users } from '../db/schema';
import { HttpError } from '../http/errors';
import { liveCourts } from '../turfs/courts';
import { cancelConfirmedBooking } from './changes';
import { expireStaleHolds, lockTurfDays } from './lifecycle';
import { offerFreedRanges } from './waitlist-offers';

// The owner's transitions of the booking core:
//
//   (free) ──block──▶ blocked ──remove──▶ unblocked
//   confirmed ──owner cancels (full refund)──▶ cancelled, and its time blocked
//
// A block is a row of the bookings table, so the one exclusion constraint keeps it apart from
// every hold and booking: whichever commits first wins, and the other gets the violation.

export interface BlockRequest {
  turfId: string;
  ownerId: string;
  ranges: readonly TimeRange[];
  reason: string;
  /** Blocks made together share it, so they can be removed together. */
  groupId: string;
  now: Date;
}

/**
 * free → blocked, every range or none (the caller's transaction): run-out holds are expired
 * first, so only a live hold or a booking can stand in the way, and then the exclusion
 * constraint throws. Answers the blocks' ids.
 */
export async function placeBlocks(tx: DbOrTx, request: BlockRequest): Promise<string[]> {
  const days = [...new Set(request.ranges.map((range) => range.date))];
  await lockTurfDays(tx, request.turfId, days);
  for (const day of days) await expireStaleHolds(tx, request.now, { turfId: request.turfId, day });
  // A block of the venue stands on every plain court of it (docs/decisions/029), so it closes
  // every court, whole or part.
  const plain = (await liveCourts(tx, request.turfId)).filter((court) => court.parts.length === 0);
  const rows = await tx
    .insert(bookings)
    .values(
      request.ranges
        .flatMap((range) => plain.map((court) => ({ range, courtId: court.id })))
        .map(({ range, courtId }) => ({
          turfId: request.turfId,
          courtId,
          userId: request.ownerId,
          day: range.date,
          startMinute: range.start,
          endMinute: range.end,
          status: 'blocked' as const,
          amountPaise: 0,
          paymentStatus: 'unpaid' as const,
          blockReason: request.reason,
          blockGroupId: request.groupId,
        })),
    )
    .returning({ id: bookings.id });
  return rows.map((row) => row.id);
}

/**
 * blocked → unblocked: the block, or with `series` every block made with it. Answers how many
 * were removed (0 when there was no such block of this turf).
 */
export async function removeBlocks(
  tx: DbOrTx,
  turfId: string,
  blockId: string,
  { series, now }: { series: boolean; now: Date },
): Promise<number> {
  const ofTurf = and(eq(bookings.turfId, turfId), eq(bookings.status, 'blocked'));
  const [block] = await tx
    .select({ groupId: bookings.blockGroupId })
    .from(bookings)
    .where(and(ofTurf, eq(bookings.id, blockId)));
  if (!block) return 0;
  const which = and(
    ofTurf,
    series && block.groupId ? eq(bookings.blockGroupId, block.groupId) : eq(bookings.id, blockId),
  );
  // Under the days' locks, as every writer: the freed time is offered to its waitlist in the
  // same transaction (docs/decisions/033).
  const days = await tx.selectDistinct({ day: bookings.day }).from(bookings).where(which);
  await lockTurfDays(
    tx,
    turfId,
    days.map(({ day }) => day),
  );
  const removed = await tx
    .update(bookings)
    .set({ status: 'unblocked' })
    .where(which)
    .returning({ id: bookings.id, day: bookings.day });
  await offerFreedRanges(tx, { turfId, days: removed.map(({ day }) => day), now });
  return removed.length;
}

export interface OwnerCancellation {
  turfId: string;
  ownerId: string;
  range: TimeRange;
  reason: string;
  groupId: string;
  now: Date;
  requestKey: string | null;
  /** The bookings the owner was shown; when given, any other one in the range refuses it all. */
  shownBookings?: readonly string[];
}

/** The bookings of a turf's day that overlap `range`. */
function overlapping(turfId: string, range: TimeRange) {
  return and(
    eq(bookings.turfId, turfId),
    eq(bookings.day, range.date),
    lt(bookings.startMinute, range.end),
    gt(bookings.endMinute, range.start),
  );
}

/**
 * What a rain-out of `range` cancels: the paid bookings in it, by start, each with its player and
 * the refund it is due (its whole share of the charge). The rain-out itself and its preview both
 * read it here, so the owner is shown exactly what will be cancelled and refunded.
 */
export async function rainOutCancellations(tx: DbOrTx, turfId: string, range: TimeRange) {
  return tx
    .select({
      bookingId: bookings.id,
      start: bookings.startMinute,
      end: bookings.endMinute,
      playerName: users.fullname,
      refundPaise: bookings.amountPaise,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(
      and(
        overlapping(turfId, range),
        eq(bookings.status, 'confirmed'),
        eq(bookings.paymentStatus, 'paid'),
      ),
    )
    .orderBy(bookings.startMinute);
}

/**
 * The owner calls off a range of one day (rain, a repair): every paid booking in it is cancelled
 * with a full refund due, live unpaid holds in it are given up (a payment that still arrives for
 * one is refunded, as for any lost slot), and whatever of the range is not already blocked is
 * blocked. Under the day's lock, so running it twice at once cancels and refunds each booking
 * once: the second run finds nothing left to cancel and the range blocked. Answers the cancelled
 * bookings with their refunds.
 */
export async function cancelRangeForOwner(tx: DbOrTx, cancellation: OwnerCancellation) {
  const { turfId, range, now } = cancellation;
  await lockTurfDays(tx, turfId, [range.date]);
  await expireStaleHolds(tx, now, { turfId, day: range.date });
  const inRange = overlapping(turfId, range);
  const cancelled: { bookingId: string; refundId: string | null; refundPaise: number }[] = [];
  const due = await rainOutCancellations(tx, turfId, range);
  const shown = cancellation.shownBookings && new Set(cancellation.shownBookings);
  // Read under the day's lock: what is due now is exactly what this rain-out cancels.
  if (shown && due.some(({ bookingId }) => !shown.has(bookingId)))
    throw new HttpError(409, OWNER_BLOCK_MESSAGES.rainOutChanged);
  for (const { bookingId, refundPaise } of due) {
    const done = await cancelConfirmedBooking(tx, {
      bookingId,
      now,
      refundPaise,
      by: 'owner',
      reason: cancellation.reason,
      requestKey: cancellation.requestKey,
      // The rain-out blocks the range right after: nothing to offer.
      offerToWaitlist: false,
    });
    if (done) cancelled.push({ bookingId, refundId: done.refundId, refundPaise });
  }
  await tx
    .update(bookings)
    .set({ status: 'expired' })
    .where(and(inRange, eq(bookings.status, 'pending'), eq(bookings.paymentStatus, 'unpaid')));

  const blocked = await tx
    .select({ start: bookings.startMinute, end: bookings.endMinute })
    .from(bookings)
    .where(and(inRange, eq(bookings.status, 'blocked')))
    .orderBy(bookings.startMinute);
  const gaps = freeParts(range, blocked);
  if (gaps.length > 0) {
    await placeBlocks(tx, {
      turfId,
      ownerId: cancellation.ownerId,
      ranges: gaps,
      reason: cancellation.reason,
      groupId: cancellation.groupId,
      now,
    });
  }
  return { cancelled, blockedRanges: gaps };
}

/** The parts of `range` that none of `taken` (sorted by start) covers. */
export function freeParts(
  range: TimeRange,
  taken: readonly { start: number; end: number }[],
): TimeRange[] {
  const parts: TimeRange[] = [];
  let from = range.start;
  for (const { start, end } of taken) {
    if (start > from)
      parts.push({ date: range.date, start: from, end: Math.min(start, range.end) });
    from = Math.max(from, end);
    if (from >= range.end) break;
  }
  if (from < range.end) parts.push({ date: range.date, start: from, end: range.end });
  return parts.filter((part) => part.end > part.start);
}
