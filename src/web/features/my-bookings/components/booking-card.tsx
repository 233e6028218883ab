import type { BookingJson } from '../../../../shared/booking-types';
import { bookingStatusLabel, type StatusTone } from '../../../../shared/booking-status';
import { CURRENCY_SYMBOL } from '../../../../shared/catalog';
import { paiseToRupeesText, rupeesToPaise } from '../../../../shared/pricing';
import type { LocalMoment } from '../../../../shared/slots';
import { longDateLabel } from '../../../../shared/time';
import { TurfImage } from '../../../components/turf-card';

// Spec §4 "Booking display": 'Expired' grey, 'Confirmed' green, anything else red.
const TONES: Record<StatusTone, string> = {
  expired: 'bg-slate-100 text-slate-600 ring-slate-300',
  confirmed: 'bg-emerald-50 text-emerald-700 ring-emerald-300',
  other: 'bg-red-50 text-red-700 ring-red-300',
};

const PAYMENT_LABELS: Record<string, string> = {
  paid: 'Paid',
  unpaid: 'Unpaid',
  refunded: 'Refunded',
};

/** One of the player's bookings: its turf, when, what was paid and its status. */
export function BookingCard({ booking, now }: { booking: BookingJson; now: LocalMoment }) {
  const status = bookingStatusLabel(booking, now);
  const turf = booking.turfId;
  const amount = paiseToRupeesText(rupeesToPaise(booking.amountPaid) ?? 0);
  return (
    <li
      className="flex gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:gap-5 sm:p-5"
      data-testid="booking-card"
    >
      <div className="w-24 shrink-0 self-start overflow-hidden rounded-xl sm:w-36">
        <TurfImage src={turf.images} alt="" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 className="font-bold text-slate-900 sm:text-lg">{turf.name}</h2>
          <span
            className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${TONES[status.tone]}`}
          >
            <span className="sr-only">Status: </span>
            {status.label}
          </span>
        </div>
        <p className="text-sm text-slate-600">{turf.location}</p>
        <p className="text-sm text-slate-800">
          <span className="font-medium">{longDateLabel(booking.date)}</span>
          <span aria-hidden="true"> · </span>
          <span className="sr-only">, </span>
          <span className="whitespace-nowrap">
            {booking.startTime} – {booking.endTime}
          </span>
        </p>
        <p className="mt-auto pt-1 text-sm text-slate-600">
          Amount paid{' '}
          <span className="font-bold text-slate-900">
            {CURRENCY_SYMBOL}
            {amount}
          </span>
          {booking.paymentStatus && booking.paymentStatus !== 'paid' ? (
            <span className="text-slate-500">
              {' '}
              ({PAYMENT_LABELS[booking.paymentStatus] ?? booking.paymentStatus})
            </span>
          ) : null}
        </p>
      </div>
    </li>
  );
}
