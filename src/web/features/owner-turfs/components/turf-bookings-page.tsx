import { useEffect, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { canViewTurfBookingDetails } from '../../../../shared/permissions';
import { PageTitle } from '../../../components/page-title';
import { Spinner } from '../../../components/spinner';
import { VenueBookingsSection } from '../../../components/venue-bookings/venue-bookings-section';
import { PRIMARY_BUTTON, SECONDARY_BUTTON, StatePanel } from '../../../components/state-panel';
import { isApiRequestError } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import { useTurf } from '../../../queries/turf-detail';
import { formatPaise } from '../../../../shared/display-format';
import { useOwnerTurfBookings } from '../api/owner-turf-bookings';
import { sumInPaise } from '../chart-data';
import { BookingsCsvForm } from './bookings-csv-form';
import { BookingsTable } from './bookings-table';
import { CourtsSection } from './courts-section';
import { GstSection } from './gst-section';
import { WaitingPlayers } from './waiting-players';

function Page({ heading, children }: { heading: string; children: ReactNode }) {
  const { t } = useTranslation('owner-turfs');
  const navigate = useNavigate();
  return (
    <section className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <PageTitle title={heading} />
      <button
        type="button"
        onClick={() => navigate(-1)}
        className="inline-flex items-center gap-1 font-semibold text-emerald-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600"
      >
        <span aria-hidden="true">←</span> {t('bookings.back')}
      </button>
      <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {heading}
      </h1>
      <Link to="calendar" relative="path" className={`${SECONDARY_BUTTON} mt-3 px-3 py-2 text-sm`}>
        {t('bookings.calendar')}
      </Link>
      {children}
    </section>
  );
}

/** /turf-bookings/:turfId: '{turf name} - Bookings', for the turf's owner (and the admin). */
export function TurfBookingsPage() {
  const { t } = useTranslation('owner-turfs');
  const { turfId = '' } = useParams();
  const user = useAuthStore((state) => state.user);
  if (!user) {
    return (
      <Page heading={t('bookings.title')}>
        <StatePanel
          tone="error"
          title={t('bookings.notAuthenticated')}
          text={t('bookings.notAuthenticatedText')}
        >
          <Link to="/login" className={PRIMARY_BUTTON}>
            {t('bookings.logIn')}
          </Link>
        </StatePanel>
      </Page>
    );
  }
  if (!turfId) {
    return (
      <Page heading={t('bookings.title')}>
        <StatePanel tone="error" title={t('bookings.missingTurfId')} />
      </Page>
    );
  }
  return <TurfBookings turfId={turfId} actor={{ id: user._id, role: user.role }} />;
}

function TurfBookings({
  turfId,
  actor,
}: {
  turfId: string;
  actor: Parameters<typeof canViewTurfBookingDetails>[0];
}) {
  const { t } = useTranslation('owner-turfs');
  const turfQuery = useTurf(turfId, null);
  const turf = turfQuery.data;
  // The server refuses anyone else too; mirrored here so nobody waits for a 403.
  const allowed = !!turf && canViewTurfBookingDetails(actor, turf);
  const bookingsQuery = useOwnerTurfBookings(turfId, allowed);
  const forbidden =
    (!!turf && !allowed) ||
    (isApiRequestError(bookingsQuery.error) && bookingsQuery.error.status === 403);
  const fetchFailed = bookingsQuery.isError && !forbidden;

  useEffect(() => {
    if (fetchFailed) {
      toast.error(t('bookings.fetchFailed'), { toastId: 'owner-bookings-failed' });
    }
  }, [fetchFailed, t]);

  if (!turf) {
    return (
      <Page heading={t('bookings.title')}>
        {turfQuery.isError ? (
          <StatePanel tone="error" title={t('bookings.turfFailed')} />
        ) : (
          <div className="flex justify-center py-20">
            <Spinner label={t('bookings.loadingTurf')} />
          </div>
        )}
      </Page>
    );
  }

  const heading = t('bookings.turfTitle', { turf: turf.name });
  if (forbidden) {
    return (
      <Page heading={heading}>
        <StatePanel tone="error" title={t('bookings.forbidden')} />
      </Page>
    );
  }
  if (bookingsQuery.isPending) {
    return (
      <Page heading={heading}>
        <div className="flex justify-center py-20">
          <Spinner label={t('bookings.loading')} />
        </div>
      </Page>
    );
  }
  const bookings = bookingsQuery.data ?? [];
  const courts = <CourtsSection turfId={turfId} courts={turf.courts ?? []} />;
  if (bookings.length === 0) {
    return (
      <Page heading={heading}>
        <StatePanel title={t('bookings.none')} text={t('bookings.noneText')} />
        {courts}
        <GstSection turfId={turfId} />
        <VenueBookingsSection turfId={turfId} />
      </Page>
    );
  }
  // amountPaid is what the turf keeps: a cancelled booking counts only what was not refunded.
  const kept = sumInPaise(bookings, (booking) => booking.amountPaid ?? 0);
  const cancelled = bookings.filter((booking) => booking.status === 'cancelled').length;
  return (
    <Page heading={heading}>
      <p className="mt-2 text-slate-600">
        {cancelled > 0
          ? t('bookings.summaryCancelled', {
              count: bookings.length,
              cancelled: String(cancelled),
              amount: formatPaise(kept),
            })
          : t('bookings.summary', { count: bookings.length, amount: formatPaise(kept) })}
      </p>
      <WaitingPlayers turfId={turfId} />
      <BookingsCsvForm turfId={turfId} bookings={bookings} />
      <BookingsTable bookings={bookings} />
      {courts}
      <GstSection turfId={turfId} />
      <VenueBookingsSection turfId={turfId} />
    </Page>
  );
}
