import { formatDate, formatPaise } from '../../../../shared/display-format';
import { labelOf, type PriceRules } from '../../../../shared/price-rules';
import { daysText } from '../../../../shared/price-rules-form';
import { timeLabel } from '../../../../shared/slots';
import { PriceLabelChip } from '../../../components/price-breakdown';

// A turf's prices in words (docs/decisions/034): its base price an hour, and each band, special
// day and offer that changes it; and those of each court priced apart (docs/decisions/039).

const endLabel = (minutes: number) => (minutes >= 24 * 60 ? 'midnight' : timeLabel(minutes));

export function PriceHeadline({ rules }: { rules: PriceRules }) {
  return (
    <p className="text-2xl font-bold text-slate-900">
      {formatPaise(rules.basePaise)}
      <span className="text-base font-medium text-slate-500"> per hour</span>
    </p>
  );
}

export function PriceList({
  rules,
  title = 'Prices',
  always = false,
}: {
  rules: PriceRules;
  title?: string;
  /** Listed even when the rules are one price every hour (a court priced apart). */
  always?: boolean;
}) {
  const { bands, specialDays, lastMinute } = rules;
  const flat = bands.length === 0 && specialDays.length === 0 && !lastMinute;
  if (flat && !always) return null;
  return (
    <div data-testid={always ? 'court-price-list' : 'price-list'}>
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      <ul className="mt-1 space-y-1 text-sm text-slate-700">
        <li>
          {formatPaise(rules.basePaise)}/h{flat ? '' : ' at other times'}
        </li>
        {bands.map((band, index) => (
          <li key={index} className="flex flex-wrap items-center gap-2">
            <span>
              {daysText(band.days)}, {timeLabel(band.from)} – {endLabel(band.to)}:{' '}
              {formatPaise(band.perHourPaise)}/h
            </span>
            {band.perHourPaise === rules.basePaise ? null : (
              <PriceLabelChip label={labelOf(rules, band.perHourPaise, 'band')} />
            )}
          </li>
        ))}
        {specialDays.map((day) => (
          <li key={day.date} className="flex flex-wrap items-center gap-2">
            <span>
              {formatDate(day.date)}: {formatPaise(day.perHourPaise)}/h
            </span>
            <PriceLabelChip label="Special day" />
          </li>
        ))}
        {lastMinute ? (
          <li className="flex flex-wrap items-center gap-2">
            <span>
              {lastMinute.percentOff}% off any free half-hour starting within{' '}
              {lastMinute.withinMinutes % 60 === 0
                ? `${lastMinute.withinMinutes / 60} h`
                : `${lastMinute.withinMinutes} min`}
            </span>
            <PriceLabelChip label="Last-minute offer" />
          </li>
        ) : null}
      </ul>
      {bands.length > 1 ? (
        <p className="mt-1 text-xs text-slate-500">
          Where bands overlap, the one listed last applies.
        </p>
      ) : null}
    </div>
  );
}
