import { useEffect, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { VenueCapability } from '../../../../shared/venue-team';
import { PageTitle } from '../../../components/page-title';
import { Spinner } from '../../../components/spinner';
import { VenueBookingsSection } from '../../../components/venue-bookings/venue-bookings-section';
import { PRIMARY_BUTTON, SECONDARY_BUTTON, StatePanel } from '../../../components/state-panel';
import { useErrorText } from '../../../i18n/error-text';
import { isApiRequestError } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import { useVenueAccess, type VenueAccess } from '../../../hooks/use-venue-access';
import { useTurf } from '../../../queries/turf-detail';
import { formatPaise } from '../../../../shared/display-format';
import { useOwnerTurfBookings } from '../api/owner-turf-bookings';
import { sumInPaise } from '../chart-data';
import { BookingsCsvForm } from './bookings-csv-form';
import { BookingsTable } from './bookings-table';
import { CourtsSection } from './courts-section';
import { GstSection } from './gst-section';
import { WaitingPlayers } from './waiting-players';

/** The listing's other screens, each where the person's place there opens it (decision 066). */
const VENUE_LINKS: readonly {
  key: 'calendar' | 'pricing' | 'checkIn' | 'team' | 'audit' | 'dayClose' | 'board';
  needs: VenueCapability;
  to: (turfId: string) => string;
}[] = [
  { key: 'calendar', needs: 'calendar', to: (id) => `/turf-bookings/${id}/calendar` },
  { key: 'pricing', needs: 'prices', to: (id) => `/turf-bookings/${id}/pricing` },
  { key: 'checkIn', needs: 'attendance', to: (id) => `/owner/check-in?turfId=${id}` },
  { key: 'board', needs: 'calendar', to: () => '/board' },
  { key: 'dayClose', needs: 'own_desk_money', to: (id) => `/turf-bookings/${id}/day-close` },
  { key: 'audit', needs: 'audit', to: (id) => `/turf-bookings/${id}/audit` },
  { key: 'team', needs: 'team', to: (id) => `/turf-bookings/${id}/team` },
];

function VenueLinks({ turfId, access }: { turfId: string; access: VenueAccess }) {
  const { t } = useTranslation('owner-turfs');
  const id = encodeURIComponent(turfId);
  const links = VENUE_LINKS.filter((link) => access.can(link.needs));
  if (links.length === 0) return null;
  return (
    <nav aria-label={t('bookings.venueLinks')}>
      <ul className="mt-3 flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.key}>
            <Link to={link.to(id)} className={`${SECONDARY_BUTTON} px-3 py-2 text-sm`}>
              {t(`bookings.links.${link.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Page({
  heading,
  turfId = '',
  children,
}: {
  heading: string;
  turfId?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('owner-turfs');
  const navigate = useNavigate();
  const access = useVenueAccess(turfId);
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
      {turfId ? <VenueLinks turfId={turfId} access={access} /> : null}
      {children}
    </section>
  );
}

/**
 * /turf-bookings/:turfId: '{turf name} - Bookings', the listing's numbers: for its owner, the
 * admin, and its managers and accountants (docs/decisions/066); each part shows where the
 * person's role allows it.
 */
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
  return <TurfBookings turfId={turfId} />;
}

function TurfBookings({ turfId }: { turfId: string }) {
  const { t } = useTranslation('owner-turfs');
  const errorText = useErrorText();
  const turfQuery = useTurf(turfId, null);
  const turf = turfQuery.data;
  const access = useVenueAccess(turfId);
  // The server refuses anyone else too; mirrored here so nobody waits for a 403.
  const allowed = !!turf && !access.loading && access.can('numbers');
  const bookingsQuery = useOwnerTurfBookings(turfId, allowed);
  const forbidden =
    (!!turf && !access.loading && !allowed) ||
    (isApiRequestError(bookingsQuery.error) && bookingsQuery.error.status === 403);
  const fetchFailed = bookingsQuery.isError && !forbidden;

  useEffect(() => {
    if (fetchFailed) {
      toast.error(t('bookings.fetchFailed'), { toastId: 'owner-bookings-failed' });
    }
  }, [fetchFailed, t]);

  if (!turf || access.loading) {
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
      <Page heading={heading} turfId={turfId}>
        <StatePanel
          tone="error"
          // The server's refusal in the reader's words (a role that does not read the numbers).
          title={
            bookingsQuery.isError
              ? errorText(bookingsQuery.error, t('bookings.forbidden'))
              : t('bookings.forbidden')
          }
        />
      </Page>
    );
  }
  if (bookingsQuery.isPending) {
    return (
      <Page heading={heading} turfId={turfId}>
        <div className="flex justify-center py-20">
          <Spinner label={t('bookings.loading')} />
        </div>
      </Page>
    );
  }
  const bookings = bookingsQuery.data ?? [];
  // What changes the listing shows only where the role allows it (an accountant reads).
  const changes = (
    <>
      {access.can('courts') ? <CourtsSection turfId={turfId} courts={turf.courts ?? []} /> : null}
      {access.can('tax_details') ? <GstSection turfId={turfId} /> : null}
      {access.can('desk_bookings') ? <VenueBookingsSection turfId={turfId} /> : null}
    </>
  );
  if (bookings.length === 0) {
    return (
      <Page heading={heading} turfId={turfId}>
        <StatePanel title={t('bookings.none')} text={t('bookings.noneText')} />
        {changes}
      </Page>
    );
  }
  // amountPaid is what the turf keeps: a cancelled booking counts only what was not refunded.
  const kept = sumInPaise(bookings, (booking) => booking.amountPaid ?? 0);
  const cancelled = bookings.filter((booking) => booking.status === 'cancelled').length;
  return (
    <Page heading={heading} turfId={turfId}>
      <p className="mt-2 text-slate-600">
        {cancelled > 0
          ? t('bookings.summaryCancelled', {
              count: bookings.length,
              cancelled: String(cancelled),
              amount: formatPaise(kept),
            })
          : t('bookings.summary', { count: bookings.length, amount: formatPaise(kept) })}
      </p>
      {access.can('calendar') ? <WaitingPlayers turfId={turfId} /> : null}
      <BookingsCsvForm turfId={turfId} bookings={bookings} />
      <BookingsTable bookings={bookings} />
      {changes}
    </Page>
  );
}
