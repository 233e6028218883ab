import { z } from 'zod';
import { WEEKDAY_NAMES } from './opening-hours';
import {
  MAX_OFFER_MINUTES,
  flatPriceRules,
  type PriceBand,
  type PriceLabel,
  type PricedPart,
  type PriceRules,
} from './price-rules';
import { paiseToRupeesText, rupeesToPaise } from './pricing';
import { SLOT_MINUTES, timeLabel } from './slots';
import { isLocalDate } from './time';
import { MAX_PRICE_PER_HOUR_PAISE } from './turf-form';

// An owner's price rules as the API and the pricing screen speak them (docs/decisions/034):
// rupees as 2-decimal text, times as "18:00" (to "24:00"), days 0 = Sunday. The schema turns
// them into shared/price-rules' paise and minutes, or refuses them with one clear message.

export const MAX_PRICE_BANDS = 20;
export const MAX_SPECIAL_DAYS = 60;

export const PRICE_RULE_MESSAGES = {
  perHour: 'Every price must be a positive number of rupees up to 100000 an hour, such as 1800.00.',
  time: 'Band times must be on the hour or half-hour, such as 18:00 or 18:30 (up to 24:00).',
  bandOrder: 'A band must end after it starts.',
  days: 'A band needs at least one day (0 = Sunday … 6 = Saturday), each once.',
  tooManyBands: `At most ${MAX_PRICE_BANDS} bands.`,
  specialDate: 'A special day must be a date such as 2026-12-25.',
  specialTwice: 'Each special day may be listed once.',
  tooManySpecialDays: `At most ${MAX_SPECIAL_DAYS} special days.`,
  percentOff: 'The last-minute offer must be a whole percentage from 1 to 90.',
  withinMinutes:
    'The last-minute offer must start 30 minutes to 24 hours before a slot, in half-hours.',
} as const;

export const PRICES_SAVED =
  'Prices saved. New bookings pay them; existing bookings keep their price.';
export const PRICES_UNCHANGED = 'Nothing changed.';
export const COURT_PRICES_CLEARED =
  "This court now follows the venue's prices. New bookings pay them; existing bookings keep their price.";

/** "18:30" → 1110; "24:00" → 1440; off a half-hour or not a time → null. */
export function parseBandTime(text: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  if (Number(match[2]) >= 60 || minutes > 24 * 60 || minutes % SLOT_MINUTES !== 0) return null;
  return minutes;
}

