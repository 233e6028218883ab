import type { CalendarEntry } from '../../../shared/api/owner-calendar-contract';
import { formatDate } from '../../../shared/display-format';
import { VENUE_PAYMENT_LABELS, VENUE_SOURCE_LABELS } from '../../../shared/venue-bookings';
import { formatRupeeAmount } from '../../utils/money';
import { VenueBookingActions } from './venue-booking-actions';

// The week calendar's panel of a phone or walk-in booking (docs/decisions/032): its price, how it
// came and was paid, and its actions.

interface VenueEntryActionsProps {
  turfId: string;
  entry: CalendarEntry;
  onDone: () => void;
}

export function VenueEntryActions({ turfId, entry, onDone }: VenueEntryActionsProps) {
  const venue = entry.venue;
  if (!venue) return null;
  const name = entry.customer?.fullname ?? '';
  return (
    <div data-testid="calendar-venue-booking">
      <p className="text-sm text-slate-700">
        {VENUE_SOURCE_LABELS[venue.source]} booking · {formatRupeeAmount(venue.price)} ·{' '}
        {venue.paidBy === 'unpaid' ? 'Not yet paid' : `Paid: ${VENUE_PAYMENT_LABELS[venue.paidBy]}`}
      </p>
      <VenueBookingActions
        turfId={turfId}
        bookingId={entry.id}
        paidBy={venue.paidBy}
        summary={`${name}, ${formatDate(entry.date)} ${entry.startTime} – ${entry.endTime}`}
        onDone={onDone}
      />
    </div>
  );
}
