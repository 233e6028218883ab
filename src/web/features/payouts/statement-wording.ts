import type { Statement } from '../../../shared/api/payout-contract';
import { formatDayMonthYear } from '../../../shared/display-format';
import { rupeesToPaise } from '../../../shared/pricing';
import type { LocalDate } from '../../../shared/time';

// How the owner's Payouts page names a weekly statement and reads its figures
// (docs/decisions/054). Rupees arrive as text with two decimals and are added as whole paise.

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

/** Paise → signed rupees text with two decimals, as the API writes them. */
function rupeesText(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * What the week added to the balance: closing − opening + transfers, the identity the database
 * checks on every statement (opening + net − transfers = closing). Null when a figure is not an
 * amount, so the screen shows no made-up number.
 */
export function weekNet(statement: Pick<Statement, 'opening' | 'transfers' | 'closing'>) {
  const [opening, transfers, closing] = [
    statement.opening,
    statement.transfers,
    statement.closing,
  ].map(signedPaise);
  if (opening == null || transfers == null || closing == null) return null;
  return rupeesText(closing - opening + transfers);
}

/** A negative closing balance is money paid back after a transfer, recovered from later payouts. */
export function isCarriedToRecover(closing: string): boolean {
  const paise = signedPaise(closing);
  return paise !== null && paise < 0;
}
