import { formatDayMonthYear } from '../../../shared/display-format';
import { rupeesToPaise } from '../../../shared/pricing';
import type { LocalDate } from '../../../shared/time';

// How the owner's Payouts page names a weekly statement and reads its figures
// (docs/decisions/054). Rupees arrive as text with two decimals; the server does the sums.

/** '2030-05-06', '2030-05-12' → '6 May – 12 May 2030'; the year is named once unless it changes. */
export function weekLabel(from: LocalDate, to: LocalDate): string {
  const [fromDay, fromMonth, fromYear] = formatDayMonthYear(from).split(' ');
  const end = formatDayMonthYear(to);
  return fromYear === to.slice(0, 4)
    ? `${fromDay} ${fromMonth} – ${end}`
    : `${formatDayMonthYear(from)} – ${end}`;
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
