import { useTranslation } from 'react-i18next';
import { useDates } from '../../../i18n/use-language';
import { useWaitingCounts } from '../../../queries/waitlist';

// How many players wait for each fully booked time of the turf (docs/decisions/033): counts
// only, never who.

export function WaitingPlayers({ turfId }: { turfId: string }) {
  const { t } = useTranslation('owner-turfs');
  const dates = useDates();
  const ranges = useWaitingCounts(turfId).data ?? [];
  if (ranges.length === 0) return null;
  return (
    <section
      aria-labelledby="waiting-heading"
      className="mt-6 rounded-2xl bg-white px-5 py-4 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="waiting-heading" className="text-base font-bold text-slate-900">
        {t('waiting.title')}
      </h2>
      <ul className="mt-2 space-y-1 text-sm text-slate-700" data-testid="waiting-counts">
        {ranges.map((range) => (
          <li key={`${range.date}@${range.startTime}-${range.endTime}`}>
            {t('waiting.when', {
              date: dates.date(range.date),
              start: range.startTime,
              end: range.endTime,
            })}{' '}
            <span className="font-semibold">{t('waiting.count', { count: range.waiting })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
