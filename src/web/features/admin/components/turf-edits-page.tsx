import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { Spinner } from '../../../components/spinner';
import { PRIMARY_BUTTON, StatePanel } from '../../../components/state-panel';
import { useVenueTimeZone } from '../../../hooks/use-venue-time-zone';
import { useTurfEdits } from '../api/turf-edits';
import { AdminNav } from './admin-nav';
import { TurfEditCard } from './turf-edit-card';

/** /admin/turf-edits: what owners changed in their listings lately, before and after. */
export function TurfEditsPage() {
  const { t } = useTranslation('admin');
  const edits = useTurfEdits();
  const zone = useVenueTimeZone();
  return (
    <section className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <PageTitle title={t('edits.title')} />
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {t('edits.title')}
      </h1>
      <p className="mt-1 text-slate-600">{t('edits.intro')}</p>
      <AdminNav />
      {edits.isPending ? (
        <div className="flex justify-center py-20">
          <Spinner label={t('edits.loading')} />
        </div>
      ) : edits.isError ? (
        <StatePanel tone="error" title={t('edits.loadFailed')} text={t('messages.tryAgainText')}>
          <button type="button" onClick={() => void edits.refetch()} className={PRIMARY_BUTTON}>
            {t('messages.tryAgain')}
          </button>
        </StatePanel>
      ) : edits.data.length === 0 ? (
        <StatePanel title={t('edits.emptyTitle')} text={t('edits.emptyText')} />
      ) : (
        <ul className="mt-6 space-y-4">
          {edits.data.map((edit) => (
            <TurfEditCard key={edit._id} edit={edit} timeZone={zone} />
          ))}
        </ul>
      )}
    </section>
  );
}
