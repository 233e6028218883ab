import type { Db } from '../db/database';
import { queryArrays, type Statement } from '../db/prepared-query';
import { paidForSql } from '../bookings/slot-rules';
import type { PagePosition } from '../availability/grid-queries';

// One keyset page of the rows the CSV export writes: a turf's paid bookings in (day, start, id)
// order on the index of that order (bookings_turf_day_start_idx), each page going on after the
// last row of the one before, so page 40 costs what page 1 does: the grid's keyset position
// (availability/grid-queries.ts). The same rows as the owner's table, by the same rule
// (bookings/slot-rules.ts paidForSql).

const CSV_PAGE: Statement = {
  name: 'owner_bookings_csv_page',
  text: `select b.id, b.reference, b.day::text, b.start_minute, b.end_minute, b.status,
      b.payment_status, b.amount_paise, b.refunded_paise, b.payment_id,
      to_char(b.created_at at time zone $6, 'YYYY-MM-DD HH24:MI') as booked_at,
      u.fullname, u.mobilenumber, u.email
    from bookings b
    join users u on u.id = b.user_id
    where b.turf_id = $1
      and (b.day, b.start_minute, b.id) > ($2::date, $3::int, $4::uuid) and b.day <= $5::date
      and b.payment_status in ('paid', 'refunded') and ${paidForSql('b')}
    order by b.day, b.start_minute, b.id
    limit $7`,
};

export type CsvBookingRow = [
  id: string,
  reference: string,
  day: string,
  startMinute: number,
  endMinute: number,
  status: 'confirmed' | 'cancelled',
  paymentStatus: 'paid' | 'refunded',
  amountPaise: number,
  refundedPaise: number,
  paymentId: string | null,
  /** The venue's wall clock when the booking was made, 'YYYY-MM-DD HH:MM'. */
  bookedAt: string,
  fullname: string,
  mobilenumber: string,
  email: string,
];

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
  return queryArrays<CsvBookingRow>(db, CSV_PAGE, [
    page.turfId,
    page.after.day,
    page.after.startMinute,
    page.after.id,
    page.to,
    page.timeZone,
    page.limit + 1,
  ]);
}
