import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import type { SessionUser } from '../../../../shared/api-types';
import { canBook } from '../../../../shared/permissions';
import { PageTitle } from '../../../components/page-title';
import { tabStorage } from '../../../lib/payments/payment-session';
import { offeredRangeOf } from '../../../../shared/waitlist';
import { useTurf } from '../../../queries/turf-detail';
import { readBookingInProgress, type BookingInProgress } from '../booking-in-progress';
import { BookingSummary } from './booking-summary';

function Notice({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation('booking');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <PageTitle title={t('heading')} />
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      <p className="mt-3 text-slate-600">{text}</p>
      <Link
        to="/turfs"
        className="mt-8 inline-flex items-center rounded-lg bg-emerald-700 px-5 py-2.5 font-semibold text-white shadow-sm transition hover:bg-emerald-800"
      >
        {t('browseTurfs')}
      </Link>
    </section>
  );
}

/** /turfs/:id/booking: the 'Booking Details' summary and 'Pay Now' (spec §2, §4). */
export function BookingPage({ user }: { user: SessionUser }) {
  const { id = '' } = useParams();
  const { t } = useTranslation('booking');
  const location = useLocation();
  // A waitlist offer's link names its range in the address (docs/decisions/033).
  const [offered] = useState(() => offeredRangeOf(location.search));
  const [booking] = useState(() =>
    offered ? null : readBookingInProgress(location.state, id, tabStorage()),
  );

  if (!canBook({ id: user._id, role: user.role })) {
    return <Notice title={t('playersOnly.title')} text={t('playersOnly.text')} />;
  }
  if (offered) return <OfferedBooking user={user} turfId={id} range={offered} />;
  if (!booking) {
    return <Notice title={t('none.title')} text={t('none.text')} />;
  }
  return <BookingSummary user={user} booking={booking} />;
}

/** The summary of a range an offer mail links to, once the turf is loaded. */
function OfferedBooking({
  user,
  turfId,
  range,
}: {
  user: SessionUser;
  turfId: string;
  range: { date: string; start: number; end: number };
}) {
  const { t } = useTranslation('booking');
  const turf = useTurf(turfId, null).data;
  const booking = useMemo<BookingInProgress | null>(
    () =>
      turf
        ? {
            turf,
            start: { date: range.date, minutes: range.start },
            end: { date: range.date, minutes: range.end },
          }
        : null,
    [turf, range],
  );
  if (!booking) return <p className="px-4 py-20 text-center text-slate-600">{t('loading')}</p>;
  return <BookingSummary user={user} booking={booking} />;
}
