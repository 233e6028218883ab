import { and, asc, eq, gt, gte, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { BookingCustomer } from '../../shared/booking-types';
import { preparedPerDb, type Db } from '../db/database';
import { users } from '../db/schema';
import { bookings } from '../db/schema-bookings';
import { paidFor, takesItsSlot } from '../bookings/slot-rules';
import type { BookingFields } from '../bookings/booking-json';

// A turf's bookings one page at a time, for GET /api/v1/booking/get-turf-bookings/:turfId
// (docs/decisions/015), or batch by batch for its stream (docs/decisions/019): statements prepared
// once per database, in (day, start, id) order on the index of that order, each page going on after the last
// row of the one before (keyset paging: page 100 costs what page 1 does).

/** Where a page starts: after this row (a cursor), or at a date (minute -1, the least id). */
export interface PagePosition {
  day: string;
  startMinute: number;
  id: string;
}

export const LEAST_ID = '00000000-0000-0000-0000-000000000000';
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

const at = {
  turfId: sql.placeholder('turfId'),
  afterDay: sql.placeholder('afterDay'),
  afterStart: sql.placeholder('afterStart'),
  afterId: sql.placeholder('afterId'),
  to: sql.placeholder('to'),
  limit: sql.placeholder('limit'),
  now: sql.placeholder('now'),
};

function pageValues(page: PageRequest) {
  return {
    turfId: page.turfId,
    afterDay: page.after.day,
    afterStart: page.after.startMinute,
    afterId: page.after.id,
    to: page.to ?? 'infinity',
    limit: page.limit + 1,
    now: page.now,
  };
}

/**
 * The turf's rows after (afterDay, afterStart, afterId) in (day, start, id) order, up to day
 * `to`. Written as a day range and an OR, not as a row comparison: PostgreSQL keeps one generic
 * plan for this form (the index scanned on turf and days, the rest a filter), where the row
 * comparison got a custom plan, planned anew, on every execution. Rows on different courts share
 * starts (docs/decisions/029), so the id breaks ties everywhere.
 */
export function afterPosition(): SQL {
  const sameStart = and(eq(bookings.startMinute, at.afterStart), gt(bookings.id, at.afterId));
  return and(
    eq(bookings.turfId, at.turfId),
    gte(bookings.day, at.afterDay),
    lte(bookings.day, at.to),
    or(gt(bookings.day, at.afterDay), gt(bookings.startMinute, at.afterStart), sameStart),
  )!;
}

const KEYSET_ORDER = [asc(bookings.day), asc(bookings.startMinute), asc(bookings.id)];

/**
 * The grid's call: a page of the turf's taken slots, in one simple query. Slots on different
 * courts share starts (docs/decisions/029), so the page is ordered and resumed by id as well.
 */
const publicPage = preparedPerDb((db) =>
  db
    .select({
      id: bookings.id,
      day: bookings.day,
      startMinute: bookings.startMinute,
      endMinute: bookings.endMinute,
      courtId: bookings.courtId,
    })
    .from(bookings)
    .where(and(afterPosition(), takesItsSlot(bookings, at.now)))
    .orderBy(...KEYSET_ORDER)
    .limit(at.limit)
    .prepare('turf_bookings_public_page'),
);

/** A page of the turf's taken slots (the grid's call), in one simple query. */
export function publicSlotsPage(db: Db, page: PageRequest) {
  return publicPage(db).execute(pageValues(page));
}

/**
 * A timestamptz column as ISO text ('…T…Z', milliseconds): a page of a thousand rows answers
 * these as they are, with no Date made and turned back into text for each.
 */
const isoText = (column: AnyColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const isoTextOrNull = (column: AnyColumn) => isoText(column) as SQL<string | null>;

const BOOKING_FIELDS = {
  id: bookings.id,
  day: bookings.day,
  startMinute: bookings.startMinute,
  endMinute: bookings.endMinute,
  status: bookings.status,
  amountPaise: bookings.amountPaise,
  paymentStatus: bookings.paymentStatus,
  paymentId: bookings.paymentId,
  reference: bookings.reference,
  courtId: bookings.courtId,
  refundedPaise: bookings.refundedPaise,
  creditPaise: bookings.creditPaise,
  subscriptionId: bookings.subscriptionId,
  userId: bookings.userId,
  createdAt: isoText(bookings.createdAt),
  cancelledAt: isoTextOrNull(bookings.cancelledAt),
  rescheduledAt: isoTextOrNull(bookings.rescheduledAt),
  cancelledBy: bookings.cancelledBy,
  cancelReason: bookings.cancelReason,
  source: bookings.source,
} satisfies Record<keyof BookingFields, unknown>;

/** The rows that take a slot now ('active'), or the paid ones (the owner's table). */
const WHICH = {
  active: takesItsSlot(bookings, at.now),
  paid: paidFor(bookings),
};

/** A page: each row with its customer. */
const detailedPages = preparedPerDb((db) => {
  const statement = (which: keyof typeof WHICH) =>
    db
      .select({
        booking: BOOKING_FIELDS,
        customer: {
          _id: users.id,
          fullname: users.fullname,
          email: users.email,
          mobilenumber: users.mobilenumber,
        },
      })
      .from(bookings)
      .innerJoin(users, eq(users.id, bookings.userId))
      .where(and(afterPosition(), WHICH[which]))
      .orderBy(...KEYSET_ORDER)
      .limit(at.limit)
      .prepare(`turf_bookings_${which}_page`);
  return { active: statement('active'), paid: statement('paid') };
});

/**
 * A batch of the stream: the rows alone. The join and the three customer columns on every row
 * cost a quarter of the time to read a batch; the stream looks each customer up once instead.
 */
const batches = preparedPerDb((db) => {
  const statement = (which: keyof typeof WHICH) =>
    db
      .select(BOOKING_FIELDS)
      .from(bookings)
      .where(and(afterPosition(), WHICH[which]))
      .orderBy(...KEYSET_ORDER)
      .limit(at.limit)
      .prepare(`turf_bookings_${which}_batch`);
  return { active: statement('active'), paid: statement('paid') };
});

export interface DetailedBookingRow {
  booking: BookingFields;
  customer: BookingCustomer;
}

/**
 * A page of the turf's bookings with their customers: those that take a slot now ('active'),
 * or the owner's table ('paid': every paid booking, live or cancelled by its player, with what
 * was refunded; a payment refunded because its slot was lost never became the owner's booking).
 */
export function detailedBookingsPage(
  db: Db,
  which: 'active' | 'paid',
  page: PageRequest,
): Promise<DetailedBookingRow[]> {
  return detailedPages(db)[which].execute(pageValues(page));
}

/** The same rows as detailedBookingsPage, without their customers (customersByIds has them). */
export function bookingsBatch(
  db: Db,
  which: 'active' | 'paid',
  page: PageRequest,
): Promise<BookingFields[]> {
  return batches(db)[which].execute(pageValues(page));
}

/** Ids as one array parameter: one statement text for any number of them. */
const customers = preparedPerDb((db) =>
  db
    .select({
      _id: users.id,
      fullname: users.fullname,
      email: users.email,
      mobilenumber: users.mobilenumber,
    })
    .from(users)
    .where(sql`${users.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('booking_customers_by_ids'),
);

/** Bookings' customers, as a booking shows them. */
export async function customersByIds(db: Db, ids: string[]): Promise<BookingCustomer[]> {
  if (ids.length === 0) return [];
  return customers(db).execute({ ids });
}
