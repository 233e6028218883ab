import type { CalendarEntry } from '../../shared/api/owner-calendar-contract';
import { paiseToRupees } from '../../shared/pricing';
import type { bookings } from '../db/schema-bookings';

// How the owner's calendar shows a phone or walk-in booking (docs/decisions/032): the customer
// the owner named (the row's user is the owner), and how it came and was paid.

type BookingRow = typeof bookings.$inferSelect;

/** The named customer of a venue booking; null for a player's booking. */
export function venueCustomer(booking: BookingRow): CalendarEntry['customer'] {
  if (booking.source === 'online' || booking.customerName === null) return null;
  return { fullname: booking.customerName, email: '', mobilenumber: booking.customerPhone ?? '' };
}

/** The entry's `venue` field for a venue booking; nothing for any other row. */
export function venueFacts(booking: BookingRow): Pick<CalendarEntry, 'venue'> {
  if (booking.source === 'online') return {};
  return {
    venue: {
      source: booking.source,
      paidBy: booking.venuePayment ?? 'unpaid',
      price: paiseToRupees(booking.amountPaise),
    },
  };
}
