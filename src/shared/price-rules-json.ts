import {
  flatPriceRules,
  type PriceBand,
  type PriceLabel,
  type PricedPart,
  type PriceRules,
} from './price-rules';
import { paiseToRupeesText, rupeesToPaise } from './pricing';
import { parseSearchTime } from './slot-search';
import { timeLabel } from './slots';

const END_OF_DAY_MINUTES = 24 * 60;

// An owner's price rules as the API answers them (docs/decisions/034): rupees as 2-decimal text,
// times as "18:00" (to "24:00"), days 0 = Sunday; and back. A screen that shows prices reads the
// server's answer here without zod; what an owner sends is checked by price-rules-form's schema
// (docs/decisions/078).

/** The rules as the API answers them (and as PUT takes them back). */
export interface PriceRulesJson {
  base: string;
  bands: { days: number[]; from: string; to: string; perHour: string }[];
  specialDays: { date: string; perHour: string }[];
  lastMinute: { withinMinutes: number; percentOff: number } | null;
}

/** A priced part as the API speaks it (GET /turf/:turfId/price's `parts`). */
export interface PricePartJson {
  startTime: string;
  endTime: string;
  perHour: string;
  amount: string;
  label: PriceLabel;
}

/** "18:30" → 1110; "24:00" → 1440 (a band may end at midnight); off a half-hour or not a time → null. */
export function parseBandTime(text: string): number | null {
  return text.trim() === '24:00' ? END_OF_DAY_MINUTES : parseSearchTime(text);
}

/** 1110 → "18:30"; 1440 → "24:00". */
export function bandTimeText(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

export function priceRulesJson(rules: PriceRules): PriceRulesJson {
  return {
    base: paiseToRupeesText(rules.basePaise),
    bands: rules.bands.map((band) => ({
      days: band.days,
      from: bandTimeText(band.from),
      to: bandTimeText(band.to),
      perHour: paiseToRupeesText(band.perHourPaise),
    })),
    specialDays: rules.specialDays.map((day) => ({
      date: day.date,
      perHour: paiseToRupeesText(day.perHourPaise),
    })),
    lastMinute: rules.lastMinute,
  };
}

/**
 * Rules as an answer carries them (a turf's or a court's `pricing`), the inverse of
 * priceRulesJson; null when absent or when a price or time in it cannot be read.
 */
export function priceRulesOfJson(pricing: PriceRulesJson | undefined): PriceRules | null {
  if (!pricing) return null;
  const basePaise = rupeesToPaise(pricing.base);
  if (basePaise === null) return null;
  const bands: PriceBand[] = [];
  for (const band of pricing.bands) {
    const from = parseBandTime(band.from);
    const to = parseBandTime(band.to);
    const perHourPaise = rupeesToPaise(band.perHour);
    if (from === null || to === null || perHourPaise === null) return null;
    bands.push({ days: [...band.days].sort((a, b) => a - b), from, to, perHourPaise });
  }
  const specialDays: PriceRules['specialDays'] = [];
  for (const day of pricing.specialDays) {
    const perHourPaise = rupeesToPaise(day.perHour);
    if (perHourPaise === null) return null;
    specialDays.push({ date: day.date, perHourPaise });
  }
  specialDays.sort((a, b) => (a.date < b.date ? -1 : 1));
  return { basePaise, bands, specialDays, lastMinute: pricing.lastMinute };
}

/**
 * A turf answer's rules (its `price` and, for one turf's answers, `pricing`) as the shared
 * pricing function takes them: what the browser mirrors of the server's price.
 */
export function priceRulesOfTurf(turf: { price: number; pricing?: PriceRulesJson }): PriceRules {
  return priceRulesOfJson(turf.pricing) ?? flatPriceRules(rupeesToPaise(turf.price) ?? 0);
}

/** A priced part as the API speaks it. */
export function pricePartJson(part: PricedPart): PricePartJson {
  return {
    startTime: timeLabel(part.start),
    endTime: timeLabel(part.end),
    perHour: paiseToRupeesText(part.perHourPaise),
    amount: paiseToRupeesText(part.paise),
    label: part.label,
  };
}
