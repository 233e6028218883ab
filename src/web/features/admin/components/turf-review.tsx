import { useState, type ReactNode } from 'react';
import { toast } from 'react-toastify';
import { SPORT_LABELS } from '../../../../shared/catalog';
import type { TurfJson } from '../../../../shared/turf-types';
import { Spinner } from '../../../components/spinner';
import { TurfImage } from '../../../components/turf-card';
import { formatRupeeAmount } from '../../../utils/money';
import {
  ADMIN_MESSAGES,
  reviewErrorMessage,
  useApproveTurf,
  useRejectTurf,
} from '../api/review-turf';
import { ConfirmDialog } from '../../../components/confirm-dialog';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-3 sm:grid sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-slate-500">{label}</dt>
      <dd className="mt-0.5 break-words text-slate-900 sm:mt-0">{children}</dd>
    </div>
  );
}

const isHttp = (value: string) => /^https?:\/\//i.test(value);

type Outcome = 'approved' | 'rejected' | null;

/** The turf under review, its facts, and 'Approve Turf' / 'Reject Turf'. */
export function TurfReview({ turf, onRejected }: { turf: TurfJson; onRejected: () => void }) {
  const approve = useApproveTurf(turf._id);
  const reject = useRejectTurf(turf._id);
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const approved = outcome === 'approved' || (outcome === null && turf.state);
  const rejected = outcome === 'rejected';
  const busy = approve.isPending || reject.isPending;

  const doApprove = () =>
    approve.mutate(undefined, {
      onSuccess: () => {
        setOutcome('approved');
        toast.success(ADMIN_MESSAGES.approved);
      },
      onError: (error) => toast.error(reviewErrorMessage(error, ADMIN_MESSAGES.approveFailed)),
    });

  const doReject = () => {
    setConfirming(false);
    reject.mutate(undefined, {
      onSuccess: () => {
        setOutcome('rejected');
        onRejected();
        toast.success(ADMIN_MESSAGES.rejected);
      },
      onError: (error) => toast.error(reviewErrorMessage(error, ADMIN_MESSAGES.rejectFailed)),
    });
  };

  const badge = rejected
    ? { text: 'Status: Rejected', tone: 'bg-red-50 text-red-800 ring-red-200' }
    : approved
      ? { text: 'Status: Approved', tone: 'bg-emerald-50 text-emerald-800 ring-emerald-300' }
      : { text: 'Status: Pending', tone: 'bg-amber-100 text-amber-900 ring-amber-300' };

  return (
    <article className="mt-6 grid gap-6 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:gap-8">
      <div className="overflow-hidden rounded-xl">
        <TurfImage src={turf.images} alt={`Photo of ${turf.name}`} />
      </div>
      <div className="flex min-w-0 flex-col">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {turf.name}
          </h1>
          <span className={`rounded-full px-3 py-1 text-sm font-bold ring-1 ${badge.tone}`}>
            {badge.text}
          </span>
        </div>
        <dl className="mt-4 divide-y divide-slate-100 border-y border-slate-100">
          <Detail label="Location">{turf.location}</Detail>
          <Detail label="Sport Type">{SPORT_LABELS[turf.sports_type] ?? turf.sports_type}</Detail>
          <Detail label="Price per hour">
            <span className="font-bold text-emerald-700">{formatRupeeAmount(turf.price)}</span>
          </Detail>
          <Detail label="Address">{turf.address}</Detail>
          <Detail label="Maps link">
            {isHttp(turf.linkes) ? (
              <a
                href={turf.linkes}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold break-all text-emerald-700 hover:underline"
              >
                {turf.linkes}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : (
              <span className="text-slate-500">{turf.linkes || 'None'}</span>
            )}
          </Detail>
          <Detail label="Description">
            <span className="whitespace-pre-line">{turf.description}</span>
          </Detail>
        </dl>

        <div role="status" className="mt-4 empty:hidden">
          {rejected ? (
            <p className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
              This turf was rejected and removed.
            </p>
          ) : approved ? (
            <p className="rounded-lg bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
              This turf is approved and listed for players.
            </p>
          ) : null}
        </div>

        <div className="mt-6 grid gap-3 sm:grid-cols-2">
          <button
            type="button"
            onClick={doApprove}
            disabled={busy || approved || rejected}
            className="inline-flex items-center justify-center gap-2 rounded-xl bg-emerald-700 px-5 py-3 font-semibold text-white shadow-sm transition hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 disabled:cursor-not-allowed disabled:bg-emerald-600/50"
          >
            {approve.isPending ? <Spinner label="Approving" className="size-5 text-white" /> : null}
            Approve Turf
          </button>
          <button
            type="button"
            onClick={() => setConfirming(true)}
            disabled={busy || rejected}
            className="inline-flex items-center justify-center gap-2 rounded-xl border-2 border-red-600 bg-white px-5 py-3 font-semibold text-red-700 transition hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 disabled:cursor-not-allowed disabled:opacity-50"
          >
            {reject.isPending ? (
              <Spinner label="Rejecting" className="size-5 text-red-600" />
            ) : null}
            Reject Turf
          </button>
        </div>
      </div>

      <ConfirmDialog
        open={confirming}
        title={`Reject ${turf.name}?`}
        text="Rejecting deletes this turf. The owner would have to add it again. This cannot be undone."
        confirmLabel="Yes, reject"
        onConfirm={doReject}
        onCancel={() => setConfirming(false)}
      />
    </article>
  );
}