/** 1110 → "18:30"; 1440 → "24:00". */
export function bandTimeText(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

const perHour = z
  .union([z.string(), z.number()], { error: PRICE_RULE_MESSAGES.perHour })
  .transform((value, ctx) => {
    const paise = rupeesToPaise(value);
    if (paise === null || paise <= 0 || paise > MAX_PRICE_PER_HOUR_PAISE) {
      ctx.addIssue({ code: 'custom', message: PRICE_RULE_MESSAGES.perHour });
      return z.NEVER;
    }
    return paise;
  });

const bandTime = z.string({ error: PRICE_RULE_MESSAGES.time }).transform((value, ctx) => {
  const minutes = parseBandTime(value);
  if (minutes === null) {
    ctx.addIssue({ code: 'custom', message: PRICE_RULE_MESSAGES.time });
    return z.NEVER;
  }
  return minutes;
});

const bandSchema = z
  .object({
    days: z
      .array(
        z
          .number({ error: PRICE_RULE_MESSAGES.days })
          .int(PRICE_RULE_MESSAGES.days)
          .min(0, PRICE_RULE_MESSAGES.days)
          .max(6, PRICE_RULE_MESSAGES.days),
        { error: PRICE_RULE_MESSAGES.days },
      )
      .min(1, PRICE_RULE_MESSAGES.days)
      .refine((days) => new Set(days).size === days.length, PRICE_RULE_MESSAGES.days),
    from: bandTime,
    to: bandTime,
    perHour,
  })
  .refine((band) => band.to > band.from, PRICE_RULE_MESSAGES.bandOrder)
  .transform((band): PriceBand => ({
    days: [...band.days].sort((a, b) => a - b),
    from: band.from,
    to: band.to,
    perHourPaise: band.perHour,
  }));

const specialDaySchema = z.object({
  date: z.string().refine(isLocalDate, PRICE_RULE_MESSAGES.specialDate),
  perHour,
});

const lastMinuteSchema = z.object({
  withinMinutes: z
    .number({ error: PRICE_RULE_MESSAGES.withinMinutes })
    .int(PRICE_RULE_MESSAGES.withinMinutes)
    .min(SLOT_MINUTES, PRICE_RULE_MESSAGES.withinMinutes)
    .max(MAX_OFFER_MINUTES, PRICE_RULE_MESSAGES.withinMinutes)
    .refine((minutes) => minutes % SLOT_MINUTES === 0, PRICE_RULE_MESSAGES.withinMinutes),
  percentOff: z
    .number({ error: PRICE_RULE_MESSAGES.percentOff })
    .int(PRICE_RULE_MESSAGES.percentOff)
    .min(1, PRICE_RULE_MESSAGES.percentOff)
    .max(90, PRICE_RULE_MESSAGES.percentOff),
});

/** PUT /api/v1/owner/turfs/:turfId/pricing, read as PriceRules. */
export const priceRulesBodySchema = z
  .object({
    base: perHour,
    bands: z.array(bandSchema).max(MAX_PRICE_BANDS, PRICE_RULE_MESSAGES.tooManyBands).default([]),
    specialDays: z
      .array(specialDaySchema)
      .max(MAX_SPECIAL_DAYS, PRICE_RULE_MESSAGES.tooManySpecialDays)
      .refine(
        (days) => new Set(days.map((day) => day.date)).size === days.length,
        PRICE_RULE_MESSAGES.specialTwice,
      )
      .default([]),
    lastMinute: lastMinuteSchema.nullable().default(null),
  })
  .transform((body): PriceRules => ({
    basePaise: body.base,
    bands: body.bands,
    specialDays: [...body.specialDays]
      .sort((a, b) => (a.date < b.date ? -1 : 1))
      .map((day) => ({ date: day.date, perHourPaise: day.perHour })),
    lastMinute: body.lastMinute,
  }));
export type PriceRulesBody = z.input<typeof priceRulesBodySchema>;

/** The rules as the API answers them (and as PUT takes them back). */
export const priceRulesJsonSchema = z.object({
  base: z.string(),
  bands: z.array(
    z.object({ days: z.array(z.number()), from: z.string(), to: z.string(), perHour: z.string() }),
  ),
  specialDays: z.array(z.object({ date: z.string(), perHour: z.string() })),
  lastMinute: z.object({ withinMinutes: z.number(), percentOff: z.number() }).nullable(),
});
export type PriceRulesJson = z.infer<typeof priceRulesJsonSchema>;

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

/**
 * A turf answer's rules (its `price` and, for one turf's answers, `pricing`) as the shared
 * pricing function takes them: what the browser mirrors of the server's price.
 */
export function priceRulesOfTurf(turf: { price: number; pricing?: PriceRulesJson }): PriceRules {
  return priceRulesOfJson(turf.pricing) ?? flatPriceRules(rupeesToPaise(turf.price) ?? 0);
}

/** Rules as an answer carries them (a turf's or a court's `pricing`); null when absent. */
export function priceRulesOfJson(pricing: PriceRulesJson | undefined): PriceRules | null {
  const parsed = pricing ? priceRulesBodySchema.safeParse(pricing) : null;
  return parsed?.success ? parsed.data : null;
}

/** A priced part as the API speaks it (GET /turf/:turfId/price's `parts`). */
export function pricePartJson(part: PricedPart): PricePartJson {
  return {
    startTime: timeLabel(part.start),
    endTime: timeLabel(part.end),
    perHour: paiseToRupeesText(part.perHourPaise),
    amount: paiseToRupeesText(part.paise),
    label: part.label,
  };
}

export interface PricePartJson {
  startTime: string;
  endTime: string;
  perHour: string;
  amount: string;
  label: PriceLabel;
}
