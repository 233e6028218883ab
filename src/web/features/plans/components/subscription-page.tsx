import { useTranslation } from 'react-i18next';
import { SUBSCRIPTION_PLANS } from '../../../../shared/plans';
import { PageTitle } from '../../../components/page-title';
import { PlanCard } from './plan-card';

/** /subscription (spec §2, §9): three plans without prices and the footnote on pricing. */
export function SubscriptionPage() {
  const { t } = useTranslation('plans');
  return (
    <section className="bg-gradient-to-b from-emerald-50 to-slate-50">
      <PageTitle title={t('title')} />
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
            {t('title')}
          </h1>
          <p className="mt-3 text-lg text-slate-600">{t('subtitle')}</p>
        </div>
        <div className="mt-12 grid items-stretch gap-8 md:mt-16 md:grid-cols-3 md:gap-6">
          {SUBSCRIPTION_PLANS.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </div>
        <p className="mt-10 text-center text-sm text-slate-500 md:mt-12">{t('footnote')}</p>
      </div>
    </section>
  );
}
