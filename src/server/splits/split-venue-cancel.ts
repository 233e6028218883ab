import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TimeRange } from '../../shared/slots';
import { venueEndedSplit } from '../../shared/split';
import { users } from '../db/schema';
import type { DbOrTx } from '../db/database';
import { bookings } from '../db/schema-bookings';
import { splitShares, splits } from '../db/schema-splits';
import { overlapping } from '../bookings/rain-outs';
import { endSplit } from './split-finalize';

// A venue's rain-out or cancel over a split still collecting its shares (docs/decisions/044): a
// split with money in it is a booking. It is listed in the preview and the answer, and ended at
// once under its lock with the owner's reason as its cause, every paid share going back whole
// to where its payer chose; a share paid later finds it ended and goes back with that cause.

/** One collecting split in the range: its held booking, its booker and what its shares paid. */
export interface CollectingSplit {
  splitId: string;
  bookingId: string;
  start: number;
  end: number;
  playerName: string;
  paidPaise: number;
}

/** The open splits whose held booking overlaps `range` (on the court's ground), by start. */
export async function collectingSplitsIn(
  db: DbOrTx,
  turfId: string,
  range: TimeRange,
  courtId: string | null,
): Promise<CollectingSplit[]> {
  const paid = db
    .select({
      splitId: splitShares.splitId,
      paidPaise: sql<number>`sum(${splitShares.amountPaise})::int`.as('paid_paise'),
    })
    .from(splitShares)
    .where(eq(splitShares.status, 'paid'))
    .groupBy(splitShares.splitId)
    .as('paid');
  const rows = await db
    .select({
      splitId: splits.id,
      bookingId: bookings.id,
      start: bookings.startMinute,
      end: bookings.endMinute,
      playerName: users.fullname,
      paidPaise: sql<number>`coalesce(${paid.paidPaise}, 0)`,
    })
    .from(splits)
    .innerJoin(bookings, eq(bookings.paymentId, splits.bookerIntentId))
    .innerJoin(users, eq(users.id, splits.bookerId))
    .leftJoin(paid, eq(paid.splitId, splits.id))
    .where(
      and(
        eq(splits.status, 'open'),
        eq(bookings.status, 'pending'),
        overlapping(turfId, range, courtId),
      ),
    )
    .orderBy(asc(bookings.startMinute));
  return rows.map((row) => ({ ...row, paidPaise: Number(row.paidPaise) }));
}

/**
 * Ends every split collecting in the range, in the caller's transaction: their rows locked
 * first, in one order (a split's lock comes before its days' locks, as finalize takes them), so
 * a share paid at that moment either is in before it ends (and goes back with it) or finds it
 * ended. Answers the ended splits with what goes back, and the payments to refund by card or UPI
 * after commit.
 */
export async function endCollectingSplits(
  tx: DbOrTx,
  of: { turfId: string; range: TimeRange; courtId: string | null; reason: string; now: Date },
): Promise<{ ended: CollectingSplit[]; toGateway: string[] }> {
  const found = await collectingSplitsIn(tx, of.turfId, of.range, of.courtId);
  if (found.length === 0) return { ended: [], toGateway: [] };
  const locked = await tx
    .select()
    .from(splits)
    .where(
      inArray(
        splits.id,
        found.map((split) => split.splitId),
      ),
    )
    .orderBy(asc(splits.id))
    .for('update');
  // Read again under the locks: a share paid meanwhile is counted, a split completed is not ours.
  const current = await collectingSplitsIn(tx, of.turfId, of.range, of.courtId);
  const ended: CollectingSplit[] = [];
  const toGateway: string[] = [];
  for (const split of locked) {
    const seen = current.find((one) => one.splitId === split.id);
    if (split.status !== 'open' || !seen) continue;
    toGateway.push(...(await endSplit(tx, split, venueEndedSplit(of.reason), of.now)));
    ended.push(seen);
  }
  return { ended, toGateway };
}
