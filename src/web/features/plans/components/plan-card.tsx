import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SubscriptionPlan } from '../../../../shared/plans';

function CheckIcon({ className }: { className: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className={className}>
      <path
        fillRule="evenodd"
        d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.86-9.86a.75.75 0 0 0-1.22-.88l-3.24 4.5-1.6-1.6a.75.75 0 1 0-1.06 1.06l2.22 2.22a.75.75 0 0 0 1.14-.09l3.76-5.21Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

/** One plan: its name, what it includes and 'Choose Plan' (to /turfs, spec §2). */
export function PlanCard({ plan }: { plan: SubscriptionPlan }) {
  const { t } = useTranslation('plans');
  const headingId = `plan-${plan.id}`;
  const popular = plan.mostPopular;
  return (
    <article
      aria-labelledby={headingId}
      className={`relative flex flex-col rounded-2xl p-6 sm:p-8 ${
        popular
          ? 'bg-emerald-700 text-white shadow-xl ring-2 shadow-emerald-900/20 ring-emerald-700 md:-my-4 md:py-12'
          : 'bg-white text-slate-800 shadow-sm ring-1 ring-slate-200'
      }`}
    >
      {popular ? (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-amber-400 px-3 py-1 text-xs font-bold tracking-wide whitespace-nowrap text-emerald-950 uppercase shadow">
          {t('mostPopular')}
        </p>
      ) : null}
      <h2
        id={headingId}
        className={`text-2xl font-extrabold ${popular ? 'text-white' : 'text-slate-900'}`}
      >
        {t(`names.${plan.id}`)}
      </h2>
      <ul className="mt-6 flex-1 space-y-3">
        {plan.features.map((feature, index) => (
          <li key={feature} className="flex gap-3">
            <CheckIcon
              className={`mt-0.5 size-5 shrink-0 ${popular ? 'text-amber-300' : 'text-emerald-600'}`}
            />
            <span className={popular ? 'text-emerald-50' : 'text-slate-700'}>
              {t(`features.${plan.id}.${index}`)}
            </span>
          </li>
        ))}
      </ul>
      <Link
        to="/turfs"
        aria-describedby={headingId}
        className={`mt-8 inline-flex items-center justify-center rounded-lg px-5 py-3 font-semibold shadow-sm transition ${
          popular
            ? 'bg-white text-emerald-800 hover:bg-emerald-50 focus-visible:outline-white'
            : 'bg-emerald-700 text-white hover:bg-emerald-800'
        }`}
      >
        {t('choosePlan')}
      </Link>
    </article>
  );
}
