import { zonedNow } from './time';

// The month of an owner's invoice register (docs/decisions/038), 'YYYY-MM', in the venue's zone.

export const REGISTER_MONTH_PROBLEM = 'Choose a month as YYYY-MM, such as 2026-04.';

/** The month asked for, or this month in `timeZone` when none; null for a bad text. */
export function registerMonth(text: string | undefined, now: Date, timeZone: string) {
  if (text === undefined || text === '') return zonedNow(now, timeZone).date.slice(0, 7);
  const match = /^(\d{4})-(\d{2})$/.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  return year >= 2000 && year <= 2999 && month >= 1 && month <= 12 ? text : null;
}

/** The first day of the month and of the next: the register's half-open range of dates. */
export function monthDates(month: string): { first: string; next: string } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
  return { first: `${month}-01`, next: `${next}-01` };
}
