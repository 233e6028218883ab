import { and, asc, eq, gt, gte, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { bookings, users } from '../db/schema';

export interface DateWindow {
  from?: string;
  to?: string;
}

/**
 * A booking takes its slot while it is confirmed, or pending with a hold that has not run out;
 * the grid, the checks before payment and the owner views all use this one definition.
 */
export function takesItsSlot(now: Date): SQL {
  return or(
    eq(bookings.status, 'confirmed'),
    and(
      eq(bookings.status, 'pending'),
      or(isNull(bookings.holdExpiresAt), gt(bookings.holdExpiresAt, now)),
    ),
  )!;
}

/** The turf's bookings that hold a slot, in the window, with their customers. */
export async function activeTurfBookings(
  db: DbOrTx,
  turfId: string,
  window: DateWindow,
  now: Date,
) {
  const conditions = [eq(bookings.turfId, turfId), takesItsSlot(now)];
  if (window.from) conditions.push(gte(bookings.day, window.from));
  if (window.to) conditions.push(lte(bookings.day, window.to));
  return db
    .select({ booking: bookings, customer: users })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(and(...conditions))
    .orderBy(asc(bookings.day), asc(bookings.startMinute));
}
