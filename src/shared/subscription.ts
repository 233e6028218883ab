import {
  OPENING_HOURS_MESSAGES,
  hoursOn,
  isClosedSlot,
  isWithinOpeningHours,
  type WeekHours,
} from './opening-hours';
import { LOG_IN_TO_BOOK } from './permissions';
import { priceOfRange, type PriceRules } from './price-rules';
import { chargeForPrices, type Charge } from './pricing';
import {
  endsAfterStart,
  isPastSlot,
  rangesOverlap,
  SLOT_TAKEN,
  type LocalMoment,
  type TimeRange,
} from './slots';

// Subscriptions (spec §5, §9): at least 4 half-hour-aligned slots, 15% off the sum of their prices.

export const MIN_SUBSCRIPTION_SLOTS = 4;
/** One payment holds at most this many slots while it is paid (decision 012). */
export const MAX_SUBSCRIPTION_SLOTS = 24;
export const SUBSCRIPTION_DISCOUNT_PERCENT = 15;
/** How far ahead a subscription slot may be (the calendar's last day and the server's limit). */
export const SUBSCRIPTION_DAYS_AHEAD = 90;

export const SUBSCRIPTION_MESSAGES = {
  bothTimes: 'Please select both start and end time',
  endAfterStart: 'End time must be after start time',
  past: 'Cannot book slots from past time. Please select a future time slot.',
  taken: SLOT_TAKEN,
  overlapsSelected: 'This time slot overlaps with an already selected slot',
  tooFew: 'Please select at least 4 time slots for subscription booking',
  tooMany: `A subscription can have at most ${MAX_SUBSCRIPTION_SLOTS} slots`,
  notLoggedIn: LOG_IN_TO_BOOK,
  closed: OPENING_HOURS_MESSAGES.closed,
} as const;

export interface SlotCandidate {
  date: string;
  start: number | null;
  end: number | null;
}

/**
 * Spec §5's checks for adding one slot, in its order, with the turf's opening hours after the
 * past (a slot may end at closing time); answers the message or null. `taken` are the turf's
 * booked ranges (from the server), `selected` the slots already chosen, `openingHours` the
 * turf's week (null or absent: the default hours).
 */
export function checkSubscriptionSlot(
  candidate: SlotCandidate,
  facts: {
    now: LocalMoment;
    taken: readonly TimeRange[];
    selected: readonly TimeRange[];
    openingHours?: WeekHours | null;
  },
): string | null {
  const { date, start, end } = candidate;
  if (start === null || end === null) return SUBSCRIPTION_MESSAGES.bothTimes;
  if (!endsAfterStart(start, end)) return SUBSCRIPTION_MESSAGES.endAfterStart;
  if (isPastSlot(date, start, facts.now)) return SUBSCRIPTION_MESSAGES.past;
  const range = { date, start, end };
  if (!isWithinOpeningHours(range, facts.openingHours)) return SUBSCRIPTION_MESSAGES.closed;
  if (facts.taken.some((booked) => rangesOverlap(booked, range)))
    return SUBSCRIPTION_MESSAGES.taken;
  if (facts.selected.some((chosen) => rangesOverlap(chosen, range)))
    return SUBSCRIPTION_MESSAGES.overlapsSelected;
  if (facts.selected.length >= MAX_SUBSCRIPTION_SLOTS) return SUBSCRIPTION_MESSAGES.tooMany;
  return null;
}

/** Whether the turf is closed all day on `date` (the planner's calendar does not offer it). */
export function isClosedDay(date: string, week: WeekHours | null | undefined): boolean {
  return hoursOn(date, week) === null;
}

/** Whether the start picker offers `minutes` on `date`: a slot may start there while open. */
export function isClosedStart(
  date: string,
  minutes: number,
  week: WeekHours | null | undefined,
): boolean {
  return isClosedSlot(date, minutes, week);
}

/**
 * Whether the end picker leaves out `minutes` on `date`: a slot may end at any time from opening
 * up to closing time itself (half-open ranges). The opening time stays on offer, as 6:00 AM
 * always has, and is refused as an end before the start like any too-early end.
 */
export function isClosedEnd(
  date: string,
  minutes: number,
  week: WeekHours | null | undefined,
): boolean {
  const hours = hoursOn(date, week);
  return !hours || minutes < hours.open || minutes > hours.close;
}

/** Spec §9: 15% off the sum of the slots' own prices, each slot's share in proportion. */
export function subscriptionCharge(slotPricesPaise: readonly number[]): Charge {
  return chargeForPrices(slotPricesPaise, SUBSCRIPTION_DISCOUNT_PERCENT);
}

/**
 * The subscription's charge for slots priced by `rules` for a hold made at `now` (each slot its
 * rule price, shared/price-rules), as the server prices it.
 */
export function subscriptionPrice(
  slots: readonly TimeRange[],
  rules: PriceRules,
  now: LocalMoment | null,
): Charge {
  return subscriptionCharge(slots.map((slot) => priceOfRange(rules, slot, now).totalPaise));
}

/** startDate and endDate of a subscription: its earliest and latest slot dates. */
export function subscriptionSpan(slots: readonly { date: string }[]): {
  startDate: string;
  endDate: string;
} {
  const dates = slots.map((slot) => slot.date).sort();
  return { startDate: dates[0]!, endDate: dates[dates.length - 1]! };
}
