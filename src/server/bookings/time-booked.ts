import { sql } from 'drizzle-orm';
import { bookingEvents, bookings } from '../db/schema-bookings';

// When a booking got the time it has now, as the booking core records it: its confirmation
// ('paid') or its latest move ('rescheduled'), each written at the app's clock in the
// transition's transaction. A row with neither (an owner's venue booking, demo data) was booked
// when it was made. The reminders ask it (docs/decisions/059): a reminder whose moment had passed
// by then is skipped.

/** The instant, as a column of a select from `bookings`. */
export const timeBooked = sql`coalesce(
  (select max(${bookingEvents.at}) from ${bookingEvents}
    where ${bookingEvents.bookingId} = ${bookings.id}
      and ${bookingEvents.kind} in ('paid', 'rescheduled')),
  ${bookings.createdAt})`.mapWith(bookings.createdAt);
