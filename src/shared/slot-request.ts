import { BOOKING_DAYS_AHEAD, dateWindow } from './date-windows';
import { BOOKING_MESSAGES } from './slot-selection';
import { endsAfterStart, isPastSlot, type LocalMoment, type TimeRange } from './slots';
import {
  MIN_SUBSCRIPTION_SLOTS,
  SUBSCRIPTION_DAYS_AHEAD,
  SUBSCRIPTION_MESSAGES,
  checkSubscriptionSlot,
} from './subscription';
import { dateRange, type LocalDate } from './time';

// What a player may ask to pay for, judged against the clock: one range from the 7-day grid, or
// a subscription's slots. The browser checks each pick with the same rules as it goes; the server
// checks the whole request again before it holds anything.

/**
 * How much time one player may hold unpaid at once (decision 012): on one turf, enough for a
 * subscription of 24 two-hour slots; over all turfs, that and a day's bookings elsewhere. Not
 * enough to take a turf off the market for a week.
 */
export const UNPAID_HOLD_LIMITS = { perTurfMinutes: 48 * 60, totalMinutes: 72 * 60 } as const;

export const SLOT_REQUEST_MESSAGES = {
  tooManyHolds:
    'You are already holding as much unpaid time as one player may. Pay for it, or let it go, before holding more.',
  started: 'This time slot has already started. Please select a future time.',
  beyondGrid: `Bookings can be made up to ${BOOKING_DAYS_AHEAD} days ahead.`,
  beyondHorizon: `Subscription slots can be at most ${SUBSCRIPTION_DAYS_AHEAD} days ahead.`,
} as const;

/** The days of the single-booking grid, starting today. */
export function bookingDays(today: LocalDate): LocalDate[] {
  return dateRange(today, BOOKING_DAYS_AHEAD);
}

export type SlotRequest =
  | { kind: 'booking'; ranges: readonly [TimeRange] }
  | { kind: 'subscription'; ranges: readonly TimeRange[] };

/**
 * Why this request cannot be paid for (the first problem), or null when it can. A price `quote`
 * of a subscription being planned may have fewer slots than one may buy.
 */
export function slotRequestProblem(
  request: SlotRequest,
  now: LocalMoment,
  purpose: 'hold' | 'quote' = 'hold',
): string | null {
  if (request.kind === 'booking') {
    const [range] = request.ranges;
    if (!endsAfterStart(range.start, range.end)) return BOOKING_MESSAGES.endBeforeStart;
    if (isPastSlot(range.date, range.start, now)) return SLOT_REQUEST_MESSAGES.started;
    if (range.date > dateWindow('grid', now.date).last) return SLOT_REQUEST_MESSAGES.beyondGrid;
    return null;
  }
  if (purpose === 'hold' && request.ranges.length < MIN_SUBSCRIPTION_SLOTS)
    return SUBSCRIPTION_MESSAGES.tooFew;
  if (request.ranges.length === 0) return SUBSCRIPTION_MESSAGES.tooFew;
  const selected: TimeRange[] = [];
  const horizon = dateWindow('subscription', now.date);
  for (const range of request.ranges) {
    // The turf's taken slots are the database's business (its exclusion constraint decides).
    const problem = checkSubscriptionSlot(range, { now, taken: [], selected });
    if (problem) return problem;
    if (range.date > horizon.last) return SLOT_REQUEST_MESSAGES.beyondHorizon;
    selected.push(range);
  }
  return null;
}
