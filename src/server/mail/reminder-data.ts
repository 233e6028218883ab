import { eq } from 'drizzle-orm';
import type { ReviewedBooking } from '../../shared/reviews';
import type { DbOrTx } from '../db/database';
import { bookings } from '../db/schema-bookings';
import { turfReviews } from '../db/schema-discovery';
import { MissingMailData, oneBookingFacts, type BookingFacts } from './mail-data';

// A reminder's booking as it is when the reminder is sent (docs/decisions/059): with its status,
// since one cancelled after the reminder was queued is not reminded of. The request to review
// after play also reads the check-in mark and whether the booking was reviewed meanwhile.

export interface ReminderFacts extends BookingFacts {
  status: string;
}

export interface ReviewRequestFacts extends ReminderFacts, ReviewedBooking {
  reviewed: boolean;
}

export async function reminderFacts(db: DbOrTx, bookingId: string): Promise<ReminderFacts> {
  const [row] = await db
    .select({ status: bookings.status })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!row) throw new MissingMailData('The booking of the reminder is gone.');
  return { ...(await oneBookingFacts(db, bookingId)), status: row.status };
}

export async function reviewRequestFacts(
  db: DbOrTx,
  bookingId: string,
): Promise<ReviewRequestFacts> {
  const [row] = await db
    .select({
      status: bookings.status,
      attendance: bookings.attendance,
      reviewId: turfReviews.id,
    })
    .from(bookings)
    .leftJoin(turfReviews, eq(turfReviews.bookingId, bookings.id))
    .where(eq(bookings.id, bookingId));
  if (!row) throw new MissingMailData('The booking of the review request is gone.');
  const facts = await oneBookingFacts(db, bookingId);
  return { ...facts, status: row.status, attendance: row.attendance, reviewed: !!row.reviewId };
}
