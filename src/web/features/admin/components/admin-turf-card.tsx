import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import type { AdminTurf } from '../../../../shared/api/admin-turfs-contract';
import { SPORT_LABELS } from '../../../../shared/catalog';
import { ACTION_DANGER, ACTION_PRIMARY, ACTION_QUIET } from '../../../components/action-styles';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { TurfImage } from '../../../components/turf-card';
import { useVenueTimeZone } from '../../../hooks/use-venue-time-zone';
import { formatRupeeAmount } from '../../../utils/money';
import { reviewErrorMessage } from '../api/review-turf';
import { useListingChange } from '../api/admin-turfs';
import { venueDateOf } from '../venue-instant';
import { ListingStatusBadge } from './listing-status-badge';

const SMALL = 'px-3 py-2 text-sm';

/** One turf of the admin's list: its facts, owner, date, standing, and what the admin can do. */
export function AdminTurfCard({ turf }: { turf: AdminTurf }) {
  const zone = useVenueTimeZone();
  const unlist = useListingChange('unlist');
  const relist = useListingChange('list');
  const [confirming, setConfirming] = useState(false);
  const headingId = `admin-turf-${turf._id}`;

  const doUnlist = () =>
    unlist.mutate(turf._id, {
      onSuccess: (answer) => {
        setConfirming(false);
        toast.success(answer.message);
      },
      onError: (error) => toast.error(reviewErrorMessage(error, 'Failed to unlist turf')),
    });
  const doRelist = () =>
    relist.mutate(turf._id, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (error) => toast.error(reviewErrorMessage(error, 'Failed to list turf again')),
    });

  return (
    <li>
      <article
        aria-labelledby={headingId}
        data-testid="admin-turf-card"
        className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-center"
      >
        <div className="w-full shrink-0 overflow-hidden rounded-xl sm:w-36">
          <TurfImage src={turf.images} alt="" />
        </div>
        <div className="min-w-0 flex-1 space-y-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={headingId} className="font-bold text-slate-900">
              <Link
                to={`/admin/dashboard/${turf._id}`}
                className="hover:text-emerald-800 hover:underline"
              >
                {turf.name}
              </Link>
            </h2>
            <ListingStatusBadge status={turf.status} />
          </div>
          <p className="text-sm text-slate-700">
            {turf.location} · {SPORT_LABELS[turf.sports_type] ?? turf.sports_type} ·{' '}
            <span className="font-semibold text-emerald-800">{formatRupeeAmount(turf.price)}</span>
            /hour
          </p>
          <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
            <div className="flex gap-1.5">
              <dt className="text-slate-600">Owner:</dt>
              <dd className="min-w-0 truncate font-medium text-slate-900">{turf.ownerName}</dd>
            </div>
            <div className="flex gap-1.5">
              <dt className="text-slate-600">Submitted:</dt>
              <dd className="font-medium text-slate-900">{venueDateOf(turf.submittedAt, zone)}</dd>
            </div>
            {turf.unlistedAt ? (
              <div className="flex gap-1.5">
                <dt className="text-slate-600">Unlisted:</dt>
                <dd className="font-medium text-slate-900">{venueDateOf(turf.unlistedAt, zone)}</dd>
              </div>
            ) : null}
          </dl>
        </div>
        <div className="grid shrink-0 grid-cols-2 gap-2 sm:w-40 sm:grid-cols-1">
          {turf.status === 'approved' ? (
            <button
              type="button"
              onClick={() => setConfirming(true)}
              disabled={unlist.isPending}
              aria-label={`Unlist ${turf.name}`}
              className={`${ACTION_DANGER} ${SMALL}`}
            >
              Unlist
            </button>
          ) : turf.status === 'unlisted' ? (
            <button
              type="button"
              onClick={doRelist}
              disabled={relist.isPending}
              aria-label={`List ${turf.name} again`}
              className={`${ACTION_PRIMARY} ${SMALL}`}
            >
              List Again
            </button>
          ) : (
            <Link
              to={`/admin/dashboard/${turf._id}`}
              aria-label={`Review ${turf.name}`}
              className={`${ACTION_PRIMARY} ${SMALL}`}
            >
              Review
            </Link>
          )}
          <Link
            to={`/turfs/${turf._id}/edit`}
            aria-label={`Edit ${turf.name}`}
            className={`${ACTION_QUIET} ${SMALL}`}
          >
            Edit
          </Link>
        </div>
      </article>
      <ConfirmDialog
        open={confirming}
        title={`Unlist ${turf.name}?`}
        text="Players will no longer find or book it. Bookings already made stay valid, and you can list it again at any time."
        confirmLabel="Yes, unlist"
        cancelLabel="Keep listed"
        busy={unlist.isPending}
        onConfirm={doUnlist}
        onCancel={() => setConfirming(false)}
      />
    </li>
  );
}
