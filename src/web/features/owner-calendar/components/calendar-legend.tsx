import { useTranslation } from 'react-i18next';

const ITEMS = [
  { label: 'open', className: 'bg-white text-slate-800 border border-slate-300' },
  { label: 'booked', className: 'bg-emerald-700 text-white' },
  {
    label: 'payingNow',
    className: 'bg-amber-100 text-amber-950 border border-dashed border-amber-600',
  },
  { label: 'blocked', className: 'bg-slate-600 text-white' },
  { label: 'closed', className: 'bg-slate-200 text-slate-700' },
  { label: 'past', className: 'bg-slate-100 text-slate-600 border border-slate-200' },
  { label: 'selected', className: 'bg-sky-100 text-sky-950 border-2 border-sky-600' },
];

/** What the calendar's colours mean. */
export function CalendarLegend() {
  const { t } = useTranslation('owner-calendar');
  return (
    <ul className="mt-4 flex flex-wrap gap-2 text-xs" aria-label={t('legend.label')}>
      {ITEMS.map((item) => (
        <li key={item.label} className={`rounded-md px-2 py-1 ${item.className}`}>
          {t(`legend.${item.label}`)}
        </li>
      ))}
    </ul>
  );
}
