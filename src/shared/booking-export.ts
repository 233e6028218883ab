import { isLocalDate, type LocalDate } from './time';

// The owner's CSV export of a turf's bookings: which date ranges may be asked
// for. The server refuses the rest with a 400 and this text; the screen says the same before
// anything is sent, so the two never disagree. Asked without a range, the export is the whole
// history, row for row what the owner's bookings table shows.

/** A year, leap day included: enough for an owner's yearly accounts, small enough to stream. */
export const EXPORT_MAX_DAYS = 366;

export const EXPORT_RANGE_MESSAGES = {
  from: 'Choose a valid start date (YYYY-MM-DD).',
  to: 'Choose a valid end date (YYYY-MM-DD).',
  order: 'The start date must be on or before the end date.',
  tooLong: `Choose at most ${EXPORT_MAX_DAYS} days at a time.`,
  missingFrom: 'Choose a start date (from=YYYY-MM-DD).',
  missingTo: 'Choose an end date (to=YYYY-MM-DD).',
} as const;

/** Days from `from` to `to`, both counted (calendar dates, no zone involved). */
export function daysInRange(from: LocalDate, to: LocalDate): number {
  const utc = (date: LocalDate) => {
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((utc(to) - utc(from)) / 86_400_000) + 1;
}

/** Why this range cannot be exported (the first problem), or null when it can. */
export function exportRangeProblem(from: string, to: string): string | null {
  if (!isLocalDate(from)) return EXPORT_RANGE_MESSAGES.from;
  if (!isLocalDate(to)) return EXPORT_RANGE_MESSAGES.to;
  if (from > to) return EXPORT_RANGE_MESSAGES.order;
  if (daysInRange(from, to) > EXPORT_MAX_DAYS) return EXPORT_RANGE_MESSAGES.tooLong;
  return null;
}

/**
 * GET /api/v1/owner/turfs/:turfId/bookings.csv?from=…&to=… (the owner and the admin); without a
 * range, every booking the owner's table shows.
 */
export function bookingsCsvPath(turfId: string, from?: LocalDate, to?: LocalDate): string {
  const path = `/api/v1/owner/turfs/${encodeURIComponent(turfId)}/bookings.csv`;
  return from && to ? `${path}?${new URLSearchParams({ from, to })}` : path;
}
