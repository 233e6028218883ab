import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';
import { SportCards } from '../../components/sport-cards';

/** /sports: the spec does not show it, so it offers the three sport cards of the home screen. */
export function SportsPage() {
  const { t } = useTranslation('common');
  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <PageTitle title={t('pages.sports')} />
      <div className="mb-8 text-center sm:mb-10">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
          {t('pages.sports')}
        </h1>
        <p className="mt-2 text-lg text-slate-600">{t('pages.chooseSport')}</p>
      </div>
      <SportCards />
    </section>
  );
}
