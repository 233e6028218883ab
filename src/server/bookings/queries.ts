import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { BookingJson } from '../../shared/booking-types';
import { preparedPerShape, type DbOrTx } from '../db/database';
import { courts, turfs, users } from '../db/schema';
import { bookings } from '../db/schema-bookings';
import { toBookingJson } from './booking-json';
import { takesItsSlot } from './slot-rules';

// Reading bookings (a turf's pages and stream: turf-booking-queries.ts). Writing them is
// lifecycle.ts's job alone.

export interface DateWindow {
  from?: string;
  to?: string;
}

/** A turf's bookings that meet `which`, in the date window, with their customers, in date order. */
function turfBookingsWithCustomers(db: DbOrTx, turfId: string, window: DateWindow, which: SQL) {
  const conditions = [eq(bookings.turfId, turfId), which];
  if (window.from) conditions.push(gte(bookings.day, window.from));
  if (window.to) conditions.push(lte(bookings.day, window.to));
  return db
    .select({ booking: bookings, customer: users })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(and(...conditions))
    .orderBy(asc(bookings.day), asc(bookings.startMinute));
}

/** The turf's bookings that hold a slot, in the window, with their customers. */
export function activeTurfBookings(db: DbOrTx, turfId: string, window: DateWindow, now: Date) {
  return turfBookingsWithCustomers(db, turfId, window, takesItsSlot(bookings, now));
}

/** The bookings a payment holds or paid for, in any state, in date order. */
export function bookingsOfPayment(db: DbOrTx, paymentId: string) {
  return db
    .select()
    .from(bookings)
    .where(eq(bookings.paymentId, paymentId))
    .orderBy(asc(bookings.day), asc(bookings.startMinute));
}

/** A subscription's bookings in date order (bookings_subscription_idx serves it). */
export function bookingsOfSubscription(db: DbOrTx, subscriptionId: string) {
  return db
    .select()
    .from(bookings)
    .where(eq(bookings.subscriptionId, subscriptionId))
    .orderBy(asc(bookings.day), asc(bookings.startMinute));
}

/**
 * Bookings that meet `which` (with the placeholder `key`), with their turf and customer, in date
 * order. A booking's answer (create-booking, the confirmation) reads these: prepared by name.
 */
const bookingsWithTurf = preparedPerShape(
  (db: DbOrTx, { name, which }: { name: string; which: SQL }) =>
    db
      .select({ booking: bookings, turf: turfs, customer: users, courtName: courts.name })
      .from(bookings)
      .innerJoin(turfs, eq(turfs.id, bookings.turfId))
      .innerJoin(users, eq(users.id, bookings.userId))
      .leftJoin(courts, eq(courts.id, bookings.courtId))
      .where(which)
      .orderBy(asc(bookings.day), asc(bookings.startMinute))
      .prepare(name),
);
const BY_IDS = {
  name: 'bookings_json_by_ids',
  // The ids travel as one array parameter: one statement text for any number of them.
  which: sql`${bookings.id} = any(${sql.placeholder('key')}::uuid[])`,
};
const BY_PAYMENT = {
  name: 'bookings_json_by_payment',
  which: eq(bookings.paymentId, sql.placeholder('key')),
};

async function bookingsAsJsonOf(
  db: DbOrTx,
  statement: typeof BY_IDS,
  key: string | string[],
  timeZone: string,
): Promise<BookingJson[]> {
  const rows = await bookingsWithTurf(db, statement.name, statement).execute({ key });
  return rows.map((row) =>
    toBookingJson(row.booking, row.turf, row.customer, timeZone, row.courtName),
  );
}

/** Bookings with their turf (and customer), ready to answer as JSON. */
export async function bookingsAsJson(
  db: DbOrTx,
  ids: string[],
  timeZone: string,
): Promise<BookingJson[]> {
  if (ids.length === 0) return [];
  return bookingsAsJsonOf(db, BY_IDS, ids, timeZone);
}

/**
 * bookingsAsJson of the bookings a payment made (any state), in one statement rather than
 * bookingsOfPayment's ids and then their rows.
 */
export async function paymentBookingsAsJson(
  db: DbOrTx,
  paymentId: string,
  timeZone: string,
): Promise<BookingJson[]> {
  return bookingsAsJsonOf(db, BY_PAYMENT, paymentId, timeZone);
}

/** A player's own bookings (paid, or paid and refunded), newest created first; holds are not bookings. */
export async function userBookings(
  db: DbOrTx,
  userId: string,
  timeZone: string,
): Promise<BookingJson[]> {
  const rows = await db
    .select({ booking: bookings, turf: turfs, customer: users, courtName: courts.name })
    .from(bookings)
    .innerJoin(turfs, eq(turfs.id, bookings.turfId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .leftJoin(courts, eq(courts.id, bookings.courtId))
    .where(
      and(
        eq(bookings.userId, userId),
        // An owner's phone and walk-in bookings are the venue's record, not their own.
        eq(bookings.source, 'online'),
        // A hold is not a booking until it is paid; a cancelled one was paid and refunded.
        inArray(bookings.status, ['confirmed', 'cancelled']),
      ),
    )
    // A subscription's slots share their creation time: they come in date order.
    .orderBy(desc(bookings.createdAt), asc(bookings.day), asc(bookings.startMinute));
  return rows.map((row) =>
    toBookingJson(row.booking, row.turf, row.customer, timeZone, row.courtName),
  );
}
