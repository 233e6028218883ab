import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SessionUser } from '../../../../shared/api-types';
import { PageTitle } from '../../../components/page-title';
import { StatePanel } from '../../../components/state-panel';
import { AddTurfForm } from './add-turf-form';

/** /turfform: 'Add New Turf' for owners; anyone else is told who may add turfs. */
export function AddTurfPage({ user }: { user: SessionUser }) {
  const { t } = useTranslation('add-turf');
  return (
    <div className="bg-gradient-to-b from-emerald-50 to-slate-50 px-4 py-8 sm:px-6 sm:py-12">
      <PageTitle title={t('add.title')} />
      <div className="mx-auto max-w-3xl">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1
              id="add-turf-heading"
              className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
            >
              {t('add.title')}
            </h1>
            {user.role === 'owner' ? <p className="mt-1 text-slate-600">{t('add.intro')}</p> : null}
          </div>
          {user.role === 'owner' ? (
            <Link to="/turf-bookings" className="font-semibold text-emerald-700 hover:underline">
              {t('add.yourTurfs')}
            </Link>
          ) : null}
        </div>
        {user.role === 'owner' ? (
          <AddTurfForm ownerId={user._id} />
        ) : (
          <StatePanel title={t('add.notOwnerTitle')} text={t('add.notOwnerText')} />
        )}
      </div>
    </div>
  );
}
