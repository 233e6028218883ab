import type { BookingCustomer } from '../../shared/booking-types';
import type { Db } from '../db/database';
import { queryArrays, type Statement } from '../db/prepared-query';
import { paidForSql, takesItsSlotSql } from '../bookings/slot-rules';
import type { BookingFields } from '../bookings/booking-json';

// A turf's bookings one page at a time, for GET /api/v1/booking/get-turf-bookings/:turfId
// (docs/decisions/015), or batch by batch for its stream (docs/decisions/019): statements written
// once, in (day, start, id) order on the index of that order, each page going on after the last
// row of the one before (keyset paging: page 100 costs what page 1 does).

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

/** Just before the first row of a window that starts at `from` (or of the whole history). */
export function windowStart(from: string | undefined): PagePosition {
  return from ? { day: from, startMinute: -1, id: LEAST_ID } : FIRST_POSITION;
}

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
/**
 * Rows after ($2, $3, $4) in (day, start, id) order, up to day $5. Written as a day range and an
 * OR, not as the row comparison (b.day, b.start_minute, b.id) > (...): PostgreSQL keeps one
 * generic plan for this form (the index scanned on turf and days, the rest a filter), where the
 * row comparison got a custom plan, planned anew, on every execution.
 */
const AFTER_SQL = `b.day >= $2::date and b.day <= $5::date
      and (b.day > $2::date or b.start_minute > $3::int
        or (b.start_minute = $3::int and b.id > $4::uuid))`;
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
const BOOKING_COLUMNS = `b.id, b.day::text as day, b.start_minute, b.end_minute, b.status,
  b.amount_paise, b.payment_status, b.payment_id, b.reference, b.refunded_paise,
  b.subscription_id, b.user_id, ${ISO('b.created_at')} as created_at,
  ${ISO('b.cancelled_at')} as cancelled_at, ${ISO('b.rescheduled_at')} as rescheduled_at,
  b.cancelled_by, b.cancel_reason`;

/** The turf's rows after a position, those that take a slot now or the paid ones. */
const keysetStatements = (kind: string, columns: string, from: string) => {
  const statement = (which: 'active' | 'paid', condition: string): Statement => ({
    name: `turf_bookings_${which}_${kind}`,
    text: `select ${columns}
      from ${from}
      where b.turf_id = $1 and ${AFTER_SQL} and ${condition}
      ${ORDER_SQL}
      limit $6`,
  });
  return {
    active: statement('active', TAKES_ITS_SLOT_SQL('$7::timestamptz')),
    paid: statement('paid', PAID_FOR_SQL),
  };
};
/** A page: each row with its customer. */
const PAGE_STATEMENTS = keysetStatements(
  'page',
  `${BOOKING_COLUMNS}, u.fullname, u.email, u.mobilenumber`,
  'bookings b join users u on u.id = b.user_id',
);
/**
 * A batch of the stream: the rows alone. The join and the three customer columns on every row
 * cost a quarter of the time to read a batch; the stream looks each customer up once instead.
 */
const BATCH_STATEMENTS = keysetStatements('batch', BOOKING_COLUMNS, 'bookings b');

/** BOOKING_COLUMNS, in order. */
type BookingColumns = [
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
  cancelledBy: BookingFields['cancelledBy'],
  cancelReason: string | null,
];
/** A page's row: BOOKING_COLUMNS, then its customer's. */
type DetailedRow = [...BookingColumns, fullname: string, email: string, mobilenumber: string];

function bookingFields(row: BookingColumns | DetailedRow): BookingFields {
  return {
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
    cancelledBy: row[15],
    cancelReason: row[16],
  };
}

function keysetRows<Row extends unknown[]>(
  db: Db,
  statements: ReturnType<typeof keysetStatements>,
  which: 'active' | 'paid',
  page: PageRequest,
) {
  return which === 'active'
    ? queryArrays<Row>(db, statements.active, [...pageParams(page), page.now.toISOString()])
    : queryArrays<Row>(db, statements.paid, pageParams(page));
}

export interface DetailedBookingRow {
  booking: BookingFields;
  customer: BookingCustomer;
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
  const rows = await keysetRows<DetailedRow>(db, PAGE_STATEMENTS, which, page);
  return rows.map((row) => ({
    booking: bookingFields(row),
    customer: { _id: row[11], fullname: row[17], email: row[18], mobilenumber: row[19] },
  }));
}

/** The same rows as detailedBookingsPage, without their customers (customersByIds has them). */
export async function bookingsBatch(
  db: Db,
  which: 'active' | 'paid',
  page: PageRequest,
): Promise<BookingFields[]> {
  const rows = await keysetRows<BookingColumns>(db, BATCH_STATEMENTS, which, page);
  return rows.map(bookingFields);
}

/** Ids as one text: the same parameter on both drivers, whatever each makes of an array. */
const CUSTOMERS: Statement = {
  name: 'booking_customers_by_ids',
  text: `select id, fullname, email, mobilenumber from users
    where id = any(string_to_array($1, ',')::uuid[])`,
};

/** Bookings' customers, as a booking shows them. */
export async function customersByIds(db: Db, ids: string[]): Promise<BookingCustomer[]> {
  if (ids.length === 0) return [];
  const rows = await queryArrays<[string, string, string, string]>(db, CUSTOMERS, [ids.join(',')]);
  return rows.map(([id, fullname, email, mobilenumber]) => ({
    _id: id,
    fullname,
    email,
    mobilenumber,
  }));
}
