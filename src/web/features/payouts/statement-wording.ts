import { formatDayMonthYear } from '../../../shared/display-format';
import { rupeesToPaise } from '../../../shared/pricing';
import type { LocalDate } from '../../../shared/time';

// How the owner's Payouts page names a weekly statement and reads its figures
// (docs/decisions/054). Rupees arrive as text with two decimals; the server does the sums.

/**
 * '2030-05-06', '2030-05-12' → '6 May – 12 May 2030'; the year is named once unless it changes.
 * `dayMonthYear` writes a date in the reader's language ('6 May 2030', '6 मई 2030'), day first and
 * year last in each, so dropping the year leaves the day and the month.
 */
export function weekLabel(
  from: LocalDate,
  to: LocalDate,
  dayMonthYear: (date: LocalDate) => string = formatDayMonthYear,
): { from: string; to: string } {
  const start = dayMonthYear(from);
  const end = dayMonthYear(to);
  return from.slice(0, 4) === to.slice(0, 4)
    ? { from: start.slice(0, start.lastIndexOf(' ')), to: end }
    : { from: start, to: end };
}

/** Signed rupees text ('-250.50') → paise; null for anything that is not an amount. */
function signedPaise(text: string): number | null {
  const negative = text.trim().startsWith('-');
  const paise = rupeesToPaise(negative ? text.trim().slice(1) : text);
  return paise === null ? null : negative ? -paise : paise;
}

/** A negative closing balance is money paid back after a transfer, recovered from later payouts. */
export function isCarriedToRecover(closing: string): boolean {
  const paise = signedPaise(closing);
  return paise !== null && paise < 0;
}
