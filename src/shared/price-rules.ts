import { weekdayOf } from './opening-hours';
import { SLOT_MINUTES, type LocalMoment } from './slots';
import { addDays, type LocalDate } from './time';

// A venue's prices as its owner sets them (docs/decisions/034): a base price an hour, weekday
// bands, special days and a last-minute offer. The price of any range at any moment comes from
// priceOfRange alone, half-hour by half-hour and in whole paise, wherever a price is shown or
// charged: the grid, the booking summary, the subscription planner, the slot search and the hold.

/** Days are 0 = Sunday … 6 = Saturday; `from` and `to` are minutes of the day on half-hours. */
export interface PriceBand {
  days: number[];
  from: number;
  /** Up to 24:00 (1440): a band to midnight covers the day's last, shorter slot too. */
  to: number;
  perHourPaise: number;
}

export interface SpecialDay {
  date: LocalDate;
  perHourPaise: number;
}

/** A half-hour still free within `withinMinutes` of its start costs `percentOff` less. */
/** The furthest ahead a last-minute offer may reach: a day. */
export const MAX_OFFER_MINUTES = 24 * 60;

export interface LastMinuteOffer {
  withinMinutes: number;
  percentOff: number;
}

export interface PriceRules {
  basePaise: number;
  bands: PriceBand[];
  specialDays: SpecialDay[];
  lastMinute: LastMinuteOffer | null;
}

/** A listing that never set rules: its one price every hour (the spec's flat price). */
export function flatPriceRules(perHourPaise: number): PriceRules {
  return { basePaise: perHourPaise, bands: [], specialDays: [], lastMinute: null };
}

/**
 * The lowest price an hour a listing asks on any ordinary week (its base and weekday bands), for
 * "from ₹X an hour": special days and the last-minute offer are one-offs, not a standing price.
 */
export function regularFromPaise(rules: PriceRules): number {
  return Math.min(rules.basePaise, ...rules.bands.map((band) => band.perHourPaise));
}

/** What a listing keeps beside its price: the base is always the spec's `price`. */
export type RulesBeyondBase = Omit<PriceRules, 'basePaise'>;

/** A listing's rules from its price and what it keeps beside it (null: none, a flat price). */
export function rulesWithBase(basePaise: number, beyond: RulesBeyondBase | null): PriceRules {
  return beyond ? { basePaise, ...beyond } : flatPriceRules(basePaise);
}

/**
 * A court's rules: its own when its owner priced it apart (docs/decisions/039), else its
 * listing's. Every price of a slot on a court goes through this.
 */
export function rulesOfCourt(
  listing: PriceRules,
  court: { priceRules?: PriceRules | null } | null | undefined,
): PriceRules {
  return court?.priceRules ?? listing;
}

/** What a listing keeps beside its price; null when the rules are a flat price. */
export function rulesBeyondBase(rules: PriceRules): RulesBeyondBase | null {
  const { bands, specialDays, lastMinute } = rules;
  return bands.length || specialDays.length || lastMinute
    ? { bands, specialDays, lastMinute }
    : null;
}

/** What sets a half-hour's rate; an offer is on top of it. */
export type RateSource = 'base' | 'band' | 'special';

export type PriceLabel = 'Standard' | 'Peak' | 'Off-peak' | 'Special day' | 'Last-minute offer';

export interface PricedPart {
  start: number;
  end: number;
  /** The rule's price an hour (before any offer). */
  perHourPaise: number;
  /** What this part costs, offer included. */
  paise: number;
  label: PriceLabel;
}

export interface RangePrice {
  totalPaise: number;
  /** Consecutive half-hours of one rate and label, in time order. */
  parts: PricedPart[];
}

/** The rate a weekday's half-hour from `start` has by the bands (the last listed wins) or the base. */
export function weekdayRateAt(
  rules: PriceRules,
  weekday: number,
  start: number,
): { perHourPaise: number; source: RateSource } {
  for (let index = rules.bands.length - 1; index >= 0; index -= 1) {
    const band = rules.bands[index]!;
    if (band.days.includes(weekday) && band.from <= start && start < band.to) {
      return { perHourPaise: band.perHourPaise, source: 'band' };
    }
  }
  return { perHourPaise: rules.basePaise, source: 'base' };
}

/** The special day `date` is, if its rules have one. */
const specialDayOf = (rules: PriceRules, date: LocalDate) =>
  rules.specialDays.find((day) => day.date === date);

/** The rate of a half-hour on a day known by its special day (if any) and weekday. */
function rateOnDay(
  rules: PriceRules,
  special: SpecialDay | undefined,
  weekday: number,
  start: number,
): { perHourPaise: number; source: RateSource } {
  if (special) return { perHourPaise: special.perHourPaise, source: 'special' };
  return weekdayRateAt(rules, weekday, start);
}

/**
 * The rate of the half-hour from `start` on `date`, and what set it. Precedence: a special day
 * over a weekday band over the base; among bands that cover the half-hour, the one listed last.
 */
export function rateAt(
  rules: PriceRules,
  date: LocalDate,
  start: number,
): { perHourPaise: number; source: RateSource } {
  return rateOnDay(rules, specialDayOf(rules, date), weekdayOf(date), start);
}

/**
 * What the segment [start, end) of one half-hour costs at `perHourPaise`. A whole half-hour is
 * half the rate, the odd paisa (if any) on the half from :30, so every clock hour costs exactly
 * its rate; the day's last slot (11:30–11:59 PM) costs its minutes' share, rounded.
 */
