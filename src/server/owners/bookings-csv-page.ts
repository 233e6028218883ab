import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { preparedPerDb, type Db } from '../db/database';
import { courts, users } from '../db/schema';
import { bookings } from '../db/schema-bookings';
import { fromTheVenue, paymentTaken, venuesMoney } from '../bookings/slot-rules';
import { afterPosition, type PagePosition } from '../availability/grid-queries';

// One keyset page of the rows the CSV export writes: a turf's paid bookings in (day, start, id)
// order on the index of that order (bookings_turf_day_start_idx), each page going on after the
// last row of the one before, so page 40 costs what page 1 does: the grid's keyset position
// (availability/grid-queries.ts afterPosition). The rows: every online payment taken (the owner's
// table's rows, bookings/slot-rules.ts paymentTaken), each saying whether it is the venue's money
// by the rule the owner's figures read (venuesMoney), and the venue's own phone and walk-in
// bookings.

const csvPage = preparedPerDb((db) =>
  db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      day: bookings.day,
      startMinute: bookings.startMinute,
      endMinute: bookings.endMinute,
      status: bookings.status,
      paymentStatus: bookings.paymentStatus,
      amountPaise: bookings.amountPaise,
      refundedPaise: bookings.refundedPaise,
      paymentId: bookings.paymentId,
      /** The venue's wall clock when the booking was made, 'YYYY-MM-DD HH:MM'. */
      bookedAt: sql<string>`to_char(${bookings.createdAt} at time zone ${sql.placeholder('timeZone')}, 'YYYY-MM-DD HH24:MI')`,
      // A phone or walk-in booking's customer is the one the owner named (docs/decisions/032).
      fullname: sql<string>`coalesce(${bookings.customerName}, ${users.fullname})`,
      mobilenumber: sql<string>`coalesce(${bookings.customerPhone}, ${users.mobilenumber})`,
      // A player who signed up with a mobile number has no e-mail (docs/decisions/058): ''.
      email: sql<string>`case when ${fromTheVenue(bookings)} then '' else coalesce(${users.email}, '') end`,
      source: bookings.source,
      /** An online booking's money is the venue's (false while a rain-out's choice is open). */
      venuesMoney: sql<boolean>`${venuesMoney(bookings)}`,
      venuePayment: bookings.venuePayment,
      /** The court it is on, a retired one's too (docs/decisions/029). */
      courtName: courts.name,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .innerJoin(courts, eq(courts.id, bookings.courtId))
    .where(
      and(
        afterPosition(),
        or(
          paymentTaken(bookings),
          and(fromTheVenue(bookings), inArray(bookings.status, ['confirmed', 'cancelled'])),
        ),
      ),
    )
    .orderBy(asc(bookings.day), asc(bookings.startMinute), asc(bookings.id))
    .limit(sql.placeholder('limit'))
    .prepare('owner_bookings_csv_page'),
);

export type CsvBookingRow = Awaited<ReturnType<typeof csvBookingsPage>>[number];

export interface CsvPageRequest {
  turfId: string;
  after: PagePosition;
  /** The last date, inclusive. */
  to: string;
  timeZone: string;
  limit: number;
}

/** Up to `limit` + 1 rows: the one more tells that a next page exists. */
export function csvBookingsPage(db: Db, page: CsvPageRequest) {
  return csvPage(db).execute({
    turfId: page.turfId,
    afterDay: page.after.day,
    afterStart: page.after.startMinute,
    afterId: page.after.id,
    to: page.to,
    timeZone: page.timeZone,
    limit: page.limit + 1,
  });
}
