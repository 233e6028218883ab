import { useTranslation } from 'react-i18next';
import { formatPaise } from '../../../../shared/display-format';
import { labelOf, type PriceRules } from '../../../../shared/price-rules';
import { daysText } from '../../../../shared/price-rules-words';
import { timeLabel } from '../../../../shared/slots';
import { PriceLabelChip } from '../../../components/price-breakdown';
import { useDates } from '../../../i18n/use-language';

// A turf's prices in words (docs/decisions/034): its base price an hour, and each band, special
// day and offer that changes it; and those of each court priced apart (docs/decisions/039).

/** The shared DAY_SHORT's names ('Mon'…'Sun') in the price catalogue's `day` keys. */
const DAY_KEYS = ['day.mon', 'day.tue', 'day.wed', 'day.thu', 'day.fri', 'day.sat', 'day.sun'];

export function PriceHeadline({ rules }: { rules: PriceRules }) {
  const { t } = useTranslation('turf-detail');
  return (
    <p className="text-2xl font-bold text-slate-900">
      {formatPaise(rules.basePaise)}
      <span className="text-base font-medium text-slate-500"> {t('price.perHour')}</span>
    </p>
  );
}

export function PriceList({
  rules,
  title,
  always = false,
}: {
  rules: PriceRules;
  title?: string;
  /** Listed even when the rules are one price every hour (a court priced apart). */
  always?: boolean;
}) {
  const { t } = useTranslation('turf-detail');
  const dates = useDates();
  const { bands, specialDays, lastMinute } = rules;
  const endLabel = (minutes: number) =>
    minutes >= 24 * 60 ? t('price.midnight') : timeLabel(minutes);
  // daysText writes the shared English short names: each is swapped for the language's.
  const days = (list: readonly number[]) =>
    daysText(list).replace(/Every day|Mon|Tue|Wed|Thu|Fri|Sat|Sun/g, (word) =>
      word === 'Every day'
        ? t('day.every')
        : t(DAY_KEYS[['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(word)]!),
    );
  const flat = bands.length === 0 && specialDays.length === 0 && !lastMinute;
  if (flat && !always) return null;
  return (
    <div data-testid={always ? 'court-price-list' : 'price-list'}>
      <h2 className="text-lg font-bold text-slate-900">{title ?? t('price.heading')}</h2>
      <ul className="mt-1 space-y-1 text-sm text-slate-700">
        <li>
          {flat
            ? t('price.base', { amount: formatPaise(rules.basePaise) })
            : t('price.baseOtherTimes', { amount: formatPaise(rules.basePaise) })}
        </li>
        {bands.map((band, index) => (
          <li key={index} className="flex flex-wrap items-center gap-2">
            <span>
              {t('price.band', {
                days: days(band.days),
                from: timeLabel(band.from),
                to: endLabel(band.to),
                amount: formatPaise(band.perHourPaise),
              })}
            </span>
            {band.perHourPaise === rules.basePaise ? null : (
              <PriceLabelChip label={labelOf(rules, band.perHourPaise, 'band')} />
            )}
          </li>
        ))}
        {specialDays.map((day) => (
          <li key={day.date} className="flex flex-wrap items-center gap-2">
            <span>
              {t('price.specialDay', {
                date: dates.date(day.date),
                amount: formatPaise(day.perHourPaise),
              })}
            </span>
            <PriceLabelChip label="Special day" />
          </li>
        ))}
        {lastMinute ? (
          <li className="flex flex-wrap items-center gap-2">
            <span>
              {lastMinute.withinMinutes % 60 === 0
                ? t('price.lastMinuteHours', {
                    percent: lastMinute.percentOff,
                    hours: lastMinute.withinMinutes / 60,
                  })
                : t('price.lastMinuteMinutes', {
                    percent: lastMinute.percentOff,
                    minutes: lastMinute.withinMinutes,
                  })}
            </span>
            <PriceLabelChip label="Last-minute offer" />
          </li>
        ) : null}
      </ul>
      {bands.length > 1 ? (
        <p className="mt-1 text-xs text-slate-500">{t('price.overlap')}</p>
      ) : null}
    </div>
  );
}
