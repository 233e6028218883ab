import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import type { AdminTurf } from '../../../../shared/api/admin-turfs-contract';
import { ACTION_DANGER, ACTION_PRIMARY, ACTION_QUIET } from '../../../components/action-styles';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { TurfImage } from '../../../components/turf-card';
import { useVenueTimeZone } from '../../../hooks/use-venue-time-zone';
import { useDates } from '../../../i18n/use-language';
import { formatRupeeAmount } from '../../../utils/money';
import { reviewErrorMessage } from '../api/review-turf';
import { useListingChange } from '../api/admin-turfs';
import { listingAnswerText } from '../listing-texts';
import { sportText } from '../sport-text';
import { venueDateOf } from '../venue-instant';
import { ListingStatusBadge } from './listing-status-badge';

const SMALL = 'px-3 py-2 text-sm';

/** One turf of the admin's list: its facts, owner, date, standing, and what the admin can do. */
export function AdminTurfCard({ turf }: { turf: AdminTurf }) {
  const { t } = useTranslation('admin');
  const dates = useDates();
  const zone = useVenueTimeZone();
  const unlist = useListingChange('unlist');
  const relist = useListingChange('list');
  const [confirming, setConfirming] = useState(false);
  const headingId = `admin-turf-${turf._id}`;

  const doUnlist = () =>
    unlist.mutate(turf._id, {
      onSuccess: (answer) => {
        setConfirming(false);
        toast.success(listingAnswerText(t, answer.message));
      },
      onError: (error) => toast.error(reviewErrorMessage(error, t, 'unlistFailed')),
    });
  const doRelist = () =>
    relist.mutate(turf._id, {
      onSuccess: (answer) => toast.success(listingAnswerText(t, answer.message)),
      onError: (error) => toast.error(reviewErrorMessage(error, t, 'relistFailed')),
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
            <Trans
              t={t}
              i18nKey="card.facts"
              values={{
                location: turf.location,
                sport: sportText(t, turf.sports_type),
                price: formatRupeeAmount(turf.price),
              }}
              components={{ price: <span className="font-semibold text-emerald-800" /> }}
            />
          </p>
          <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
            <div className="flex gap-1.5">
              <dt className="text-slate-600">{t('card.owner')}</dt>
              <dd className="min-w-0 truncate font-medium text-slate-900">{turf.ownerName}</dd>
            </div>
            <div className="flex gap-1.5">
              <dt className="text-slate-600">{t('card.submitted')}</dt>
              <dd className="font-medium text-slate-900">
                {venueDateOf(turf.submittedAt, zone, dates.date)}
              </dd>
            </div>
            {turf.unlistedAt ? (
              <div className="flex gap-1.5">
                <dt className="text-slate-600">{t('card.unlistedOn')}</dt>
                <dd className="font-medium text-slate-900">
                  {venueDateOf(turf.unlistedAt, zone, dates.date)}
                </dd>
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
              aria-label={t('card.unlistLabel', { turf: turf.name })}
              className={`${ACTION_DANGER} ${SMALL}`}
            >
              {t('card.unlist')}
            </button>
          ) : turf.status === 'unlisted' ? (
            <button
              type="button"
              onClick={doRelist}
              disabled={relist.isPending}
              aria-label={t('card.listAgainLabel', { turf: turf.name })}
              className={`${ACTION_PRIMARY} ${SMALL}`}
            >
              {t('card.listAgain')}
            </button>
          ) : (
            <Link
              to={`/admin/dashboard/${turf._id}`}
              aria-label={t('card.reviewLabel', { turf: turf.name })}
              className={`${ACTION_PRIMARY} ${SMALL}`}
            >
              {t('card.review')}
            </Link>
          )}
          <Link
            to={`/turfs/${turf._id}/edit`}
            aria-label={t('card.editLabel', { turf: turf.name })}
            className={`${ACTION_QUIET} ${SMALL}`}
          >
            {t('card.edit')}
          </Link>
        </div>
      </article>
      <ConfirmDialog
        open={confirming}
        title={t('confirm.unlistTitle', { turf: turf.name })}
        text={t('confirm.unlistText')}
        confirmLabel={t('confirm.unlistConfirm')}
        cancelLabel={t('confirm.keepListed')}
        busy={unlist.isPending}
        onConfirm={doUnlist}
        onCancel={() => setConfirming(false)}
      />
    </li>
  );
}
