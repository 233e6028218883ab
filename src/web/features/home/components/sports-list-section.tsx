import { useTranslation } from 'react-i18next';
import { SportCards } from '../../../components/sport-cards';

/** Spec §2 home: heading Sports List, subtitle "Come, Let's Play..", the three sport cards. */
export function SportsListSection() {
  const { t } = useTranslation('home');
  return (
    <section
      aria-labelledby="sports-list-heading"
      className="bg-gradient-to-b from-emerald-50 to-slate-50"
    >
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <div className="mb-8 text-center sm:mb-10">
          <h2
            id="sports-list-heading"
            className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl"
          >
            {t('sportsList.heading')}
          </h2>
          <p className="mt-2 text-lg font-medium text-emerald-700">{t('sportsList.subtitle')}</p>
        </div>
        <SportCards />
      </div>
    </section>
  );
}
