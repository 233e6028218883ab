import { and, asc, desc, eq, gt, gte, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { BookingJson } from '../../shared/booking-types';
import type { Db, DbOrTx } from '../db/database';
import { queryArrays, type Statement } from '../db/prepared-query';
import { paidForSql, takesItsSlotSql } from '../db/slot-rules';
import { bookings, turfs, users } from '../db/schema';
import { toBookingJson, type BookingFields } from './booking-json';

// Reading bookings. Writing them is lifecycle.ts's job alone.

export interface DateWindow {
  from?: string;
  to?: string;
}

/**
 * A booking takes its slot while it is confirmed or an owner's block, or pending with a hold that
 * has not run out; the checks before payment and the owner views use this definition, and the
 * hand-written statements (a turf's pages below, the list's slot search) its SQL twin in
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

/** Bookings with their turf (and customer), ready to answer as JSON. */
export async function bookingsAsJson(
  db: DbOrTx,
  ids: string[],
  timeZone: string,
): Promise<BookingJson[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ booking: bookings, turf: turfs, customer: users })
    .from(bookings)
    .innerJoin(turfs, eq(turfs.id, bookings.turfId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(inArray(bookings.id, ids))
    .orderBy(bookings.day, bookings.startMinute);
  return rows.map((row) => toBookingJson(row.booking, row.turf, row.customer, timeZone));
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

// A turf's bookings one page at a time, for GET /api/v1/booking/get-turf-bookings/:turfId
// (docs/decisions/015): statements written once, in (day, start, id) order on the index of that
// order, each page going on after the last row of the one before (keyset paging: page 100 costs
// what page 1 does).

/** Where a page starts: after this row (a cursor), or at a date (minute -1, the least id). */
export interface PagePosition {
  day: string;
  startMinute: number;
  id: string;
}

export const LEAST_ID = '00000000-0000-0000-0000-000000000000';
/** After every booking of a (day, start): where a page of slots, which never share one, goes on. */
export const GREATEST_ID = 'ffffffff-ffff-ffff-ffff-ffffffffffff';
/** Before every booking. */
export const FIRST_POSITION: PagePosition = { day: '-infinity', startMinute: -1, id: LEAST_ID };

export interface PageRequest {
  turfId: string;
  /** Rows strictly after this position... */
  after: PagePosition;
  /** ...up to this date, inclusive (null: no end). */
  to: string | null;
  /** Rows wanted; the statements read one more to tell whether a next page exists. */
  limit: number;
  now: Date;
}

/** takesItsSlot(now), the same rule, with now as parameter $now. */
const TAKES_ITS_SLOT_SQL = (now: string) => takesItsSlotSql('b', now);
/** ownerView's rows: paid for, live or cancelled by its player (not refunded for a lost slot). */
const PAID_FOR_SQL = paidForSql('b');
const AFTER_SQL =
  '(b.day, b.start_minute, b.id) > ($2::date, $3::int, $4::uuid) and b.day <= $5::date';
const ORDER_SQL = 'order by b.day, b.start_minute, b.id';

function pageParams(page: PageRequest) {
  return [
    page.turfId,
    page.after.day,
    page.after.startMinute,
    page.after.id,
    page.to ?? 'infinity',
    page.limit + 1,
  ];
}

/**
 * Slots that take a turf never overlap, so (day, start) orders them without the id, and the
 * simple range on the day lets PostgreSQL keep one generic plan for this statement (a row
 * comparison with parameters gets a new plan each time, costlier than running it).
 */
const PUBLIC_PAGE: Statement = {
  name: 'turf_bookings_public_page',
  text: `select b.day::text, b.start_minute, b.end_minute
    from bookings b
    where b.turf_id = $1 and b.day >= $2::date and b.day <= $4::date
      and (b.day > $2::date or b.start_minute > $3::int)
      and ${TAKES_ITS_SLOT_SQL('$6::timestamptz')}
    order by b.day, b.start_minute
    limit $5`,
};

/** A taken slot; slots that take a turf never overlap, so (day, start) orders them. */
export type PublicSlotRow = [day: string, startMinute: number, endMinute: number];

/** A page of the turf's taken slots (the grid's call), in one simple query. */
export function publicSlotsPage(db: Db, page: PageRequest) {
  return queryArrays<PublicSlotRow>(db, PUBLIC_PAGE, [
    page.turfId,
    page.after.day,
    page.after.startMinute,
    page.to ?? 'infinity',
    page.limit + 1,
    page.now.toISOString(),
  ]);
}

const ISO = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const DETAILED_COLUMNS = `b.id, b.day::text as day, b.start_minute, b.end_minute, b.status,
  b.amount_paise, b.payment_status, b.payment_id, b.reference, b.refunded_paise,
  b.subscription_id, b.user_id, ${ISO('b.created_at')} as created_at,
  ${ISO('b.cancelled_at')} as cancelled_at, ${ISO('b.rescheduled_at')} as rescheduled_at,
  u.fullname, u.email, u.mobilenumber`;

const detailedPage = (name: string, which: string): Statement => ({
  name,
  text: `select ${DETAILED_COLUMNS}
    from bookings b
    join users u on u.id = b.user_id
    where b.turf_id = $1 and ${AFTER_SQL} and ${which}
    ${ORDER_SQL}
    limit $6`,
});
const ACTIVE_DETAILED_PAGE = detailedPage(
  'turf_bookings_active_page',
  TAKES_ITS_SLOT_SQL('$7::timestamptz'),
);
const PAID_DETAILED_PAGE = detailedPage('turf_bookings_paid_page', PAID_FOR_SQL);

/** DETAILED_COLUMNS, in order. */
type DetailedRow = [
  id: string,
  day: string,
  startMinute: number,
  endMinute: number,
  status: BookingFields['status'],
  amountPaise: number,
  paymentStatus: BookingFields['paymentStatus'],
  paymentId: string | null,
  reference: string,
  refundedPaise: number,
  subscriptionId: string | null,
  userId: string,
  createdAt: string,
  cancelledAt: string | null,
  rescheduledAt: string | null,
  fullname: string,
  email: string,
  mobilenumber: string,
];

export interface DetailedBookingRow {
  booking: BookingFields;
  customer: { _id: string; fullname: string; email: string; mobilenumber: string };
}

/**
 * A page of the turf's bookings with their customers: those that take a slot now ('active'),
 * or the owner's table ('paid': every paid booking, live or cancelled by its player, with what
 * was refunded; a payment refunded because its slot was lost never became the owner's booking).
 */
export async function detailedBookingsPage(
  db: Db,
  which: 'active' | 'paid',
  page: PageRequest,
): Promise<DetailedBookingRow[]> {
  const rows =
    which === 'active'
      ? await queryArrays<DetailedRow>(db, ACTIVE_DETAILED_PAGE, [
          ...pageParams(page),
          page.now.toISOString(),
        ])
      : await queryArrays<DetailedRow>(db, PAID_DETAILED_PAGE, pageParams(page));
  return rows.map((row) => ({
    booking: {
      id: row[0],
      day: row[1],
      startMinute: row[2],
      endMinute: row[3],
      status: row[4],
      amountPaise: row[5],
      paymentStatus: row[6],
      paymentId: row[7],
      reference: row[8],
      refundedPaise: row[9],
      subscriptionId: row[10],
      userId: row[11],
      createdAt: row[12],
      cancelledAt: row[13],
      rescheduledAt: row[14],
    },
    customer: { _id: row[11], fullname: row[15], email: row[16], mobilenumber: row[17] },
  }));
}
