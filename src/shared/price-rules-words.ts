import { WEEKDAY_NAMES } from './opening-hours';
import type { PriceRules } from './price-rules';
import { paiseToRupeesText } from './pricing';
import { timeLabel } from './slots';

// An owner's price rules in words: the turf page's price list, the pricing screen's summary and
// the edit log. Apart from the owner's schema so that a screen showing prices loads no zod
// (docs/decisions/078).

const DAY_SHORT = WEEKDAY_NAMES.map((name) => name.slice(0, 3));

/** [1,2,3,4,5] → "Mon–Fri"; [0,6] → "Sun, Sat"; all seven → "Every day". */
export function daysText(days: readonly number[]): string {
  if (days.length === 7) return 'Every day';
  const sorted = [...days].sort((a, b) => a - b);
  const runs: number[][] = [];
  for (const day of sorted) {
    const run = runs[runs.length - 1];
    if (run && run[run.length - 1] === day - 1) run.push(day);
    else runs.push([day]);
  }
  return runs
    .map((run) =>
      run.length >= 3
        ? `${DAY_SHORT[run[0]!]}–${DAY_SHORT[run.at(-1)!]}`
        : run.map((day) => DAY_SHORT[day]).join(', '),
    )
    .join(', ');
}

const endLabel = (minutes: number) => (minutes >= 24 * 60 ? 'midnight' : timeLabel(minutes));

/** The rules in words, a line each: the edit log's "Prices" and the pricing screen's summary. */
export function priceRulesLines(rules: PriceRules): string[] {
  const rupees = (paise: number) => `₹${paiseToRupeesText(paise)}/h`;
  return [
    `Base ${rupees(rules.basePaise)}`,
    ...rules.bands.map(
      (band) =>
        `${daysText(band.days)} ${timeLabel(band.from)}–${endLabel(band.to)} ${rupees(band.perHourPaise)}`,
    ),
    ...rules.specialDays.map((day) => `${day.date} ${rupees(day.perHourPaise)}`),
    ...(rules.lastMinute
      ? [
          `Last-minute offer: ${rules.lastMinute.percentOff}% off a free half-hour within ${rules.lastMinute.withinMinutes / 60} h of its start`,
        ]
      : []),
  ];
}
