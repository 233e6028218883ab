import { useState } from 'react';
import type { VenueBookingJson } from '../../../shared/api/venue-booking-contract';
import { useTranslation } from 'react-i18next';
import { suggestedVenueRange } from '../../../shared/venue-bookings';
import { useDates } from '../../i18n/use-language';
import { useVenueNow } from '../../hooks/use-venue-now';
import { formatRupeeAmount } from '../../utils/money';
import { useVenueBookings } from '../../queries/venue-bookings';
import { Spinner } from '../spinner';
import { PRIMARY_BUTTON } from '../state-panel';
import { VenueBookingActions, paidText, useFailureText } from './venue-booking-actions';
import { RecordVenueBookingDialog, type RecordDialogStart } from './record-venue-booking-dialog';

// The owner's phone and walk-in bookings of one turf (docs/decisions/032): "Record a booking",
// and on each live one "Mark paid" (cash or UPI at the venue) and "Cancel". Shown on the turf's
// bookings screen and under its week calendar.

function VenueBookingRow({
  turfId,
  booking,
  canCancel,
}: {
  turfId: string;
  booking: VenueBookingJson;
  canCancel: boolean;
}) {
  const { t } = useTranslation('venue-bookings');
  const dates = useDates();
  const live = booking.status === 'confirmed';
  const when = t('row.when', {
    date: dates.date(booking.date),
    start: booking.startTime,
    end: booking.endTime,
  });
  return (
    <li
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      data-testid="venue-booking"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-slate-900">
          {booking.customerName} · {booking.customerPhone}
        </p>
        <span className="rounded-full bg-violet-100 px-2.5 py-0.5 text-xs font-semibold text-violet-800">
          {t(`source.${booking.source}`)}
        </span>
      </div>
      <p className="mt-1 text-sm text-slate-700">
        {when}
        {booking.courtName ? ` · ${booking.courtName}` : ''}
      </p>
      <p className="mt-1 text-sm text-slate-700">
        {formatRupeeAmount(booking.price)} ·{' '}
        {live ? paidText(t, booking.paidBy, booking.paidByStaff) : t('row.cancelled')}
      </p>
      {live ? (
        <VenueBookingActions
          turfId={turfId}
          bookingId={booking._id}
          paidBy={booking.paidBy}
          canCancel={canCancel}
          summary={t('row.summary', { name: booking.customerName, when })}
        />
      ) : null}
    </li>
  );
}

interface VenueBookingsSectionProps {
  turfId: string;
  /** Where "Record a booking" starts (the calendar's picked range); absent: the next hour. */
  start?: RecordDialogStart | null;
  /** False where the role may not cancel (the front desk, docs/decisions/066). */
  canCancel?: boolean;
}

export function VenueBookingsSection({
  turfId,
  start = null,
  canCancel = true,
}: VenueBookingsSectionProps) {
  const { t } = useTranslation('venue-bookings');
  const failureText = useFailureText();
  const query = useVenueBookings(turfId);
  const now = useVenueNow();
  // Where the open dialog started; null while it is closed.
  const [recording, setRecording] = useState<RecordDialogStart | null>(null);
  const answer = query.data;
  return (
    <section aria-labelledby="venue-bookings-heading" className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="venue-bookings-heading" className="text-xl font-bold text-slate-900">
          {t('section.title')}
        </h2>
        <button
          type="button"
          disabled={!answer}
          onClick={() => setRecording(start ?? suggestedVenueRange(now))}
          className={PRIMARY_BUTTON}
        >
          {t('section.record')}
        </button>
      </div>
      {!answer ? (
        query.isError ? (
          <p role="alert" className="mt-3 text-red-700">
            {failureText(query.error)}
          </p>
        ) : (
          <div className="flex justify-center py-8">
            <Spinner label={t('section.loading')} />
          </div>
        )
      ) : answer.bookings.length === 0 ? (
        <p className="mt-3 text-slate-600">{t('section.empty')}</p>
      ) : (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {answer.bookings.map((booking) => (
            <VenueBookingRow
              key={booking._id}
              turfId={turfId}
              booking={booking}
              canCancel={canCancel}
            />
          ))}
        </ul>
      )}
      {answer && recording ? (
        <RecordVenueBookingDialog
          turfId={turfId}
          turf={answer.turf}
          open
          initial={recording}
          onClose={() => setRecording(null)}
        />
      ) : null}
    </section>
  );
}
