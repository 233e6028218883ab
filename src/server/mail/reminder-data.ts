import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { bookings } from '../db/schema-bookings';
import { MissingMailData, oneBookingFacts, type BookingFacts } from './mail-data';

// A reminder's booking as it is when the reminder is sent (docs/decisions/059): with its status,
// since one cancelled after the reminder was queued is not reminded of.

export interface ReminderFacts extends BookingFacts {
  status: string;
}

export async function reminderFacts(db: DbOrTx, bookingId: string): Promise<ReminderFacts> {
  const [row] = await db
    .select({ status: bookings.status })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!row) throw new MissingMailData('The booking of the reminder is gone.');
  return { ...(await oneBookingFacts(db, bookingId)), status: row.status };
}
