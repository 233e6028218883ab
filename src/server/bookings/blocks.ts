import { and, eq } from 'drizzle-orm';
import { groundOf, type Court } from '../../shared/courts';
import type { TimeRange } from '../../shared/slots';
import type { DbOrTx } from '../db/database';
import { bookings } from '../db/schema-bookings';
import { HttpError } from '../http/errors';
import { liveCourts } from '../turfs/courts';
import { expireStaleHolds } from './hold-endings';
import { lockTurfDays } from './lifecycle';
import { offerFreedRanges } from './waitlist-offers';

// The owner's transitions of the booking core:
//
//   (free) ──block──▶ blocked ──remove──▶ unblocked
//   confirmed ──owner cancels (full refund)──▶ cancelled, and its time blocked (rain-outs.ts)
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
  if (!court) throw new HttpError(400, 'court_unknown');
  return court;
}

/** The plain courts under the court (its parts, or itself), or under the whole venue. */
export async function plainCourtsUnder(tx: DbOrTx, turfId: string, courtId: string | null) {
  const listed = await liveCourts(tx, turfId);
  if (courtId === null) return listed.filter((court) => court.parts.length === 0);
  const court = listed.find(({ id }) => id === courtId);
  if (!court) throw new HttpError(400, 'court_unknown');
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

export async function insertBlockRows(tx: DbOrTx, rows: BlockRows): Promise<string[]> {
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
