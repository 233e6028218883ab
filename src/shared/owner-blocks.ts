import {
  END_OF_DAY,
  FIRST_SLOT,
  SLOT_MINUTES,
  isPastSlot,
  type LocalMoment,
  type TimeRange,
} from './slots';
import { addDays } from './time';

// What an owner may close on their calendar: a block, a repeated block, or a rain-out
// (cancel and block). The calendar checks a pick with these rules as the owner makes it; the
// server checks the request again before it writes anything.

/** The reasons offered as buttons; any other text up to BLOCK_REASON_MAX_LENGTH is allowed too. */
export const BLOCK_REASONS = ['Maintenance', 'Offline booking', 'Private event'] as const;
export const BLOCK_REASON_MAX_LENGTH = 80;
/** A repeated block covers at most this many weeks (a season), made all at once. */
export const MAX_REPEAT_WEEKS = 12;

export const OWNER_BLOCK_MESSAGES = {
  reasonMissing: 'Please give a reason.',
  reasonTooLong: `The reason can be at most ${BLOCK_REASON_MAX_LENGTH} characters.`,
  endBeforeStart: 'The end time must be after the start time.',
  offGrid:
    'Times must be on the half hour between 6:00 AM and 11:59 PM, within one day (a block cannot cross midnight).',
  past: 'This time has already started. Please choose a time from now on.',
  tooManyWeeks: `A repeated block can cover at most ${MAX_REPEAT_WEEKS} weeks.`,
  overlapsBooking:
    'This time overlaps a paid booking or a player paying right now. Cancel the booking first, or choose another time.',
  rainOutChanged:
    'A booking was made in this time since the list was shown. Nothing was cancelled: check the list again.',
} as const;

/** The reason as stored: trimmed, inner runs of white space made one. */
export function normalizeBlockReason(reason: string): string {
  return reason.trim().replace(/\s+/g, ' ');
}

export function blockReasonProblem(reason: string): string | null {
  const normalized = normalizeBlockReason(reason);
  if (!normalized) return OWNER_BLOCK_MESSAGES.reasonMissing;
  if (normalized.length > BLOCK_REASON_MAX_LENGTH) return OWNER_BLOCK_MESSAGES.reasonTooLong;
  return null;
}

const onGrid = (minutes: number) =>
  Number.isInteger(minutes) &&
  minutes >= FIRST_SLOT &&
  minutes <= END_OF_DAY &&
  (minutes % SLOT_MINUTES === 0 || minutes === END_OF_DAY);

/**
 * Why an owner cannot close this range now, or null: on the grid's times, within one day, ending
 * after it starts, and not started yet (the past is history, not something to block).
 */
export function ownerRangeProblem(range: TimeRange, now: LocalMoment): string | null {
  if (!onGrid(range.start) || !onGrid(range.end)) return OWNER_BLOCK_MESSAGES.offGrid;
  if (range.end <= range.start) return OWNER_BLOCK_MESSAGES.endBeforeStart;
  if (isPastSlot(range.date, range.start, now)) return OWNER_BLOCK_MESSAGES.past;
  return null;
}

/** The range on the same weekday for `weeks` weeks, the first included. */
export function weeklyRanges(range: TimeRange, weeks: number): TimeRange[] {
  return Array.from({ length: weeks }, (_, week) => ({
    ...range,
    date: addDays(range.date, week * 7),
  }));
}

/** Why this repeat count cannot be made (whole weeks, 1 … MAX_REPEAT_WEEKS), or null. */
export function repeatWeeksProblem(weeks: number): string | null {
  return Number.isInteger(weeks) && weeks >= 1 && weeks <= MAX_REPEAT_WEEKS
    ? null
    : OWNER_BLOCK_MESSAGES.tooManyWeeks;
}
