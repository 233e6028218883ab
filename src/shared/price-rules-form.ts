import { z } from 'zod';
import { MAX_OFFER_MINUTES, type PriceBand, type PriceRules } from './price-rules';
import { parseBandTime, type PriceRulesJson } from './price-rules-json';
import { rupeesToPaise } from './pricing';
import { SLOT_MINUTES } from './slots';
import { isLocalDate } from './time';
import { MAX_PRICE_PER_HOUR_PAISE } from './turf-form';

// An owner's price rules as the pricing screen sends them (docs/decisions/034), in the answer's
// words (price-rules-json.ts). The schema turns them into shared/price-rules' paise and minutes,
// or refuses them with one clear message.

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
export const priceRulesJsonSchema: z.ZodType<PriceRulesJson> = z.object({
  base: z.string(),
  bands: z.array(
    z.object({ days: z.array(z.number()), from: z.string(), to: z.string(), perHour: z.string() }),
  ),
  specialDays: z.array(z.object({ date: z.string(), perHour: z.string() })),
  lastMinute: z.object({ withinMinutes: z.number(), percentOff: z.number() }).nullable(),
});
