import { useTranslation } from 'react-i18next';
import { formatPaise } from '../../../../shared/display-format';
import { DEFAULT_WEEK_HOURS, type WeekHours } from '../../../../shared/opening-hours';
import { labelOf, type PriceRules } from '../../../../shared/price-rules';
import { timeLabel } from '../../../../shared/slots';
import { PriceLabelChip } from '../../../components/price-breakdown';
import { dayStretches } from '../pricing-draft';

// The week the rules make, inside the turf's hours, shown before saving (docs/decisions/034):
// each day as stretches of one rate, Monday first.

const DAY_ORDER = [1, 2, 3, 4, 5, 6, 0];

export function WeekPreview({ rules, hours }: { rules: PriceRules; hours: WeekHours | null }) {
  const { t } = useTranslation('owner-pricing');
  const week = hours ?? DEFAULT_WEEK_HOURS;
  return (
    <ul className="divide-y divide-slate-100" data-testid="week-preview">
      {DAY_ORDER.map((weekday) => {
        const stretches = dayStretches(rules, weekday, week[weekday] ?? null);
        return (
          <li key={weekday} className="grid gap-1 py-2 sm:grid-cols-[7rem_1fr]">
            <span className="text-sm font-semibold text-slate-900">
              {t(`days.long.${weekday}`)}
            </span>
            {stretches.length === 0 ? (
              <span className="text-sm text-slate-500">{t('week.closed')}</span>
            ) : (
              <span className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
                {stretches.map((stretch) => (
                  <span key={stretch.from} className="inline-flex items-center gap-1.5">
                    {timeLabel(stretch.from)} – {timeLabel(stretch.to)}:{' '}
                    <strong className="font-semibold">{formatPaise(stretch.perHourPaise)}</strong>
                    {stretch.perHourPaise === rules.basePaise ? null : (
                      <PriceLabelChip
                        label={labelOf(rules, stretch.perHourPaise, stretch.source)}
                      />
                    )}
                  </span>
                ))}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
