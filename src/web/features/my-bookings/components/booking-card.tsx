import type { TFunction } from 'i18next';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BookingJson } from '../../../../shared/booking-types';
import { bookingStatusLabel } from '../../../../shared/booking-status';
import { shownCourtName } from '../../../../shared/courts';
import type { LocalMoment } from '../../../../shared/slots';
import { BookingStatusBadge } from '../../../components/booking-status-badge';
import { cancelledByWords } from '../../../components/booking-words';
import { useDates } from '../../../i18n/use-language';
import { TurfImage } from '../../../components/turf-card';
import { formatRupeeAmount } from '../../../utils/money';

export const bookingPath = (bookingId: string) => `/displaybookings/${bookingId}`;

/** The card's link covers the whole card, so the card gets the link's focus ring. */
export const CARD_FRAME =
  'rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-emerald-700';

/** What went back, or is going back, to the card of a cancelled booking. */
export function refundNote(t: TFunction, booking: BookingJson): string | null {
  if (booking.refundedAmount <= 0) return null;
  const amount = formatRupeeAmount(booking.refundedAmount);
  return booking.paymentStatus === 'refunded'
    ? t('my-bookings:card.refunded', { amount })
    : t('my-bookings:card.refundPending', { amount });
}

/** One booking in Your Bookings: turf, when, what was paid, its reference and its status. */
export function BookingCard({ booking, now }: { booking: BookingJson; now: LocalMoment }) {
  const { t } = useTranslation(['my-bookings', 'booking-parts']);
  const dates = useDates();
  const turf = booking.turfId;
  const refund = refundNote(t, booking);
  const court = shownCourtName(booking.courtName, turf.name);
  return (
    <li
      className={`relative flex gap-4 p-4 hover:ring-emerald-300 sm:gap-5 sm:p-5 ${CARD_FRAME}`}
      data-testid="booking-card"
    >
      <div className="w-20 shrink-0 self-start overflow-hidden rounded-xl sm:w-32">
        <TurfImage src={turf.images} alt="" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="min-w-0 font-bold break-words text-slate-900 sm:text-lg">
            {/* The link stretches over the card: one tab stop, the whole card clickable. */}
            <Link
              to={bookingPath(booking._id)}
              className="after:absolute after:inset-0 after:rounded-2xl hover:text-emerald-800 focus-visible:outline-none"
            >
              {turf.name}
            </Link>
          </h3>
          <BookingStatusBadge status={bookingStatusLabel(booking, now)} />
        </div>
        <p className="text-sm text-slate-600">{turf.location}</p>
        {booking.status === 'cancelled' ? (
          <p className="text-sm text-red-800" data-testid="cancelled-by">
            {cancelledByWords(t, booking.cancelledBy, booking.cancelReason)}
          </p>
        ) : null}
        <p className="text-sm text-slate-800">
          <span className="font-medium">{dates.date(booking.date)}</span>
          <span aria-hidden="true"> · </span>
          <span className="sr-only">, </span>
          <span className="whitespace-nowrap">
            {booking.startTime} – {booking.endTime}
          </span>
          {court ? (
            <>
              <span aria-hidden="true"> · </span>
              <span className="sr-only">, </span>
              <span data-testid="booking-court">{court}</span>
            </>
          ) : null}
        </p>
        <div className="mt-auto flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 pt-1 text-sm">
          <p className="text-slate-600">
            <Trans
              t={t}
              i18nKey="my-bookings:card.paid"
              values={{ amount: formatRupeeAmount(booking.amountCharged) }}
              components={{ amount: <span className="font-bold text-slate-900" /> }}
            />
            {refund ? <span className="text-slate-700"> · {refund}</span> : null}
          </p>
          <p className="text-xs text-slate-600">
            <Trans
              t={t}
              i18nKey="my-bookings:card.ref"
              values={{ reference: booking.reference }}
              components={{
                reference: <span className="font-mono font-semibold text-slate-800" />,
              }}
            />
          </p>
        </div>
      </div>
    </li>
  );
}
