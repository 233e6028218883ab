import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from './page-title';

export function NotFound() {
  const { t } = useTranslation('common');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <PageTitle title={t('notFound.title')} />
      <p className="text-6xl font-extrabold text-emerald-600">404</p>
      <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">{t('notFound.title')}</h1>
      <p className="mt-3 text-slate-600">{t('notFound.text')}</p>
      <Link
        to="/"
        className="mt-8 inline-flex items-center rounded-lg bg-emerald-700 px-5 py-2.5 font-semibold text-white shadow-sm transition hover:bg-emerald-800"
      >
        {t('notFound.goHome')}
      </Link>
    </section>
  );
}
