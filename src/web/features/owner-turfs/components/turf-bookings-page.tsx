import { useEffect, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
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

export const OWNER_BOOKINGS_MESSAGES = {
  notAuthenticated: 'User not authenticated',
  missingTurfId: 'Turf ID is missing',
  turfFailed: 'Failed to fetch turf details',
  forbidden: "You don't have permission to view these bookings",
  fetchFailed: 'Failed to fetch data',
} as const;

function Page({ heading, children }: { heading: string; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <section className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <PageTitle title={heading} />
      <button
        type="button"
        onClick={() => navigate(-1)}
        className="inline-flex items-center gap-1 font-semibold text-emerald-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600"
      >
        <span aria-hidden="true">←</span> Back to My Turfs
      </button>
      <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {heading}
      </h1>
      <Link to="calendar" relative="path" className={`${SECONDARY_BUTTON} mt-3 px-3 py-2 text-sm`}>
        Open the week calendar
      </Link>
      {children}
    </section>
  );
}

/** /turf-bookings/:turfId: '{turf name} - Bookings', for the turf's owner (and the admin). */
export function TurfBookingsPage() {
  const { turfId = '' } = useParams();
  const user = useAuthStore((state) => state.user);
  if (!user) {
    return (
      <Page heading="Turf Bookings">
        <StatePanel
          tone="error"
          title={OWNER_BOOKINGS_MESSAGES.notAuthenticated}
          text="Log in as the turf's owner to see its bookings."
        >
          <Link to="/login" className={PRIMARY_BUTTON}>
            Log in
          </Link>
        </StatePanel>
      </Page>
    );
  }
  if (!turfId) {
    return (
      <Page heading="Turf Bookings">
        <StatePanel tone="error" title={OWNER_BOOKINGS_MESSAGES.missingTurfId} />
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
      toast.error(OWNER_BOOKINGS_MESSAGES.fetchFailed, { toastId: 'owner-bookings-failed' });
    }
  }, [fetchFailed]);

  if (!turf) {
    return (
      <Page heading="Turf Bookings">
        {turfQuery.isError ? (
          <StatePanel tone="error" title={OWNER_BOOKINGS_MESSAGES.turfFailed} />
        ) : (
          <div className="flex justify-center py-20">
            <Spinner label="Loading the turf" />
          </div>
        )}
      </Page>
    );
  }

  const heading = `${turf.name} - Bookings`;
  if (forbidden) {
    return (
      <Page heading={heading}>
        <StatePanel tone="error" title={OWNER_BOOKINGS_MESSAGES.forbidden} />
      </Page>
    );
  }
  if (bookingsQuery.isPending) {
    return (
      <Page heading={heading}>
        <div className="flex justify-center py-20">
          <Spinner label="Loading bookings" />
        </div>
      </Page>
    );
  }
  const bookings = bookingsQuery.data ?? [];
  const courts = <CourtsSection turfId={turfId} courts={turf.courts ?? []} />;
  if (bookings.length === 0) {
    return (
      <Page heading={heading}>
        <StatePanel
          title="No Bookings Found"
          text="There are currently no bookings for this turf."
        />
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
        {bookings.length} {bookings.length === 1 ? 'booking' : 'bookings'}
        {cancelled > 0 ? ` (${cancelled} cancelled)` : ''}, {formatPaise(kept)}{' '}
        {cancelled > 0 ? 'kept after refunds.' : 'paid in total.'}
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
