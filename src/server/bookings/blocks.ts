import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { COURT_MESSAGES, groundOf, type Court } from '../../shared/courts';
import { OWNER_BLOCK_MESSAGES } from '../../shared/owner-blocks';
import type { TimeRange } from '../../shared/slots';
import type { DbOrTx } from '../db/database';
import { bookings, courts, users } from '../db/schema';
import { HttpError } from '../http/errors';
import { liveCourts } from '../turfs/courts';
import { cancelConfirmedBooking } from './changes';
import { expireStaleHolds, lockTurfDays } from './lifecycle';
import { cancelVenueBookingsInRange } from './venue-bookings';
import { offerFreedRanges } from './waitlist-offers';

// The owner's transitions of the booking core:
//
//   (free) ──block──▶ blocked ──remove──▶ unblocked
//   confirmed ──owner cancels (full refund)──▶ cancelled, and its time blocked
//
// A block is a row of the bookings table, so the one exclusion constraint keeps it apart from
// every hold and booking: whichever commits first wins, and the other gets the violation.
//
// Courts (docs/decisions/029, 031): a block, a rain-out and an owner's cancel act on one court
// (`courtId`) or on the whole venue (null). A court's block is one row on that court (a whole
// pitch's row stands on both halves); a venue block is one row per plain court. The rows of one
// block share its group and its range, and are removed together.

export interface BlockRequest {
  turfId: string;
  ownerId: string;
  ranges: readonly TimeRange[];
  reason: string;
  /** Blocks made together share it, so they can be removed together. */
  groupId: string;
  now: Date;
  /** The court to close; null: every court of the venue. */
  courtId: string | null;
}

/** The listing's live court `courtId`; a court of another listing, or retired, is refused (400). */
export async function requireLiveCourt(
  tx: DbOrTx,
  turfId: string,
  courtId: string,
): Promise<Court> {
  const court = (await liveCourts(tx, turfId)).find(({ id }) => id === courtId);
  if (!court) throw new HttpError(400, COURT_MESSAGES.unknownCourt);
  return court;
}

/** The plain courts under the court (its parts, or itself), or under the whole venue. */
async function plainCourtsUnder(tx: DbOrTx, turfId: string, courtId: string | null) {
  const listed = await liveCourts(tx, turfId);
  if (courtId === null) return listed.filter((court) => court.parts.length === 0);
  const court = listed.find(({ id }) => id === courtId);
  if (!court) throw new HttpError(400, COURT_MESSAGES.unknownCourt);
  const ground = new Set(groundOf(court));
  return listed.filter(({ id }) => ground.has(id));
}

interface BlockRows {
  turfId: string;
  ownerId: string;
  reason: string;
  groupId: string;
  claims: readonly { range: TimeRange; courtId: string }[];
}

async function insertBlockRows(tx: DbOrTx, rows: BlockRows): Promise<string[]> {
  if (rows.claims.length === 0) return [];
  const inserted = await tx
    .insert(bookings)
    .values(
      rows.claims.map(({ range, courtId }) => ({
        turfId: rows.turfId,
        courtId,
        userId: rows.ownerId,
        day: range.date,
        startMinute: range.start,
        endMinute: range.end,
        status: 'blocked' as const,
        amountPaise: 0,
        paymentStatus: 'unpaid' as const,
        blockReason: rows.reason,
        blockGroupId: rows.groupId,
      })),
    )
    .returning({ id: bookings.id });
  return inserted.map((row) => row.id);
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
  // every court, whole or part; a court's block is its one row.
  const onCourts =
    request.courtId === null
      ? (await plainCourtsUnder(tx, request.turfId, null)).map(({ id }) => id)
      : [(await requireLiveCourt(tx, request.turfId, request.courtId)).id];
  return insertBlockRows(tx, {
    ...request,
    claims: request.ranges.flatMap((range) => onCourts.map((courtId) => ({ range, courtId }))),
  });
}

/**
 * blocked → unblocked: the block (every row of its group and range: a venue block's row on each
 * court), or with `series` every block made with it. Answers how many blocks (ranges) were
 * removed, 0 when there was no such block of this turf.
 */
export async function removeBlocks(
  tx: DbOrTx,
  turfId: string,
  blockId: string,
  { series, now }: { series: boolean; now: Date },
): Promise<number> {
  const ofTurf = and(eq(bookings.turfId, turfId), eq(bookings.status, 'blocked'));
  const [block] = await tx
    .select({
      groupId: bookings.blockGroupId,
      day: bookings.day,
      start: bookings.startMinute,
      end: bookings.endMinute,
    })
    .from(bookings)
    .where(and(ofTurf, eq(bookings.id, blockId)));
  if (!block) return 0;
  const sameRange = and(
    eq(bookings.day, block.day),
    eq(bookings.startMinute, block.start),
    eq(bookings.endMinute, block.end),
  );
  const which = and(
    ofTurf,
    block.groupId === null
      ? eq(bookings.id, blockId)
      : series
        ? eq(bookings.blockGroupId, block.groupId)
        : and(eq(bookings.blockGroupId, block.groupId), sameRange),
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
    .returning({ day: bookings.day, start: bookings.startMinute, end: bookings.endMinute });
  await offerFreedRanges(tx, { turfId, days: removed.map(({ day }) => day), now });
  return new Set(removed.map(({ day, start, end }) => `${day} ${start} ${end}`)).size;
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
  /** The court rained out (with every court sharing its ground); null: the whole venue. */
  courtId: string | null;
}

/** Rows standing on ground the court stands on (any of the venue's when null). */
function onGroundOf(courtId: string | null) {
  return courtId === null
    ? undefined
    : sql`${bookings.ground} && (select ${courts.groundSet} from ${courts} where ${courts.id} = ${courtId})`;
}

/** The bookings of a turf's day that overlap `range`, on the court's ground (or anywhere). */
function overlapping(turfId: string, range: TimeRange, courtId: string | null) {
  return and(
    eq(bookings.turfId, turfId),
    eq(bookings.day, range.date),
    lt(bookings.startMinute, range.end),
    gt(bookings.endMinute, range.start),
    onGroundOf(courtId),
  );
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
 * with a full refund due, the venue's own phone and walk-in bookings in it cancelled, live unpaid holds in it are given up (a payment that still arrives for
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
  const cancelled: { bookingId: string; refundId: string | null; refundPaise: number }[] = [];
  const due = await rainOutCancellations(tx, turfId, range, courtId);
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
  // The venue's own bookings in the range go too, with nothing to refund (docs/decisions/032).
  await cancelVenueBookingsInRange(tx, turfId, range, now, cancellation.reason);
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
