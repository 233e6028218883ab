import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import type { SessionUser } from '../../../../shared/api-types';
import type { SplitAnswer } from '../../../../shared/api/split-contract';
import { formatDate } from '../../../../shared/display-format';
import { timeLabel } from '../../../../shared/slots';
import { zonedNow } from '../../../../shared/time';
import { ACTION_PRIMARY } from '../../../components/action-styles';
import { CheckInCode } from '../../../components/check-in-code';
import { PageTitle } from '../../../components/page-title';
import { Spinner } from '../../../components/spinner';
import { StatePanel } from '../../../components/state-panel';
import { useVenueTimeZone } from '../../../hooks/use-venue-time-zone';
import { useAuthStore } from '../../../lib/auth-store';
import { useSplit } from '../../../queries/splits';
import { formatRupeeAmount } from '../../../utils/money';
import { useRemoveShare } from '../api/split-actions';
import { failureText, gameLine, paidCountText } from '../split-wording';
import { CallOffSplit } from './call-off-split';
import { ShareLinkPanel } from './share-link-panel';
import { SplitFrontDoor } from './split-front-door';
import { PayRestPanel, TeammatePayPanel } from './split-pay-panel';
import { SplitShareList } from './split-share-list';

function instantLabel(iso: string, zone: string): string {
  const local = zonedNow(new Date(iso), zone);
  return `${timeLabel(local.minutes)} on ${formatDate(local.date)}`;
}

/** Where the split stands, in one honest sentence: confirmed only once every share is paid. */
function StatusBanner({ split, zone }: { split: SplitAnswer; zone: string }) {
  const paid = split.shares.filter((share) => share.status === 'paid').length;
  if (split.bookingCancelled)
    return (
      <p role="status" className="mt-5 rounded-xl bg-red-50 px-4 py-3 font-medium text-red-800">
        The booking was cancelled: each payer&apos;s part goes back as shown below.
      </p>
    );
  if (split.status === 'complete')
    return (
      <p
        role="status"
        className="mt-5 rounded-xl bg-emerald-100 px-4 py-3 font-semibold text-emerald-900"
      >
        Every share is paid: the booking is confirmed.
      </p>
    );
  if (split.status === 'ended')
    return (
      <p role="status" className="mt-5 rounded-xl bg-red-50 px-4 py-3 font-medium text-red-800">
        This split has ended. {split.endCause} Every paid share goes back to its payer.
      </p>
    );
  return (
    <div role="status" className="mt-5 rounded-xl bg-amber-50 px-4 py-3 text-amber-950">
      <p className="font-semibold">
        Waiting for shares: {paidCountText(paid, split.shares.length)}.
      </p>
      <p className="mt-1 text-sm">
        The booking is confirmed when every share is paid. Shares are due by{' '}
        <strong>{instantLabel(split.deadline, zone)}</strong>
        {split.isBooker
          ? `; after that you have until ${instantLabel(split.payRestUntil, zone)} to pay the rest, or the slot is let go and every share refunded.`
          : '.'}
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
  const zone = useVenueTimeZone();
  const remove = useRemoveShare(split.splitId);
  const open = split.status === 'open';
  return (
    <div className="mx-auto max-w-2xl rounded-2xl bg-white p-5 shadow-xl ring-1 shadow-emerald-900/5 ring-slate-200 sm:p-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Split the cost</h1>
      {split.game ? (
        <p className="mt-2 text-slate-700">
          <span className="font-semibold text-emerald-800">{split.game.turfName}</span>
          <br />
          {gameLine(split.game)}
        </p>
      ) : null}
      <p className="mt-1 text-sm text-slate-600">
        Price {formatRupeeAmount(split.price)} in {split.shares.length} shares
        {open ? `; ${formatRupeeAmount(split.left)} still unpaid` : ''}.
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
          {failureText(remove.error)}
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
          View the booking
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
  const split = useSplit(splitId, token);
  return split.isPending ? (
    <div className="flex justify-center py-16">
      <Spinner label="Loading the split" />
    </div>
  ) : split.isError ? (
    <StatePanel title="This split cannot be shown" text={failureText(split.error)} tone="error">
      <Link to="/displaybookings" className={ACTION_PRIMARY}>
        Your bookings
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
  const user = useAuthStore((state) => state.user);
  const { pathname, search: query } = useLocation();
  const { splitId = '' } = useParams();
  const [search] = useSearchParams();
  const token = search.get('token');
  return (
    <section className="bg-gradient-to-b from-emerald-50 to-slate-50 px-4 py-8 sm:py-12">
      <PageTitle title={user ? 'Split the cost' : 'Pay your share'} />
      {user ? (
        <SplitShares user={user} splitId={splitId} token={token} />
      ) : (
        <SplitFrontDoor splitId={splitId} token={token} returnTo={`${pathname}${query}`} />
      )}
    </section>
  );
}
