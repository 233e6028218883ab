import { CURRENCY_SYMBOL } from './catalog';
import { timeLabel } from './slots';
import { zonedNow, type LocalDate } from './time';

// One way to write money and dates on every screen and in every mail, except
// where the spec fixes a format (the owner table's dd MMM yyyy, the date picker's MM/dd/yyyy).

/** Indian digit grouping of a whole number: 150000 → '1,50,000'. Integer arithmetic only. */
function groupIndian(whole: number): string {
  const digits = String(whole);
  if (digits.length <= 3) return digits;
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${rest},${lastThree}`;
}

/**
 * 165000 paise → '₹1,650.00'; negative amounts keep their sign before the symbol. A PDF's built-in
 * fonts have no '₹', so documents pass 'Rs. ' as the symbol.
 */
export function formatPaise(paise: number, symbol: string = CURRENCY_SYMBOL): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(paise));
  const fraction = String(abs % 100).padStart(2, '0');
  return `${sign}${symbol}${groupIndian(Math.floor(abs / 100))}.${fraction}`;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-11-24' → 'Tue, 24 Nov 2026': the product's date, venue-local, no zone conversion. */
export function formatDate(date: LocalDate): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return `${WEEKDAYS[weekday]}, ${formatDayMonthYear(date)}`;
}

/** '2026-11-24' → '24 Nov 2026': formatDate without the weekday, for dates named in a sentence. */
export function formatDayMonthYear(date: LocalDate): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${d} ${MONTHS[m - 1]} ${y}`;
}

/** '2026-11-24T13:02:00Z' in Asia/Kolkata → 'Tue, 24 Nov 2026, 6:32 PM'. */
export function formatVenueInstant(iso: string, timeZone: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  const local = zonedNow(instant, timeZone);
  return `${formatDate(local.date)}, ${timeLabel(local.minutes)}`;
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** '2030-05' → 'May 2030': the month a fee invoice bills, as documents and screens name it. */
export function formatMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return `${MONTH_NAMES[number - 1] ?? month} ${year}`;
}
