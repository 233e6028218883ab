import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title';

/** /checkout without a payment to complete (opened directly, or the payment is over). */
export function NoPaymentInProgress() {
  const { t } = useTranslation('checkout');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <PageTitle title={t('heading')} />
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('none.title')}</h1>
      <p className="mt-3 text-slate-600">{t('none.text')}</p>
      <Link
        to="/"
        className="mt-8 inline-flex items-center rounded-lg bg-emerald-700 px-5 py-2.5 font-semibold text-white shadow-sm transition hover:bg-emerald-800"
      >
        {t('none.home')}
      </Link>
    </section>
  );
}
