import { and, asc, desc, eq, gt, gte, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { BookingJson } from '../../shared/booking-types';
import type { DbOrTx } from '../db/database';
import { queryRows, type Statement } from '../db/prepared-query';
import { rowColumns } from '../db/table-columns';
import { bookings, turfs, users } from '../db/schema';
import { toBookingJson } from './booking-json';

// Reading bookings (a turf's pages and stream: turf-booking-queries.ts). Writing them is
// lifecycle.ts's job alone.

export interface DateWindow {
  from?: string;
  to?: string;
}

/**
 * A booking takes its slot while it is confirmed or an owner's block, or pending with a hold that
 * has not run out; the checks before payment and the owner views use this definition, and the
 * hand-written statements (a turf's pages, the list's slot search) its SQL twin in
 * db/slot-rules.ts.
 */
export function takesItsSlot(now: Date): SQL {
  return or(
    inArray(bookings.status, ['confirmed', 'blocked']),
    and(
      eq(bookings.status, 'pending'),
      or(isNull(bookings.holdExpiresAt), gt(bookings.holdExpiresAt, now)),
    ),
  )!;
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
  return turfBookingsWithCustomers(db, turfId, window, takesItsSlot(now));
}

/** The bookings a payment holds or paid for, in any state, in date order. */
export function bookingsOfPayment(db: DbOrTx, paymentId: string) {
  return db
    .select()
    .from(bookings)
    .where(eq(bookings.paymentId, paymentId))
    .orderBy(asc(bookings.day), asc(bookings.startMinute));
}

const BOOKING = rowColumns(bookings, { alias: 'b', prefix: 'b_' });
const TURF = rowColumns(turfs, { alias: 't', prefix: 't_' });
const CUSTOMER = rowColumns(users, { alias: 'u', prefix: 'u_' });

/** Bookings that meet `which` (on b, with $1), with their turf and customer, in date order. */
const bookingsWithTurfWhere = (name: string, which: string): Statement => ({
  name,
  text: `select ${BOOKING.sql}, ${TURF.sql}, ${CUSTOMER.sql}
    from bookings b join turfs t on t.id = b.turf_id join users u on u.id = b.user_id
    where ${which}
    order by b.day, b.start_minute`,
});
// A booking's answer (create-booking, the confirmation) reads these: prepared.
const BY_IDS = bookingsWithTurfWhere(
  'bookings_json_by_ids',
  `b.id = any(string_to_array($1, ',')::uuid[])`,
);
const BY_PAYMENT = bookingsWithTurfWhere('bookings_json_by_payment', `b.payment_id = $1`);

async function bookingsAsJsonOf(
  db: DbOrTx,
  statement: Statement,
  key: string,
  timeZone: string,
): Promise<BookingJson[]> {
  const rows = await queryRows<Record<string, unknown>>(db, statement, [key]);
  return rows.map((row) =>
    toBookingJson(BOOKING.rowOf(row), TURF.rowOf(row), CUSTOMER.rowOf(row), timeZone),
  );
}

/** Bookings with their turf (and customer), ready to answer as JSON. */
export async function bookingsAsJson(
  db: DbOrTx,
  ids: string[],
  timeZone: string,
): Promise<BookingJson[]> {
  if (ids.length === 0) return [];
  return bookingsAsJsonOf(db, BY_IDS, ids.join(','), timeZone);
}

/**
 * bookingsAsJson of the bookings a payment made (any state), in one statement rather than
 * bookingsOfPayment's ids and then their rows.
 */
export function paymentBookingsAsJson(
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
    .select({ booking: bookings, turf: turfs, customer: users })
    .from(bookings)
    .innerJoin(turfs, eq(turfs.id, bookings.turfId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(
      and(
        eq(bookings.userId, userId),
        // A hold is not a booking until it is paid; a cancelled one was paid and refunded.
        inArray(bookings.status, ['confirmed', 'cancelled']),
      ),
    )
    // A subscription's slots share their creation time: they come in date order.
    .orderBy(desc(bookings.createdAt), asc(bookings.day), asc(bookings.startMinute));
  return rows.map((row) => toBookingJson(row.booking, row.turf, row.customer, timeZone));
}
