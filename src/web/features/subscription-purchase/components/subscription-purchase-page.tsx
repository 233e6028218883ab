import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import type { TurfJson } from '../../../../shared/turf-types';
import { PageTitle } from '../../../components/page-title';
import { Spinner } from '../../../components/spinner';
import { isApiRequestError } from '../../../lib/api-client';
import { useTurf } from '../../../queries/turf-detail';
import { SubscriptionPlanner } from './subscription-planner';

function TurfMissing({ missing }: { missing: boolean }) {
  const { t } = useTranslation('subscription');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <PageTitle title={t('notFound.title')} />
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {missing ? t('notFound.title') : t('loadFailed.title')}
      </h1>
      <p className="mt-3 text-slate-600">{missing ? t('notFound.text') : t('loadFailed.text')}</p>
      <Link
        to="/turfs"
        className="mt-8 inline-flex items-center rounded-lg bg-emerald-700 px-5 py-2.5 font-semibold text-white shadow-sm transition hover:bg-emerald-800"
      >
        {t('browseTurfs')}
      </Link>
    </section>
  );
}

/**
 * /turfs/:id/buysubscription (spec §2). The turf comes in navigation state from the detail
 * screen and is loaded by id as well, so a reload or a shared link works too.
 */
export function SubscriptionPurchasePage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('subscription');
  const passed = (useLocation().state as { turf?: TurfJson } | null)?.turf ?? null;
  const turfQuery = useTurf(id, passed);
  const turf = turfQuery.data;

  if (!turf) {
    if (turfQuery.isError) {
      const error = turfQuery.error;
      return (
        <TurfMissing missing={isApiRequestError(error) && [400, 404].includes(error.status)} />
      );
    }
    return (
      <div className="flex flex-col items-center gap-3 py-24 text-slate-600">
        <PageTitle title={t('heading')} />
        <Spinner />
        <p>{t('loading')}</p>
      </div>
    );
  }
  return (
    <>
      <PageTitle title={t('pageTitle', { turf: turf.name })} />
      <SubscriptionPlanner key={turf._id} turf={turf} />
    </>
  );
}
