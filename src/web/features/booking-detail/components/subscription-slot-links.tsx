import { Link } from 'react-router';
import type { BookingDetail } from '../../../../shared/api/booking-detail-contract';
import { bookingStatusLabel } from '../../../../shared/booking-status';
import type { LocalMoment } from '../../../../shared/slots';
import { BookingStatusBadge } from '../../../components/booking-status-badge';
import { slotText } from '../booking-wording';
import { useBookingWords } from '../use-booking-words';

const ROW = 'flex flex-col gap-1 rounded-lg px-3 py-2.5 text-sm';

/** The other slots of this booking's subscription, in date order, each opening its own page. */
export function SubscriptionSlotLinks({
  booking,
  now,
}: {
  booking: BookingDetail;
  now: LocalMoment;
}) {
  const words = useBookingWords();
  const { t } = words;
  const slots = booking.subscriptionSlots;
  return (
    <section
      aria-labelledby="subscription-slots-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="subscription-slots-heading" className="text-lg font-bold text-slate-900">
        {t('subscription.heading', { count: slots.length })}
      </h2>
      <ol className="mt-3 space-y-1" data-testid="subscription-slot-links">
        {slots.map((slot) => {
          const content = (
            <>
              <span className="font-medium text-slate-900">{slotText(words, slot)}</span>
              <span className="flex items-center justify-between gap-2">
                <span className="font-mono text-xs text-slate-600">{slot.reference}</span>
                <BookingStatusBadge status={bookingStatusLabel(slot, now)} />
              </span>
            </>
          );
          return (
            <li key={slot._id}>
              {slot._id === booking._id ? (
                <div className={`${ROW} bg-emerald-50 ring-1 ring-emerald-200`} aria-current="page">
                  <span className="text-xs font-semibold text-emerald-800 uppercase">
                    {t('subscription.thisBooking')}
                  </span>
                  {content}
                </div>
              ) : (
                <Link
                  to={`/displaybookings/${slot._id}`}
                  className={`${ROW} hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-emerald-700`}
                >
                  {content}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
