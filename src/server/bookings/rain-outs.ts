import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { TimeRange } from '../../shared/slots';
import type { DbOrTx } from '../db/database';
import { courts, users } from '../db/schema';
import { bookings } from '../db/schema-bookings';
import { HttpError } from '../http/errors';
import { insertBlockRows, plainCourtsUnder, requireLiveCourt } from './blocks';
import { cancelConfirmedBooking } from './changes';
import { gameReturnedPaise } from './game-shares';
import { expireStaleHolds } from './hold-endings';
import { lockTurfDays } from './lifecycle';
import { openRainOutChoice } from './rain-out-choices';
import { cancelVenueBookingsInRange, liveVenueBookingsInRange } from './venue-bookings';

// An owner's rain-out (docs/decisions/016, 021, 031): what it would cancel and refund, and the
// cancelling itself, on one court's ground or the whole venue, blocking what it leaves free.

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
  /** The court rained out (with every court sharing its ground); null: the whole venue. */
  courtId: string | null;
  /**
   * Each player chooses credit, a move or a refund (docs/decisions/041) instead of the refund to
   * the card at once; the owner's cancel of one booking still refunds at once.
   */
  offerChoice?: boolean;
}

/** Rows standing on ground the court stands on (any of the venue's when null). */
function onGroundOf(courtId: string | null) {
  return courtId === null
    ? undefined
    : sql`${bookings.ground} && (select ${courts.groundSet} from ${courts} where ${courts.id} = ${courtId})`;
}

/** The bookings of a turf's day that overlap `range`, on the court's ground (or anywhere). */
export function overlapping(turfId: string, range: TimeRange, courtId: string | null) {
  return and(
    eq(bookings.turfId, turfId),
    eq(bookings.day, range.date),
    lt(bookings.startMinute, range.end),
    gt(bookings.endMinute, range.start),
    onGroundOf(courtId),
  );
}

/** The venue's own phone and walk-in bookings a rain-out of `range` cancels (decision 032). */
export async function rainOutVenueCancellations(
  tx: DbOrTx,
  turfId: string,
  range: TimeRange,
  courtId: string | null,
) {
  if (courtId !== null) await requireLiveCourt(tx, turfId, courtId);
  return liveVenueBookingsInRange(tx, turfId, range, onGroundOf(courtId));
}

/**
 * What a rain-out of `range` cancels: the paid bookings in it, by start, each with its player and
 * the refund it is due (its whole share of the charge). The rain-out itself and its preview both
 * read it here, so the owner is shown exactly what will be cancelled and refunded.
 */
export async function rainOutCancellations(
  tx: DbOrTx,
  turfId: string,
  range: TimeRange,
  courtId: string | null,
) {
  if (courtId !== null) await requireLiveCourt(tx, turfId, courtId);
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
        overlapping(turfId, range, courtId),
        eq(bookings.source, 'online'),
        eq(bookings.status, 'confirmed'),
        eq(bookings.paymentStatus, 'paid'),
      ),
    )
    .orderBy(bookings.startMinute);
}

/**
 * The owner calls off a range of one day (rain, a repair): every paid booking in it is cancelled
 * with a full refund due (or, with offerChoice, its player's choice opened: docs/decisions/041), the venue's own phone and walk-in bookings in it cancelled, live unpaid holds in it are given up (a payment that still arrives for
 * one is refunded, as for any lost slot), and whatever of the range is not already blocked is
 * blocked. Under the day's lock, so running it twice at once cancels and refunds each booking
 * once: the second run finds nothing left to cancel and the range blocked. Answers the cancelled
 * bookings with their refunds. On one court it touches only what stands on that court's ground (a
 * half's booking under a rain-out of the whole pitch, not the other half's), and blocks each
 * plain court under it where it is not blocked yet.
 */
export async function cancelRangeForOwner(tx: DbOrTx, cancellation: OwnerCancellation) {
  const { turfId, range, now, courtId } = cancellation;
  await lockTurfDays(tx, turfId, [range.date]);
  await expireStaleHolds(tx, now, { turfId, day: range.date });
  const inRange = overlapping(turfId, range, courtId);
  const cancelled: { bookingId: string; refundIds: string[]; refundPaise: number }[] = [];
  const due = await rainOutCancellations(tx, turfId, range, courtId);
  const shown = cancellation.shownBookings && new Set(cancellation.shownBookings);
  // Read under the day's lock: what is due now is exactly what this rain-out cancels.
  if (shown && due.some(({ bookingId }) => !shown.has(bookingId)))
    throw new HttpError(409, 'rain_out_changed');
  const choosing = cancellation.offerChoice === true;
  for (const booking of due) {
    const { bookingId } = booking;
    // A player who chooses is refunded nothing yet: the choice decides (docs/decisions/041). A
    // settled game's kept spots went back to their players (the game ended first, in this
    // transaction): the organizer gets the rest (docs/decisions/045).
    const returnedPaise = choosing ? 0 : await gameReturnedPaise(tx, bookingId);
    const refundPaise = choosing ? 0 : booking.refundPaise - returnedPaise;
    const done = await cancelConfirmedBooking(tx, {
      bookingId,
      now,
      refundPaise,
      returnedPaise,
      by: 'owner',
      reason: cancellation.reason,
      requestKey: cancellation.requestKey,
      // The rain-out blocks the range right after: nothing to offer.
      offerToWaitlist: false,
      awaitingChoice: choosing,
    });
    if (!done) continue;
    if (choosing)
      await openRainOutChoice(
        tx,
        { id: bookingId, day: range.date, startMinute: booking.start, endMinute: booking.end },
        now,
        cancellation.reason,
      );
    cancelled.push({
      bookingId,
      refundIds: done.refundIds,
      refundPaise: refundPaise + returnedPaise,
    });
  }
  // The venue's own bookings on the same ground go too, with nothing to refund (decision 032).
  await cancelVenueBookingsInRange(
    tx,
    turfId,
    range,
    onGroundOf(courtId),
    now,
    cancellation.reason,
  );
  await tx
    .update(bookings)
    .set({ status: 'expired' })
    .where(and(inRange, eq(bookings.status, 'pending'), eq(bookings.paymentStatus, 'unpaid')));

  // Each plain court under the rain-out is blocked where no block stands on it yet (a block of
  // the whole pitch stands on both halves).
  const claims: { range: TimeRange; courtId: string }[] = [];
  for (const plain of await plainCourtsUnder(tx, turfId, courtId)) {
    const blocked = await tx
      .select({ start: bookings.startMinute, end: bookings.endMinute })
      .from(bookings)
      .where(and(overlapping(turfId, range, plain.id), eq(bookings.status, 'blocked')))
      .orderBy(bookings.startMinute);
    for (const gap of freeParts(range, blocked)) claims.push({ range: gap, courtId: plain.id });
  }
  await insertBlockRows(tx, {
    turfId,
    ownerId: cancellation.ownerId,
    reason: cancellation.reason,
    groupId: cancellation.groupId,
    claims,
  });
  return { cancelled, blockedRanges: claims.map(({ range: gap }) => gap) };
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
