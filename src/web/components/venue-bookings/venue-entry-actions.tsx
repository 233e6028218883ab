import type { CalendarEntry } from '../../../shared/api/owner-calendar-contract';
import { useTranslation } from 'react-i18next';
import { useDates } from '../../i18n/use-language';
import { formatRupeeAmount } from '../../utils/money';
import { VenueBookingActions, paidText } from './venue-booking-actions';

// The week calendar's panel of a phone or walk-in booking (docs/decisions/032): its price, how it
// came and was paid, and its actions.

interface VenueEntryActionsProps {
  turfId: string;
  entry: CalendarEntry;
  /** False where the role may not cancel (the front desk, docs/decisions/066). */
  canCancel?: boolean;
  onDone: () => void;
}

export function VenueEntryActions({
  turfId,
  entry,
  canCancel = true,
  onDone,
}: VenueEntryActionsProps) {
  const { t } = useTranslation('venue-bookings');
  const dates = useDates();
  const venue = entry.venue;
  if (!venue) return null;
  const name = entry.customer?.fullname ?? '';
  return (
    <div data-testid="calendar-venue-booking">
      <p className="text-sm text-slate-700">
        {t('entry.summary', {
          source: t(`entry.source.${venue.source}`),
          price: formatRupeeAmount(venue.price),
          paid: paidText(t, venue.paidBy),
        })}
      </p>
      <VenueBookingActions
        turfId={turfId}
        bookingId={entry.id}
        paidBy={venue.paidBy}
        canCancel={canCancel}
        summary={t('entry.cancelSummary', {
          name,
          date: dates.date(entry.date),
          start: entry.startTime,
          end: entry.endTime,
        })}
        onDone={onDone}
      />
    </div>
  );
}
