import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
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

function PlusIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
      <path d="M10.75 4.75a.75.75 0 0 0-1.5 0v4.5h-4.5a.75.75 0 0 0 0 1.5h4.5v4.5a.75.75 0 0 0 1.5 0v-4.5h4.5a.75.75 0 0 0 0-1.5h-4.5v-4.5Z" />
    </svg>
  );
}

interface StatProps {
  label: string;
  value: string;
  testId?: string;
  /** Lines under the figure saying what it counts. */
  hints?: readonly { text: string; testId?: string }[];
}

function Stat({ label, value, testId, hints = [] }: StatProps) {
  return (
    <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-extrabold text-slate-900 sm:text-3xl" data-testid={testId}>
        {value}
      </dd>
      {hints.map((hint) => (
        <dd key={hint.text} className="mt-1 text-xs text-slate-600" data-testid={hint.testId}>
          {hint.text}
        </dd>
      ))}
    </div>
  );
}

/**
 * Money taken at the venue for phone and walk-in bookings, apart from online (decision 032), and
 * how the desk took it (decision 066).
 */
function VenueMoneyStats({ venueMoney }: { venueMoney: OwnerTurfsOverview['venueMoney'] }) {
  const { t } = useTranslation('owner-turfs');
  const byMethod = venueMoney.paidAtVenueByMethod;
  return (
    <>
      <Stat
        label={t('overview.paidAtVenue')}
        value={formatRupeeAmount(venueMoney.paidAtVenue)}
        testId="paid-at-venue"
        hints={
          byMethod
            ? [
                {
                  text: t('overview.paidAtVenueByMethod', {
                    cash: formatRupeeAmount(byMethod.cash),
                    upi: formatRupeeAmount(byMethod.upi),
                    card: formatRupeeAmount(byMethod.card),
                  }),
                  testId: 'paid-at-venue-by-method',
                },
              ]
            : []
        }
      />
      <Stat
        label={t('overview.notYetPaid')}
        value={formatRupeeAmount(venueMoney.notYetPaid)}
        testId="not-yet-paid"
      />
    </>
  );
}

/** /turf-bookings: 'Your Turfs', the owner's earnings and every turf they listed (spec §2). */
export function OwnerTurfsPage({ user }: { user: SessionUser }) {
  const { t } = useTranslation('owner-turfs');
  if (user.role !== 'owner') {
    return (
      <Shell>
        <StatePanel title={t('overview.notOwner')} text={t('overview.notOwnerText')} />
      </Shell>
    );
  }
  return <OwnerTurfs userId={user._id} />;
}

function Shell({ children, action }: { children: ReactNode; action?: ReactNode }) {
  const { t } = useTranslation('owner-turfs');
  return (
    <section className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <PageTitle title={t('overview.title')} />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {t('overview.title')}
          </h1>
          <p className="mt-1 text-slate-600">{t('overview.intro')}</p>
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}

function OwnerTurfs({ userId }: { userId: string }) {
  const { t } = useTranslation('owner-turfs');
  const query = useOwnerTurfsOverview(userId);

  const failed = query.isError;
  useEffect(() => {
    if (failed) toast.error(t('overview.failedToast'), { toastId: 'owner-turfs-failed' });
  }, [failed, t]);

  const addTurf = (
    <Link to="/turfform" className={PRIMARY_BUTTON}>
      <PlusIcon />
      {t('overview.addTurf')}
    </Link>
  );
  // Codes players can use at these turfs (docs/decisions/035).
  const actions = (
    <div className="flex flex-wrap gap-2">
      <Link to="/owner/check-in" className={SECONDARY_BUTTON}>
        {t('overview.checkIn')}
      </Link>
      <Link to="/promo-codes" className={SECONDARY_BUTTON}>
        {t('overview.promoCodes')}
      </Link>
      <Link to="/payouts" className={SECONDARY_BUTTON}>
        {t('overview.payouts')}
      </Link>
      {addTurf}
    </div>
  );

  if (query.isPending) {
    return (
      <Shell>
        <div className="flex justify-center py-20">
          <Spinner label={t('overview.loading')} />
        </div>
      </Shell>
    );
  }
  if (query.isError) {
    return (
      <Shell>
        <StatePanel title={t('overview.wrong')} text={t('overview.failed')} tone="error">
          <button type="button" onClick={() => void query.refetch()} className={PRIMARY_BUTTON}>
            {t('overview.tryAgain')}
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
          label={t('overview.totalEarnings')}
          value={formatRupeeAmount(totalEarnings)}
          testId="total-earnings"
          // What the figure counts, and the venue's money beside it, never silently left out.
          hints={[
            { text: t('overview.totalEarningsCounts') },
            {
              text: t('overview.takenAtVenue', {
                amount: formatRupeeAmount(venueMoney.paidAtVenue),
              }),
              testId: 'taken-at-venue',
            },
          ]}
        />
        <VenueMoneyStats venueMoney={venueMoney} />
        <Stat
          label={t('overview.turfs')}
          value={
            turfs.length === 0
              ? t('overview.noneYet')
              : turfs.length > approved
                ? t('overview.approvedPending', {
                    approved: String(approved),
                    pending: String(turfs.length - approved),
                  })
                : t('overview.approved', { approved: String(approved) })
          }
        />
      </dl>

      {turfs.length === 0 ? (
        <StatePanel title={t('overview.noTurfs')} text={t('overview.noTurfsText')}>
          {addTurf}
        </StatePanel>
      ) : (
        <>
          <section aria-labelledby="insights-heading" className="mt-8">
            <h2 id="insights-heading" className="sr-only">
              {t('overview.insights')}
            </h2>
            <ChartBoundary>
              <Suspense
                fallback={
                  <div className="flex h-72 items-center justify-center rounded-2xl bg-white ring-1 ring-slate-200">
                    <Spinner label={t('overview.loadingCharts')} />
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
              {t('overview.listings')}
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
