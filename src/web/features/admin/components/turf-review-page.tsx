import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { toast } from 'react-toastify';
import type { TurfJson } from '../../../../shared/turf-types';
import { PageTitle } from '../../../components/page-title';
import { Spinner } from '../../../components/spinner';
import { StatePanel } from '../../../components/state-panel';
import { isApiRequestError } from '../../../lib/api-client';
import { useTurf } from '../../../queries/turf-detail';
import { TurfReview } from './turf-review';

function BackLink() {
  const { t } = useTranslation('admin');
  return (
    <Link
      to="/admin/dashboard"
      className="inline-flex items-center gap-1 font-semibold text-emerald-700 hover:underline"
    >
      <span aria-hidden="true">←</span> {t('review.back')}
    </Link>
  );
}

/** /admin/dashboard/:id: one turf to approve or reject (spec §2, §8 "Admin"). */
export function TurfReviewPage() {
  const { t } = useTranslation('admin');
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
    const key = status === 401 ? 'messages.authFailed' : 'messages.fetchFailed';
    toast.error(t(key), { toastId: `admin-turf-${key}` });
  }, [failed, status, t]);

  const turf = reviewed ?? query.data ?? null;
  let body;
  if (turf) {
    body = <TurfReview turf={turf} onRejected={() => setReviewed(turf)} />;
  } else if (query.isError) {
    body = missing ? (
      <StatePanel title={t('messages.notFound')} text={t('review.maybeRejected')} />
    ) : (
      <StatePanel
        tone="error"
        title={status === 401 ? t('messages.authFailed') : t('messages.fetchFailed')}
        text={status === 401 ? t('messages.sessionEnded') : t('messages.checkConnection')}
      />
    );
  } else {
    body = (
      <div className="flex flex-col items-center gap-3 py-20 text-slate-600">
        <Spinner label={t('review.loading')} />
        <p>{t('review.loadingText')}</p>
      </div>
    );
  }

  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <PageTitle title={turf ? t('review.titleOf', { turf: turf.name }) : t('review.title')} />
      <BackLink />
      {body}
    </section>
  );
}
