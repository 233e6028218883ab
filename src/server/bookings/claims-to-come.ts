import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { ClaimsToCome } from '../../shared/court-changes';
import type { LocalDate } from '../../shared/time';
import type { DbOrTx } from '../db/database';
import { bookings } from '../db/schema-bookings';
import { takesItsSlot } from './slot-rules';

// What still stands on some courts from a moment on (docs/decisions/030): the claims that take
// their slot then (slot-rules' takesItsSlot) and end after it, by kind. A court is retired only
// when this is nothing; a claim being played now counts, it is still to come until it ends.

export async function claimsToCome(
  tx: DbOrTx,
  courtIds: readonly string[],
  from: { now: Date; date: LocalDate; minutes: number },
): Promise<ClaimsToCome> {
  const counts: ClaimsToCome = { bookings: 0, holds: 0, blocks: 0 };
  if (courtIds.length === 0) return counts;
  const rows = await tx
    .select({ status: bookings.status, n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(
      and(
        inArray(bookings.courtId, [...courtIds]),
        takesItsSlot(bookings, from.now),
        or(
          gt(bookings.day, from.date),
          and(eq(bookings.day, from.date), gt(bookings.endMinute, from.minutes)),
        ),
      ),
    )
    .groupBy(bookings.status);
  for (const { status, n } of rows) {
    if (status === 'confirmed') counts.bookings += n;
    else if (status === 'pending') counts.holds += n;
    else if (status === 'blocked') counts.blocks += n;
  }
  return counts;
}
