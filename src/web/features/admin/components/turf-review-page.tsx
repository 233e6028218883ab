import { useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { toast } from 'react-toastify';
import type { TurfJson } from '../../../../shared/turf-types';
import { PageTitle } from '../../../components/page-title';
import { Spinner } from '../../../components/spinner';
import { StatePanel } from '../../../components/state-panel';
import { isApiRequestError } from '../../../lib/api-client';
import { useTurf } from '../../../queries/turf-detail';
import { ADMIN_MESSAGES } from '../api/review-turf';
import { TurfReview } from './turf-review';

function BackLink() {
  return (
    <Link
      to="/admin/dashboard"
      className="inline-flex items-center gap-1 font-semibold text-emerald-700 hover:underline"
    >
      <span aria-hidden="true">←</span> Back to Dashboard
    </Link>
  );
}

/** /admin/dashboard/:id: one turf to approve or reject (spec §2, §8 "Admin"). */
export function TurfReviewPage() {
  const { id = '' } = useParams();
  const passed = (useLocation().state as { turf?: TurfJson } | null)?.turf ?? null;
  const query = useTurf(id, passed);
  // What was reviewed stays on screen after a reject deletes it (spec: only a toast follows).
  const [reviewed, setReviewed] = useState<TurfJson | null>(null);

  const status = isApiRequestError(query.error) ? query.error.status : null;
  const missing = status === 404 || status === 400;
  const failed = query.isError && !missing && !reviewed;
  useEffect(() => {
    if (!failed) return;
    const message = status === 401 ? ADMIN_MESSAGES.authFailed : ADMIN_MESSAGES.fetchFailed;
    toast.error(message, { toastId: `admin-turf-${message}` });
  }, [failed, status]);

  const turf = reviewed ?? query.data ?? null;
  let body;
  if (turf) {
    body = <TurfReview turf={turf} onRejected={() => setReviewed(turf)} />;
  } else if (query.isError) {
    body = missing ? (
      <StatePanel title={ADMIN_MESSAGES.notFound} text="It may have been rejected already." />
    ) : (
      <StatePanel
        tone="error"
        title={status === 401 ? ADMIN_MESSAGES.authFailed : ADMIN_MESSAGES.fetchFailed}
        text={
          status === 401
            ? 'Your session has ended. Log in again as the admin.'
            : 'Please check your connection and try again.'
        }
      />
    );
  } else {
    body = (
      <div className="flex flex-col items-center gap-3 py-20 text-slate-600">
        <Spinner label="Loading turf" />
        <p>Loading...</p>
      </div>
    );
  }

  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <PageTitle title={turf ? `Review ${turf.name}` : 'Turf Review'} />
      <BackLink />
      {body}
    </section>
  );
}
