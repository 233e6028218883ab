import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { PageTitle } from '../../../components/page-title';
import { Spinner } from '../../../components/spinner';
import { PRIMARY_BUTTON, StatePanel } from '../../../components/state-panel';
import { isApiRequestError } from '../../../lib/api-client';
import { usePendingTurfs } from '../../../queries/pending-turfs';
import { AdminNav } from './admin-nav';
import { PendingTurfCard } from './pending-turf-card';
import { ReportedReviews } from './reported-reviews';

/** /admin/dashboard: the turfs waiting for approval (spec §2, §6). */
export function AdminDashboardPage() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const pending = usePendingTurfs();
  const status = isApiRequestError(pending.error) ? pending.error.status : null;

  useEffect(() => {
    if (status === 403) {
      toast.error(t('messages.accessDenied'), { toastId: 'admin-access-denied' });
      navigate('/login', { replace: true });
    } else if (status === 401) {
      toast.error(t('messages.authFailed'), { toastId: 'admin-auth-failed' });
    }
  }, [status, navigate, t]);

  const count = pending.data?.length ?? 0;
  return (
    <section className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <PageTitle title={t('dashboard.title')} />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {t('dashboard.title')}
          </h1>
          <p className="mt-1 text-slate-600">{t('dashboard.intro')}</p>
        </div>
        {pending.data ? (
          <p className="rounded-full bg-amber-50 px-3 py-1 text-sm font-semibold text-amber-900 ring-1 ring-amber-200">
            {t('dashboard.pendingCount', { count })}
          </p>
        ) : null}
      </div>
      <AdminNav />

      {pending.isPending ? (
        <div className="flex justify-center py-20">
          <Spinner label={t('dashboard.loading')} />
        </div>
      ) : pending.isError ? (
        <StatePanel
          tone="error"
          title={status === 401 ? t('messages.authFailed') : t('dashboard.loadFailed')}
          text={status === 401 ? t('messages.sessionEnded') : t('messages.checkConnection')}
        >
          {status === 401 ? (
            <Link to="/login" className={PRIMARY_BUTTON}>
              {t('messages.logIn')}
            </Link>
          ) : (
            <button type="button" onClick={() => void pending.refetch()} className={PRIMARY_BUTTON}>
              {t('messages.tryAgain')}
            </button>
          )}
        </StatePanel>
      ) : count === 0 ? (
        <StatePanel title={t('dashboard.emptyTitle')} text={t('dashboard.emptyText')} />
      ) : (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {pending.data.map((turf) => (
            <PendingTurfCard key={turf._id} turf={turf} />
          ))}
        </ul>
      )}
      <ReportedReviews />
    </section>
  );
}
