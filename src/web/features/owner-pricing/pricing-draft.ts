import type { DayHours } from '../../../shared/opening-hours';
import { weekdayRateAt, type PriceRules, type RateSource } from '../../../shared/price-rules';
import { priceRulesBodySchema, type PriceRulesBody } from '../../../shared/price-rules-form';
import { bandTimeText, type PriceRulesJson } from '../../../shared/price-rules-json';
import { SLOT_MINUTES } from '../../../shared/slots';

// The pricing screen's form (docs/decisions/034): texts as typed, turned into the API's body and
// checked by the server's own schema, and the week those rules make, shown before saving.

export interface BandDraft {
  key: number;
  days: number[];
  from: string;
  to: string;
  perHour: string;
}

export interface SpecialDayDraft {
  key: number;
  date: string;
  perHour: string;
}

export interface PricingDraft {
  base: string;
  bands: BandDraft[];
  specialDays: SpecialDayDraft[];
  offerOn: boolean;
  withinMinutes: number;
  percentOff: string;
}

let nextKey = 1;
const key = () => nextKey++;

export function draftOf(pricing: PriceRulesJson): PricingDraft {
  return {
    base: pricing.base,
    bands: pricing.bands.map((band) => ({ key: key(), ...band, days: [...band.days] })),
    specialDays: pricing.specialDays.map((day) => ({ key: key(), ...day })),
    offerOn: pricing.lastMinute !== null,
    withinMinutes: pricing.lastMinute?.withinMinutes ?? 180,
    percentOff: String(pricing.lastMinute?.percentOff ?? 20),
  };
}

export function bodyOf(draft: PricingDraft): PriceRulesBody {
  return {
    base: draft.base.trim(),
    bands: draft.bands.map(({ days, from, to, perHour }) => ({
      days,
      from,
      to,
      perHour: perHour.trim(),
    })),
    specialDays: draft.specialDays.map(({ date, perHour }) => ({ date, perHour: perHour.trim() })),
    lastMinute: draft.offerOn
      ? { withinMinutes: draft.withinMinutes, percentOff: Number(draft.percentOff.trim()) }
      : null,
  };
}

/** checkDraft's problem when the schema names none. */
export const INVALID_PRICES = 'These prices are not valid.';

/** The draft as rules, or the first problem the server would give (in English: pricingText). */
export function checkDraft(
  draft: PricingDraft,
): { rules: PriceRules; problem: null } | { rules: null; problem: string } {
  const parsed = priceRulesBodySchema.safeParse(bodyOf(draft));
  if (parsed.success) return { rules: parsed.data, problem: null };
  return { rules: null, problem: parsed.error.issues[0]?.message ?? INVALID_PRICES };
}

/** The bands most venues start from, one click each. */
export const BAND_PRESETS: {
  name: 'weekdayEvenings' | 'weekends' | 'earlyMornings';
  band: Omit<BandDraft, 'key' | 'perHour'>;
}[] = [
  { name: 'weekdayEvenings', band: { days: [1, 2, 3, 4, 5], from: '18:00', to: '23:00' } },
  { name: 'weekends', band: { days: [0, 6], from: '00:00', to: '24:00' } },
  { name: 'earlyMornings', band: { days: [0, 1, 2, 3, 4, 5, 6], from: '06:00', to: '09:00' } },
];

export function bandFrom(preset: Omit<BandDraft, 'key' | 'perHour'>, perHour: string): BandDraft {
  return { key: key(), ...preset, days: [...preset.days], perHour };
}

export function newSpecialDay(date: string, perHour: string): SpecialDayDraft {
  return { key: key(), date, perHour };
}

/** "00:00" … "24:00" by half-hours: a band's `from` (to 23:30) and `to` (from 00:30). */
export const BAND_TIMES = Array.from({ length: 49 }, (_, index) =>
  bandTimeText(index * SLOT_MINUTES),
);

export interface WeekStretch {
  from: number;
  to: number;
  perHourPaise: number;
  source: RateSource;
}

/**
 * A weekday's rates inside its hours (the day's opening and closing; closed: none), as stretches
 * of one rate: what the rules make of the week, before any special day or offer.
 */
export function dayStretches(
  rules: PriceRules,
  weekday: number,
  hours: DayHours | null,
): WeekStretch[] {
  if (!hours) return [];
  const stretches: WeekStretch[] = [];
  for (let start = hours.open; start < hours.close; start += SLOT_MINUTES) {
    const end = Math.min(start + SLOT_MINUTES, hours.close);
    const { perHourPaise, source } = weekdayRateAt(rules, weekday, start);
    const last = stretches[stretches.length - 1];
    if (last && last.perHourPaise === perHourPaise && last.source === source) last.to = end;
    else stretches.push({ from: start, to: end, perHourPaise, source });
  }
  return stretches;
}
