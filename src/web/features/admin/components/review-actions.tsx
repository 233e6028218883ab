import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { ListingStatus } from '../../../../shared/api/admin-turfs-contract';
import type { TurfJson } from '../../../../shared/turf-types';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Spinner } from '../../../components/spinner';
import { useListingChange } from '../api/admin-turfs';
import { reviewErrorMessage, useApproveTurf, useRejectTurf } from '../api/review-turf';
import { listingAnswerText } from '../listing-texts';

const BUTTON =
  'inline-flex items-center justify-center gap-2 rounded-xl px-5 py-3 font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed';
const GREEN = `${BUTTON} bg-emerald-700 text-white shadow-sm hover:bg-emerald-800 focus-visible:outline-emerald-600 disabled:bg-emerald-600/50`;
const RED = `${BUTTON} border-2 border-red-600 bg-white text-red-700 hover:bg-red-50 focus-visible:outline-red-600 disabled:opacity-50`;

interface ReviewActionsProps {
  turf: TurfJson;
  /** Where it stands now; null while that is being asked (no button is offered meanwhile). */
  status: ListingStatus | null;
  onApproved: () => void;
  onRejected: () => void;
}

/**
 * The admin's decision on a turf: 'Approve Turf' and 'Reject Turf' while it is pending (spec §2;
 * Reject is offered on pending turfs only), 'Unlist Turf' once it is listed, 'List Again' after.
 */
export function ReviewActions({ turf, status, onApproved, onRejected }: ReviewActionsProps) {
  const { t } = useTranslation('admin');
  const approve = useApproveTurf(turf._id);
  const reject = useRejectTurf(turf._id);
  const unlist = useListingChange('unlist');
  const relist = useListingChange('list');
  const [confirming, setConfirming] = useState<'reject' | 'unlist' | null>(null);
  const busy = approve.isPending || reject.isPending || unlist.isPending || relist.isPending;

  const doApprove = () =>
    approve.mutate(undefined, {
      onSuccess: () => {
        onApproved();
        toast.success(t('messages.approved'));
      },
      onError: (error) => toast.error(reviewErrorMessage(error, t, 'approveFailed')),
    });
  const doReject = () => {
    setConfirming(null);
    reject.mutate(undefined, {
      onSuccess: () => {
        onRejected();
        toast.success(t('messages.rejected'));
      },
      onError: (error) => toast.error(reviewErrorMessage(error, t, 'rejectFailed')),
    });
  };
  const change = (mutation: typeof unlist, failed: 'unlistFailed' | 'relistFailed') => {
    setConfirming(null);
    mutation.mutate(turf._id, {
      onSuccess: (answer) => toast.success(listingAnswerText(t, answer.message)),
      onError: (error) => toast.error(reviewErrorMessage(error, t, failed)),
    });
  };

  if (status === null) return null;
  return (
    <div className="mt-6 grid gap-3 sm:grid-cols-2">
      {status === 'pending' ? (
        <>
          <button type="button" onClick={doApprove} disabled={busy} className={GREEN}>
            {approve.isPending ? (
              <Spinner label={t('review.approving')} className="size-5 text-white" />
            ) : null}
            {t('review.approve')}
          </button>
          <button
            type="button"
            onClick={() => setConfirming('reject')}
            disabled={busy}
            className={RED}
          >
            {reject.isPending ? (
              <Spinner label={t('review.rejecting')} className="size-5 text-red-600" />
            ) : null}
            {t('review.reject')}
          </button>
        </>
      ) : status === 'approved' ? (
        <button
          type="button"
          onClick={() => setConfirming('unlist')}
          disabled={busy}
          className={RED}
        >
          {unlist.isPending ? (
            <Spinner label={t('review.unlisting')} className="size-5 text-red-600" />
          ) : null}
          {t('review.unlist')}
        </button>
      ) : (
        <button
          type="button"
          onClick={() => change(relist, 'relistFailed')}
          disabled={busy}
          className={GREEN}
        >
          {relist.isPending ? (
            <Spinner label={t('review.listing')} className="size-5 text-white" />
          ) : null}
          {t('review.listAgain')}
        </button>
      )}

      <ConfirmDialog
        open={confirming === 'reject'}
        title={t('confirm.rejectTitle', { turf: turf.name })}
        text={t('confirm.rejectText')}
        confirmLabel={t('confirm.rejectConfirm')}
        cancelLabel={t('confirm.cancel')}
        onConfirm={doReject}
        onCancel={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming === 'unlist'}
        title={t('confirm.unlistTitle', { turf: turf.name })}
        text={t('confirm.unlistText')}
        confirmLabel={t('confirm.unlistConfirm')}
        cancelLabel={t('confirm.keepListed')}
        onConfirm={() => change(unlist, 'unlistFailed')}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
}
