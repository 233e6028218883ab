import { useTranslation } from 'react-i18next';
import type { TurfStats } from '../../../../shared/api/owner-contract';
import { formatRupeeAmount } from '../../../utils/money';
import { occupancyPercent } from '../chart-data';

// How one turf is doing, on its card on Your Turfs: the server counts, this only
// writes the numbers down.

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="font-bold text-slate-900">{value}</dd>
      {hint ? <dd className="text-xs text-slate-600">{hint}</dd> : null}
    </div>
  );
}

/** Each court's week, when the venue has more than one (docs/decisions/030). */
function CourtOccupancy({ courts }: { courts: TurfStats['courts'] }) {
  const { t } = useTranslation('owner-turfs');
  if (courts.length < 2) return null;
  return (
    <div className="mt-2 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
      <p className="text-xs font-medium text-slate-600">{t('numbers.byCourt')}</p>
      <ul className="mt-1 space-y-0.5 text-sm" data-testid="court-occupancy">
        {courts.map((court) => {
          const percent = occupancyPercent(court);
          return (
            <li key={court.courtId} className="flex justify-between gap-3">
              <span className="min-w-0 truncate text-slate-700">{court.name}</span>
              <span className="font-semibold text-slate-900">
                {percent === null ? t('numbers.closed') : t('numbers.percent', { percent })}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export function TurfNumbers({ stats }: { stats: TurfStats }) {
  const { t } = useTranslation('owner-turfs');
  const percent = occupancyPercent(stats.occupancy);
  const { soldHalfHours, openHalfHours } = stats.occupancy;
  const courts = stats.courts ?? [];
  return (
    <>
      <dl
        aria-label={t('numbers.label')}
        data-testid="turf-numbers"
        className="grid grid-cols-3 gap-2 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200"
      >
        <Figure label={t('numbers.bookings')} value={String(stats.bookings30Days)} />
        <Figure label={t('numbers.earned')} value={formatRupeeAmount(stats.earnings30Days)} />
        <Figure
          label={t('numbers.bookedWeek')}
          value={percent === null ? t('numbers.closed') : t('numbers.percent', { percent })}
          hint={t(courts.length > 1 ? 'numbers.courtHint' : 'numbers.hint', {
            sold: String(soldHalfHours),
            open: String(openHalfHours),
          })}
        />
      </dl>
      <CourtOccupancy courts={courts} />
    </>
  );
}
