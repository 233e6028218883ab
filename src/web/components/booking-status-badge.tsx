import { useTranslation } from 'react-i18next';
import type { StatusLabel, StatusTone } from '../../shared/booking-status';
import { statusLabelText } from './booking-words';

// Spec §4 "Booking display": 'Expired' grey, 'Confirmed' green, anything else red; a cancelled
// booking's refund reads amber while due and blue once made. Text colours are the 700–900 shades,
// at least 4.5:1 on their tinted backgrounds.
const TONES: Record<StatusTone, string> = {
  expired: 'bg-slate-100 text-slate-700 ring-slate-300',
  confirmed: 'bg-emerald-50 text-emerald-800 ring-emerald-300',
  'refund-pending': 'bg-amber-50 text-amber-900 ring-amber-300',
  refunded: 'bg-sky-50 text-sky-800 ring-sky-300',
  other: 'bg-red-50 text-red-700 ring-red-300',
};

/** A booking's status label (bookingStatusLabel), as a small coloured pill. */
export function BookingStatusBadge({
  status,
  className = '',
}: {
  status: StatusLabel;
  className?: string;
}) {
  const { t } = useTranslation('booking-parts');
  return (
    <span
      data-testid="booking-status"
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${TONES[status.tone]} ${className}`}
    >
      <span className="sr-only">{t('status.srPrefix')}</span>
      {statusLabelText(t, status)}
    </span>
  );
}
