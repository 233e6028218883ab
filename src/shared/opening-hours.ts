import { END_OF_DAY, FIRST_SLOT, SLOT_MINUTES, timeLabel, type TimeRange } from './slots';
import type { LocalDate } from './time';

// When a turf is open: one entry per weekday, Sunday first, each the day's opening
// and closing minute or null for a day it is closed. A turf that never set its hours is open
// 6:00 AM – 11:59 PM every day, which is exactly the grid, so nothing changes for it. The grid,
// the subscription planner and the server all ask the same question here: is this range inside
// the hours of its day?

export interface DayHours {
  open: number;
  close: number;
}

/** Sunday first, as Date.getUTCDay() counts. */
export type WeekHours = readonly (DayHours | null)[];

export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

export const DEFAULT_DAY_HOURS: DayHours = { open: FIRST_SLOT, close: END_OF_DAY };
export const DEFAULT_WEEK_HOURS: WeekHours = WEEKDAY_NAMES.map(() => DEFAULT_DAY_HOURS);

export const OPENING_HOURS_MESSAGES = {
  closed: 'The turf is closed at this time. Please select a time within its opening hours.',
  weekLength: 'Opening hours need an entry for each of the 7 weekdays.',
} as const;

/** Each month's shift of the weekday in the Gregorian count below (March-based years). */
const MONTH_SHIFTS = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4];

/**
 * 0 for Sunday … 6 for Saturday, from the calendar date alone (no zone involved). In whole-number
 * arithmetic, not through a Date, and remembered for the last date asked: the slot search asks
 * it for one date per court, start and price, thousands of times (docs/decisions/047, 048).
 */
export const weekdayOf = (() => {
  let asked = '';
  let answer = 0;
  return (date: LocalDate): number => {
    if (date !== asked) [asked, answer] = [date, weekdayByCount(date)];
    return answer;
  };
})();

function weekdayByCount(date: LocalDate): number {
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  // January and February count as the end of the year before, so leap days come last.
  const year = Number(date.slice(0, 4)) - (month < 3 ? 1 : 0);
  const leaps = Math.floor(year / 4) - Math.floor(year / 100) + Math.floor(year / 400);
  return (year + leaps + MONTH_SHIFTS[month - 1]! + day) % 7;
}

/** The hours that apply on this date (null: closed all day). */
export function hoursOn(date: LocalDate, week: WeekHours | null | undefined): DayHours | null {
  return (week ?? DEFAULT_WEEK_HOURS)[weekdayOf(date)] ?? null;
}

/** Whether the half-open range lies within its day's hours. */
export function isWithinOpeningHours(
  range: TimeRange,
  week: WeekHours | null | undefined,
): boolean {
  const hours = hoursOn(range.date, week);
  return !!hours && hours.open <= range.start && range.end <= hours.close;
}

/** A grid cell starting at `minutes` is closed when no slot can start there. */
export function isClosedSlot(
  date: LocalDate,
  minutes: number,
  week: WeekHours | null | undefined,
): boolean {
  const hours = hoursOn(date, week);
  return !hours || minutes < hours.open || minutes >= hours.close;
}

/** Why these slots cannot be booked at these hours (the first problem), or null. */
export function openingHoursProblem(
  ranges: readonly TimeRange[],
  week: WeekHours | null | undefined,
): string | null {
  return ranges.every((range) => isWithinOpeningHours(range, week))
    ? null
    : OPENING_HOURS_MESSAGES.closed;
}

const isGridTime = (minutes: number) =>
  Number.isInteger(minutes) &&
  minutes >= FIRST_SLOT &&
  minutes <= END_OF_DAY &&
  (minutes % SLOT_MINUTES === 0 || minutes === END_OF_DAY);

/**
 * Why an owner's week of hours cannot be saved, or null: every day is closed or opens and closes
 * on the grid's times (6:00 AM … 11:59 PM) with the close after the open.
 */
export function weekHoursProblem(week: readonly (DayHours | null)[]): string | null {
  if (week.length !== 7) return OPENING_HOURS_MESSAGES.weekLength;
  for (const [index, hours] of week.entries()) {
    if (!hours) continue;
    const day = WEEKDAY_NAMES[index]!;
    if (!isGridTime(hours.open) || !isGridTime(hours.close))
      return `${day}: opening and closing times must be on the half hour between ${timeLabel(FIRST_SLOT)} and ${timeLabel(END_OF_DAY)}.`;
    if (hours.close <= hours.open)
      return `${day}: the closing time must be after the opening time.`;
  }
  return null;
}

/** Whether these are the default hours, so a turf can store null and follow the default. */
export function isDefaultWeek(week: WeekHours): boolean {
  return week.every(
    (hours) => hours?.open === DEFAULT_DAY_HOURS.open && hours.close === DEFAULT_DAY_HOURS.close,
  );
}
