import type { BookingDetail } from '../../../../shared/api/booking-detail-contract';
import type { StatusLabel } from '../../../../shared/booking-status';
import { Trans } from 'react-i18next';
import { BookingStatusBadge } from '../../../components/booking-status-badge';
import { cancelledByWords, sportWords } from '../../../components/booking-words';
import { MapPinIcon } from '../../../components/icons';
import { TurfImage } from '../../../components/turf-card';
import { refundText, slotText } from '../booking-wording';
import { useBookingWords } from '../use-booking-words';

function ConfirmedBanner({ booking }: { booking: BookingDetail }) {
  const words = useBookingWords();
  const { t } = words;
  const slotCount = booking.subscriptionSlots.length;
  return (
    <div
      role="status"
      className="flex items-start gap-4 rounded-2xl bg-emerald-800 p-5 text-white shadow-sm sm:p-6"
      data-testid="booking-confirmed"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="mt-0.5 size-8 shrink-0 rounded-full bg-white p-1.5 text-emerald-800"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
      >
        <path d="m5 12.5 4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('header.confirmed')}</h1>
        <p className="mt-1 text-emerald-50">
          {slotCount > 1
            ? t('header.confirmedSubscription', { count: slotCount, turf: booking.turf.name })
            : t('header.confirmedOne', {
                turf: booking.turf.name,
                slot: slotText(words, booking),
                reference: booking.reference,
              })}
        </p>
      </div>
    </div>
  );
}

function CancelledNotice({ booking, zone }: { booking: BookingDetail; zone: string }) {
  const words = useBookingWords();
  const { t, dates } = words;
  const refund = refundText(words, booking.refund, zone, booking.payers.length);
  return (
    <div
      role="status"
      className="rounded-2xl border border-red-200 bg-red-50 p-4 text-red-900 sm:p-5"
      data-testid="booking-cancelled"
    >
      <p className="font-semibold">
        {t('header.cancelledWho', {
          who: cancelledByWords(t, booking.cancelledBy, booking.cancelReason),
        })}
      </p>
      <p className="mt-1">
        {booking.cancelledAt
          ? `${t('header.cancelledOn', { when: dates.venueInstant(booking.cancelledAt, zone) })} `
          : ''}
        {refund ??
          (booking.rainOut?.choice === null
            ? t('header.nothingLost')
            : t('header.nothingRefunded'))}
      </p>
    </div>
  );
}

/** The turf and the booking's reference and status; a banner when it was just paid or is cancelled. */
export function BookingHeader({
  booking,
  status,
  justConfirmed,
  zone,
}: {
  booking: BookingDetail;
  status: StatusLabel;
  justConfirmed: boolean;
  zone: string;
}) {
  const { t } = useBookingWords();
  const { turf } = booking;
  // One h1 per page: "Booking confirmed" when the banner shows, the turf's name otherwise.
  const TurfHeading = justConfirmed ? 'h2' : 'h1';
  return (
    <div className="space-y-4">
      {justConfirmed ? <ConfirmedBanner booking={booking} /> : null}
      {booking.status === 'cancelled' ? <CancelledNotice booking={booking} zone={zone} /> : null}
      <section
        aria-label={t('header.turf')}
        className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 sm:flex"
      >
        <div className="shrink-0 sm:w-56 md:w-72">
          <TurfImage src={turf.images} alt={turf.name} className="h-full" />
        </div>
        <div className="min-w-0 space-y-2 p-5 sm:p-6">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <p className="text-sm text-slate-600">
              <Trans
                t={t}
                i18nKey="header.reference"
                values={{ reference: booking.reference }}
                components={{
                  reference: (
                    <span
                      className="font-mono text-base font-bold tracking-wide text-slate-900"
                      data-testid="booking-reference"
                    />
                  ),
                }}
              />
            </p>
            <BookingStatusBadge status={status} />
            {booking.subscriptionId ? (
              <span className="rounded-full bg-violet-50 px-2.5 py-0.5 text-xs font-semibold text-violet-800 ring-1 ring-violet-200">
                {t('header.subscriptionSlot')}
              </span>
            ) : null}
          </div>
          <TurfHeading className="text-2xl font-extrabold tracking-tight break-words text-slate-900 sm:text-3xl">
            {turf.name}
          </TurfHeading>
          <p className="text-sm font-semibold tracking-wide text-emerald-800 uppercase">
            {t('header.sportAndArea', {
              sport: sportWords(t, turf.sports_type),
              area: turf.location,
            })}
          </p>
          <p className="flex items-start gap-2 text-slate-700">
            <MapPinIcon className="mt-1 h-4 w-4 shrink-0 text-emerald-700" />
            <span>{turf.address}</span>
          </p>
          {turf.linkes ? (
            <a
              href={turf.linkes}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 font-semibold text-emerald-800 underline-offset-4 hover:underline"
            >
              {t('header.maps')}
              <span className="sr-only">{t('header.newTab')}</span>
            </a>
          ) : null}
        </div>
      </section>
    </div>
  );
}
