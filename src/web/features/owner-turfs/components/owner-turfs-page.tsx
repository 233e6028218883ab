import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import type { SessionUser } from '../../../../shared/api-types';
import { PageTitle } from '../../../components/page-title';
import { Spinner } from '../../../components/spinner';
import { PRIMARY_BUTTON, SECONDARY_BUTTON, StatePanel } from '../../../components/state-panel';
import { formatRupeeAmount } from '../../../utils/money';
import { useOwnerTurfsOverview, type OwnerTurfsOverview } from '../api/owner-turfs-overview';
import { ChartBoundary } from './chart-boundary';
import { OwnerTurfCard } from './owner-turf-card';

// recharts is loaded only here, as a chunk of its own.
const EarningsCharts = lazy(() =>
  import('./earnings-charts').then((module) => ({ default: module.EarningsCharts })),
);

export const TURF_DATA_FAILED = 'Failed to fetch turf data. Please try again later.';
export const TURF_DATA_FAILED_TOAST = 'Failed to fetch turf data';

function PlusIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
      <path d="M10.75 4.75a.75.75 0 0 0-1.5 0v4.5h-4.5a.75.75 0 0 0 0 1.5h4.5v4.5a.75.75 0 0 0 1.5 0v-4.5h4.5a.75.75 0 0 0 0-1.5h-4.5v-4.5Z" />
    </svg>
  );
}

function Stat({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-extrabold text-slate-900 sm:text-3xl" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** Money taken at the venue for phone and walk-in bookings, apart from online (decision 032). */
function VenueMoneyStats({ venueMoney }: { venueMoney: OwnerTurfsOverview['venueMoney'] }) {
  return (
    <>
      <Stat
        label="Paid at venue"
        value={formatRupeeAmount(venueMoney.paidAtVenue)}
        testId="paid-at-venue"
      />
      <Stat
        label="Not yet paid"
        value={formatRupeeAmount(venueMoney.notYetPaid)}
        testId="not-yet-paid"
      />
    </>
  );
}

/** /turf-bookings: 'Your Turfs', the owner's earnings and every turf they listed (spec §2). */
export function OwnerTurfsPage({ user }: { user: SessionUser }) {
  if (user.role !== 'owner') {
    return (
      <Shell>
        <StatePanel
          title="Only turf owners have turfs here"
          text="This page lists the turfs an owner has added. Log in with an owner account to see yours."
        />
      </Shell>
    );
  }
  return <OwnerTurfs userId={user._id} />;
}

function Shell({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <section className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <PageTitle title="Your Turfs" />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Your Turfs
          </h1>
          <p className="mt-1 text-slate-600">Your listings, their bookings and what they earn.</p>
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}

function OwnerTurfs({ userId }: { userId: string }) {
  const query = useOwnerTurfsOverview(userId);

  const failed = query.isError;
  useEffect(() => {
    if (failed) toast.error(TURF_DATA_FAILED_TOAST, { toastId: 'owner-turfs-failed' });
  }, [failed]);

  const addTurf = (
    <Link to="/turfform" className={PRIMARY_BUTTON}>
      <PlusIcon />
      Add Turf
    </Link>
  );
  // Codes players can use at these turfs (docs/decisions/035).
  const actions = (
    <div className="flex flex-wrap gap-2">
      <Link to="/owner/check-in" className={SECONDARY_BUTTON}>
        Check-in
      </Link>
      <Link to="/promo-codes" className={SECONDARY_BUTTON}>
        Promo codes
      </Link>
      <Link to="/payouts" className={SECONDARY_BUTTON}>
        Payouts
      </Link>
      {addTurf}
    </div>
  );

  if (query.isPending) {
    return (
      <Shell>
        <div className="flex justify-center py-20">
          <Spinner label="Loading your turfs" />
        </div>
      </Shell>
    );
  }
  if (query.isError) {
    return (
      <Shell>
        <StatePanel title="Something went wrong" text={TURF_DATA_FAILED} tone="error">
          <button type="button" onClick={() => void query.refetch()} className={PRIMARY_BUTTON}>
            Try again
          </button>
        </StatePanel>
      </Shell>
    );
  }

  const {
    turfs,
    totalEarnings,
    earningsByDay,
    earningsByPlayDay,
    bookedHoursByDay,
    turfStats,
    venueMoney,
  } = query.data;
  const statsOf = new Map(turfStats.map((stats) => [stats.turfId, stats]));
  const approved = turfs.filter((turf) => turf.state).length;
  return (
    <Shell action={turfs.length > 0 ? actions : null}>
      <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Stat
          label="Total Earnings"
          value={formatRupeeAmount(totalEarnings)}
          testId="total-earnings"
        />
        <VenueMoneyStats venueMoney={venueMoney} />
        <Stat
          label="Turfs"
          value={
            turfs.length === 0
              ? 'None yet'
              : `${approved} approved${turfs.length > approved ? `, ${turfs.length - approved} pending` : ''}`
          }
        />
      </dl>

      {turfs.length === 0 ? (
        <StatePanel
          title="No Turfs Found"
          text="You have not added a turf yet. Add one and it will be listed once the admin approves it."
        >
          {addTurf}
        </StatePanel>
      ) : (
        <>
          <section aria-labelledby="insights-heading" className="mt-8">
            <h2 id="insights-heading" className="sr-only">
              Earnings and bookings
            </h2>
            <ChartBoundary>
              <Suspense
                fallback={
                  <div className="flex h-72 items-center justify-center rounded-2xl bg-white ring-1 ring-slate-200">
                    <Spinner label="Loading charts" />
                  </div>
                }
              >
                <EarningsCharts
                  earningsByDay={earningsByDay}
                  earningsByPlayDay={earningsByPlayDay}
                  bookedHoursByDay={bookedHoursByDay}
                />
              </Suspense>
            </ChartBoundary>
          </section>

          <section aria-labelledby="turfs-heading" className="mt-10">
            <h2 id="turfs-heading" className="text-xl font-bold text-slate-900">
              Your listings
            </h2>
            <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {turfs.map((turf) => (
                <OwnerTurfCard key={turf._id} turf={turf} stats={statsOf.get(turf._id)} />
              ))}
            </ul>
          </section>
        </>
      )}
    </Shell>
  );
}
