import { useState } from 'react';
import { toast } from 'react-toastify';
import type { ListingStatus } from '../../../../shared/api/admin-turfs-contract';
import type { TurfJson } from '../../../../shared/turf-types';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Spinner } from '../../../components/spinner';
import { useListingChange } from '../api/admin-turfs';
import {
  ADMIN_MESSAGES,
  reviewErrorMessage,
  useApproveTurf,
  useRejectTurf,
} from '../api/review-turf';

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
        toast.success(ADMIN_MESSAGES.approved);
      },
      onError: (error) => toast.error(reviewErrorMessage(error, ADMIN_MESSAGES.approveFailed)),
    });
  const doReject = () => {
    setConfirming(null);
    reject.mutate(undefined, {
      onSuccess: () => {
        onRejected();
        toast.success(ADMIN_MESSAGES.rejected);
      },
      onError: (error) => toast.error(reviewErrorMessage(error, ADMIN_MESSAGES.rejectFailed)),
    });
  };
  const change = (mutation: typeof unlist, failed: string) => {
    setConfirming(null);
    mutation.mutate(turf._id, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (error) => toast.error(reviewErrorMessage(error, failed)),
    });
  };

  if (status === null) return null;
  return (
    <div className="mt-6 grid gap-3 sm:grid-cols-2">
      {status === 'pending' ? (
        <>
          <button type="button" onClick={doApprove} disabled={busy} className={GREEN}>
            {approve.isPending ? <Spinner label="Approving" className="size-5 text-white" /> : null}
            Approve Turf
          </button>
          <button
            type="button"
            onClick={() => setConfirming('reject')}
            disabled={busy}
            className={RED}
          >
            {reject.isPending ? (
              <Spinner label="Rejecting" className="size-5 text-red-600" />
            ) : null}
            Reject Turf
          </button>
        </>
      ) : status === 'approved' ? (
        <button
          type="button"
          onClick={() => setConfirming('unlist')}
          disabled={busy}
          className={RED}
        >
          {unlist.isPending ? <Spinner label="Unlisting" className="size-5 text-red-600" /> : null}
          Unlist Turf
        </button>
      ) : (
        <button
          type="button"
          onClick={() => change(relist, 'Failed to list turf again')}
          disabled={busy}
          className={GREEN}
        >
          {relist.isPending ? <Spinner label="Listing" className="size-5 text-white" /> : null}
          List Again
        </button>
      )}

      <ConfirmDialog
        open={confirming === 'reject'}
        title={`Reject ${turf.name}?`}
        text="Rejecting deletes this turf. The owner would have to add it again. This cannot be undone."
        confirmLabel="Yes, reject"
        onConfirm={doReject}
        onCancel={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming === 'unlist'}
        title={`Unlist ${turf.name}?`}
        text="Players will no longer find or book it. Bookings already made stay valid, and you can list it again at any time."
        confirmLabel="Yes, unlist"
        cancelLabel="Keep listed"
        onConfirm={() => change(unlist, 'Failed to unlist turf')}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
}
