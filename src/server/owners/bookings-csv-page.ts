import { and, asc, eq, sql } from 'drizzle-orm';
import { preparedPerDb, type Db } from '../db/database';
import { bookings, courts, users } from '../db/schema';
import { ownersMoney } from '../bookings/slot-rules';
import { afterPosition, type PagePosition } from '../availability/grid-queries';

// One keyset page of the rows the CSV export writes: a turf's paid bookings in (day, start, id)
// order on the index of that order (bookings_turf_day_start_idx), each page going on after the
// last row of the one before, so page 40 costs what page 1 does: the grid's keyset position
// (availability/grid-queries.ts afterPosition). The same rows as the owner's money, by the same
// rule (bookings/slot-rules.ts ownersMoney).

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
      fullname: users.fullname,
      mobilenumber: users.mobilenumber,
      email: users.email,
      /** The court it is on, a retired one's too (docs/decisions/029). */
      courtName: courts.name,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .innerJoin(courts, eq(courts.id, bookings.courtId))
    .where(and(afterPosition(), ownersMoney(bookings)))
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