export function segmentPaise(start: number, end: number, perHourPaise: number): number {
  if (end - start !== SLOT_MINUTES) return Math.round(((end - start) * perHourPaise) / 60);
  const firstHalf = Math.floor(perHourPaise / 2);
  return start % 60 === 0 ? firstHalf : perHourPaise - firstHalf;
}

/**
 * Minutes from `now` to the midnight that begins `date`, both on the venue's clock, as far as an
 * offer can reach (a day, MAX_OFFER_MINUTES): a later day is simply far off, a past one never
 * reached. A half-hour from `start` begins this plus `start` minutes from now.
 */
function minutesToDay(date: LocalDate, now: LocalMoment | null): number {
  if (!now || date < now.date) return Number.NEGATIVE_INFINITY;
  if (date === now.date) return -now.minutes;
  return date === dayAfter(now.date) ? 24 * 60 - now.minutes : Number.POSITIVE_INFINITY;
}

/**
 * The day after `date`, remembered for the last date asked: a search prices a thousand ranges
 * against one "now" (docs/decisions/047), and each would otherwise make a Date for it.
 */
const dayAfter = (() => {
  let asked = '';
  let answer = '';
  return (date: LocalDate): LocalDate => {
    if (date !== asked) [asked, answer] = [date, addDays(date, 1)];
    return answer;
  };
})();

/** The offer's paise off a segment's price: percentOff of it, to the nearest paisa. */
export function offerPaise(paise: number, percentOff: number): number {
  return Math.floor((paise * percentOff + 50) / 100);
}

/** What a rate is called beside the base: the grid's tags, the price list, the week preview. */
export function labelOf(rules: PriceRules, perHourPaise: number, source: RateSource): PriceLabel {
  if (source === 'special') return 'Special day';
  if (perHourPaise > rules.basePaise) return 'Peak';
  if (perHourPaise < rules.basePaise) return 'Off-peak';
  return 'Standard';
}

/** Whether the last-minute offer applies to a half-hour beginning `until` minutes from now. */
const offerApplies = (offer: LastMinuteOffer | null, until: number): offer is LastMinuteOffer =>
  !!offer && until >= 0 && until <= offer.withinMinutes;

/** What a half-hour at `perHourPaise` costs, beginning `until` minutes from now. */
function halfHourPaise(
  rules: PriceRules,
  perHourPaise: number,
  start: number,
  end: number,
  until: number,
): number {
  const full = segmentPaise(start, end, perHourPaise);
  const offer = rules.lastMinute;
  return offerApplies(offer, until) ? full - offerPaise(full, offer.percentOff) : full;
}

/** A half-hour at its rate, beginning `until` minutes from now (negative: begun or no clock). */
function pricedAt(
  rules: PriceRules,
  rate: { perHourPaise: number; source: RateSource },
  start: number,
  end: number,
  until: number,
): PricedPart {
  const { perHourPaise, source } = rate;
  const paise = halfHourPaise(rules, perHourPaise, start, end, until);
  const label = offerApplies(rules.lastMinute, until)
    ? 'Last-minute offer'
    : labelOf(rules, perHourPaise, source);
  return { start, end, perHourPaise, paise, label };
}

/** One half-hour (or the day's last, shorter slot) of a range, priced. */
export function priceOfSegment(
  rules: PriceRules,
  date: LocalDate,
  start: number,
  end: number,
  now: LocalMoment | null,
): PricedPart {
  return pricedAt(rules, rateAt(rules, date, start), start, end, minutesToDay(date, now) + start);
}

/** What a range's every half-hour shares: its day's special day, weekday and distance from now. */
function dayOfRange(rules: PriceRules, date: LocalDate, now: LocalMoment | null) {
  return {
    special: specialDayOf(rules, date),
    weekday: weekdayOf(date),
    toDay: minutesToDay(date, now),
  };
}

/**
 * priceOfRange's total alone, without its parts: a slot search prices every free time of a third
 * of the city's venues to filter and order them (docs/decisions/048). The same half-hours, the
 * same rates and offer, so always the same total (a property test holds them together).
 */
export function totalPaiseOfRange(
  rules: PriceRules,
  range: { date: LocalDate; start: number; end: number },
  now: LocalMoment | null,
): number {
  const { special, weekday, toDay } = dayOfRange(rules, range.date, now);
  let totalPaise = 0;
  for (let start = range.start; start < range.end; start += SLOT_MINUTES) {
    const end = Math.min(start + SLOT_MINUTES, range.end);
    const { perHourPaise } = rateOnDay(rules, special, weekday, start);
    totalPaise += halfHourPaise(rules, perHourPaise, start, end, toDay + start);
  }
  return totalPaise;
}

/**
 * The price of [start, end) on `date` for a hold made at `now` (null: no offer applies, as for a
 * price list): the sum of its half-hours, so a range costs the same however it is split.
 */
export function priceOfRange(
  rules: PriceRules,
  range: { date: LocalDate; start: number; end: number },
  now: LocalMoment | null,
): RangePrice {
  const parts: PricedPart[] = [];
  let totalPaise = 0;
  // The day's special day, weekday and distance from now, once a range (docs/decisions/047).
  const { special, weekday, toDay } = dayOfRange(rules, range.date, now);
  for (let start = range.start; start < range.end; start += SLOT_MINUTES) {
    const end = Math.min(start + SLOT_MINUTES, range.end);
    const rate = rateOnDay(rules, special, weekday, start);
    const part = pricedAt(rules, rate, start, end, toDay + start);
    totalPaise += part.paise;
    const last = parts[parts.length - 1];
    if (last && last.label === part.label && last.perHourPaise === part.perHourPaise) {
      last.end = part.end;
      last.paise += part.paise;
    } else {
      parts.push(part);
    }
  }
  return { totalPaise, parts };
}
