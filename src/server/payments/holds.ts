import { and, eq, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { bookings } from '../db/schema';

export const HOLD_MINUTES = 10;

/**
 * Marks holds whose time ran out as expired, so their slots are free again (the exclusion
 * constraint counts every pending row). Optionally only one turf's day, before a new hold.
 */
export async function expireStaleHolds(
  db: DbOrTx,
  now: Date,
  where?: { turfId: string; day: string },
) {
  const conditions = [eq(bookings.status, 'pending'), lte(bookings.holdExpiresAt, now)];
  if (where) conditions.push(eq(bookings.turfId, where.turfId), eq(bookings.day, where.day));
  await db
    .update(bookings)
    .set({ status: 'expired' })
    .where(and(...conditions, sql`${bookings.paymentStatus} = 'unpaid'`));
}
