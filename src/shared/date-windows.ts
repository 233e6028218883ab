import { formatDayMonthYear } from './display-format';
import { SUBSCRIPTION_DAYS_AHEAD } from './subscription';
import { addDays, addYears, isLocalDate, type LocalDate } from './time';

// Which dates each input may name (docs/decisions/023-date-windows.md), counted from the venue's
// today, the same on the server and in the browser. A date outside its window is refused with a
// 400 that names the window, before it reaches a query, a lock or a label: so no request can
// store a row for the year 9999, nor ask the database about the year 0.

/** The single-booking grid shows today and the next six days (spec §2); bookings stay inside. */
export const BOOKING_DAYS_AHEAD = 7;
/** An owner's tools and any date query reach one year back (last season's accounts)... */
export const CALENDAR_YEARS_BACK = 1;
/** ...and two years ahead (a long series of blocks, next year's calendar). */
export const CALENDAR_YEARS_AHEAD = 2;

/**
 * grid: a single booking or a move, and a slot search. subscription: a subscription's slots.
 * calendar: an owner's blocks, weekly series, rain-outs, calendar and exports, and the date
 * window of any list of bookings.
 */
export type DateWindowKind = 'grid' | 'subscription' | 'calendar';

/** The first and last date a window allows, both included. */
export interface DateWindow {
  first: LocalDate;
  last: LocalDate;
}

export function dateWindow(kind: DateWindowKind, today: LocalDate): DateWindow {
  switch (kind) {
    case 'grid':
      return { first: today, last: addDays(today, BOOKING_DAYS_AHEAD - 1) };
    case 'subscription':
      return { first: today, last: addDays(today, SUBSCRIPTION_DAYS_AHEAD) };
    case 'calendar':
      return {
        first: addYears(today, -CALENDAR_YEARS_BACK),
        last: addDays(addYears(today, CALENDAR_YEARS_AHEAD), -1),
      };
  }
}

/** Whether `date` is a real date inside the window (text that is no date never is). */
export function isWithinWindow(date: string, window: DateWindow): boolean {
  return isLocalDate(date) && date >= window.first && date <= window.last;
}

/** 'Choose a date between 25 Nov 2025 and 24 Nov 2028.' */
export function dateWindowMessage(window: DateWindow): string {
  return `Choose a date between ${formatDayMonthYear(window.first)} and ${formatDayMonthYear(window.last)}.`;
}

/** The window's message when any of `dates` is outside the `kind` window of `today`, or null. */
export function dateWindowProblem(
  kind: DateWindowKind,
  dates: readonly string[],
  today: LocalDate,
): string | null {
  const window = dateWindow(kind, today);
  return dates.every((date) => isWithinWindow(date, window)) ? null : dateWindowMessage(window);
}
