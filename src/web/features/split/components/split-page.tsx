import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import type { SessionUser } from '../../../../shared/api-types';
import type { SplitAnswer } from '../../../../shared/api/split-contract';
import { timeLabel } from '../../../../shared/slots';
import { zonedNow } from '../../../../shared/time';
import { ACTION_PRIMARY } from '../../../components/action-styles';
import { CheckInCode } from '../../../components/check-in-code';
import { PageTitle } from '../../../components/page-title';
import { Spinner } from '../../../components/spinner';
import { StatePanel } from '../../../components/state-panel';
import { useVenueTimeZone } from '../../../hooks/use-venue-time-zone';
import { useErrorText } from '../../../i18n/error-text';
import { useDates } from '../../../i18n/use-language';
import { useAuthStore } from '../../../lib/auth-store';
import { useSplit } from '../../../queries/splits';
import { formatRupeeAmount } from '../../../utils/money';
import { useRemoveShare } from '../api/split-actions';
import { endCauseText, gameLine } from '../split-wording';
import { CallOffSplit } from './call-off-split';
import { ShareLinkPanel } from './share-link-panel';
import { SplitFrontDoor } from './split-front-door';
import { PayRestPanel, TeammatePayPanel } from './split-pay-panel';
import { SplitShareList } from './split-share-list';

/** '7:00 PM on Tue, 24 Nov 2026', the time first as the deadline is read. */
function useInstantLabel() {
  const { t } = useTranslation('split');
  const dates = useDates();
  return (iso: string, zone: string) => {
    const local = zonedNow(new Date(iso), zone);
    return t('page.instant', { time: timeLabel(local.minutes), date: dates.date(local.date) });
  };
}

/** Where the split stands, in one honest sentence: confirmed only once every share is paid. */
function StatusBanner({ split, zone }: { split: SplitAnswer; zone: string }) {
  const { t } = useTranslation('split');
  const instantLabel = useInstantLabel();
  const paid = split.shares.filter((share) => share.status === 'paid').length;
  if (split.bookingCancelled)
    return (
      <p role="status" className="mt-5 rounded-xl bg-red-50 px-4 py-3 font-medium text-red-800">
        {t('page.cancelled')}
      </p>
    );
  if (split.status === 'complete')
    return (
      <p
        role="status"
        className="mt-5 rounded-xl bg-emerald-100 px-4 py-3 font-semibold text-emerald-900"
      >
        {t('page.complete')}
      </p>
    );
  if (split.status === 'ended')
    return (
      <p role="status" className="mt-5 rounded-xl bg-red-50 px-4 py-3 font-medium text-red-800">
        {t('page.ended', { cause: endCauseText(t, split.endCause) })}
      </p>
    );
  return (
    <div role="status" className="mt-5 rounded-xl bg-amber-50 px-4 py-3 text-amber-950">
      <p className="font-semibold">{t('page.waiting', { paid, total: split.shares.length })}</p>
      <p className="mt-1 text-sm">
        <Trans
          t={t}
          i18nKey={split.isBooker ? 'page.dueByBooker' : 'page.dueBy'}
          values={{
            deadline: instantLabel(split.deadline, zone),
            payRest: instantLabel(split.payRestUntil, zone),
          }}
          components={{ strong: <strong /> }}
        />
      </p>
    </div>
  );
}

function SplitView({
  split,
  user,
  token,
}: {
  split: SplitAnswer;
  user: SessionUser;
  token: string | null;
}) {
  const { t } = useTranslation('split');
  const errorText = useErrorText();
  const dates = useDates();
  const zone = useVenueTimeZone();
  const remove = useRemoveShare(split.splitId);
  const open = split.status === 'open';
  return (
    <div className="mx-auto max-w-2xl rounded-2xl bg-white p-5 shadow-xl ring-1 shadow-emerald-900/5 ring-slate-200 sm:p-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('page.title')}</h1>
      {split.game ? (
        <p className="mt-2 text-slate-700">
          <span className="font-semibold text-emerald-800">{split.game.turfName}</span>
          <br />
          {gameLine(t, dates, split.game)}
        </p>
      ) : null}
      <p className="mt-1 text-sm text-slate-600">
        {t(open ? 'page.priceOpen' : 'page.price', {
          price: formatRupeeAmount(split.price),
          count: split.shares.length,
          left: formatRupeeAmount(split.left),
        })}
      </p>
      <StatusBanner split={split} zone={zone} />
      {split.reference ? (
        <div className="mt-5 sm:max-w-xs">
          <CheckInCode reference={split.reference} />
        </div>
      ) : null}
      <SplitShareList
        split={split}
        removing={remove.isPending}
        onRemove={split.isBooker && open ? (shareId) => remove.mutate(shareId) : undefined}
      />
      {remove.isError ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {errorText(remove.error)}
        </p>
      ) : null}
      {open && split.isBooker ? (
        <>
          <ShareLinkPanel split={split} />
          <PayRestPanel split={split} userId={user._id} />
          <CallOffSplit split={split} />
        </>
      ) : null}
      {open && !split.isBooker ? (
        <TeammatePayPanel split={split} userId={user._id} token={token} />
      ) : null}
      {split.status === 'complete' && split.isBooker && split.bookingId ? (
        <Link
          to={`/displaybookings/${encodeURIComponent(split.bookingId)}`}
          className={`${ACTION_PRIMARY} mt-6`}
        >
          {t('page.viewBooking')}
        </Link>
      ) : null}
    </div>
  );
}

/** The split's shares, for its booker and their team, signed in. */
function SplitShares({
  user,
  splitId,
  token,
}: {
  user: SessionUser;
  splitId: string;
  token: string | null;
}) {
  const { t } = useTranslation('split');
  const errorText = useErrorText();
  const split = useSplit(splitId, token);
  return split.isPending ? (
    <div className="flex justify-center py-16">
      <Spinner label={t('page.loading')} />
    </div>
  ) : split.isError ? (
    <StatePanel title={t('frontDoor.cannotShow')} text={errorText(split.error)} tone="error">
      <Link to="/displaybookings" className={ACTION_PRIMARY}>
        {t('page.yourBookings')}
      </Link>
    </StatePanel>
  ) : (
    <SplitView split={split.data} user={user} token={token} />
  );
}

/**
 * /splits/:splitId?token=…: a split booking's shares, for its booker and their team. Opened before
 * signing in, the link's front door shows what the share pays for first (docs/decisions/061).
 */
export function SplitPage() {
  const { t } = useTranslation('split');
  const user = useAuthStore((state) => state.user);
  const { pathname, search: query } = useLocation();
  const { splitId = '' } = useParams();
  const [search] = useSearchParams();
  const token = search.get('token');
  return (
    <section className="bg-gradient-to-b from-emerald-50 to-slate-50 px-4 py-8 sm:py-12">
      <PageTitle title={user ? t('page.title') : t('frontDoor.heading')} />
      {user ? (
        <SplitShares user={user} splitId={splitId} token={token} />
      ) : (
        <SplitFrontDoor splitId={splitId} token={token} returnTo={`${pathname}${query}`} />
      )}
    </section>
  );
}
