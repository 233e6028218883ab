import { chargeForSlots, type Charge } from './pricing';
import {
  endsAfterStart,
  isPastSlot,
  rangesOverlap,
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
  taken: 'This time slot is already booked. Please select a different time.',
  overlapsSelected: 'This time slot overlaps with an already selected slot',
  tooFew: 'Please select at least 4 time slots for subscription booking',
  tooMany: `A subscription can have at most ${MAX_SUBSCRIPTION_SLOTS} slots`,
  notLoggedIn: 'Please log in to proceed with booking.',
} as const;

export interface SlotCandidate {
  date: string;
  start: number | null;
  end: number | null;
}

/**
 * Spec §5's checks for adding one slot, in its order; answers the message or null. `taken` are
 * the turf's booked ranges (from the server), `selected` the slots already chosen.
 */
export function checkSubscriptionSlot(
  candidate: SlotCandidate,
  facts: { now: LocalMoment; taken: readonly TimeRange[]; selected: readonly TimeRange[] },
): string | null {
  const { date, start, end } = candidate;
  if (start === null || end === null) return SUBSCRIPTION_MESSAGES.bothTimes;
  if (!endsAfterStart(start, end)) return SUBSCRIPTION_MESSAGES.endAfterStart;
  if (isPastSlot(date, start, facts.now)) return SUBSCRIPTION_MESSAGES.past;
  const range = { date, start, end };
  if (facts.taken.some((booked) => rangesOverlap(booked, range)))
    return SUBSCRIPTION_MESSAGES.taken;
  if (facts.selected.some((chosen) => rangesOverlap(chosen, range)))
    return SUBSCRIPTION_MESSAGES.overlapsSelected;
  if (facts.selected.length >= MAX_SUBSCRIPTION_SLOTS) return SUBSCRIPTION_MESSAGES.tooMany;
  return null;
}

/** Sum of duration × price per hour over the slots, minus 15%, with each slot's share. */
export function subscriptionPrice(slots: readonly TimeRange[], pricePerHourPaise: number): Charge {
  return chargeForSlots(slots, pricePerHourPaise, SUBSCRIPTION_DISCOUNT_PERCENT);
}

/** startDate and endDate of a subscription: its earliest and latest slot dates. */
export function subscriptionSpan(slots: readonly { date: string }[]): {
  startDate: string;
  endDate: string;
} {
  const dates = slots.map((slot) => slot.date).sort();
  return { startDate: dates[0]!, endDate: dates[dates.length - 1]! };
}
