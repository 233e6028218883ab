// The time model (docs/decisions/004-time-model.md): a venue-local calendar date as 'YYYY-MM-DD'
// and minutes since that date's midnight. "Now" is always an argument, never read here.

export type LocalDate = string;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A date as PostgreSQL may write one (years past 9999 with more digits), or with ISO's sign. */
const STORED_DATE_PATTERN = /^([+-]?\d{4,})-(\d{2})-(\d{2})$/;

/**
 * Milliseconds of 00:00 UTC on that calendar day, for any year a Date can hold (NaN beyond):
 * Date.UTC would read the years 0–99 as 1900–1999.
 */
function utcMidnight(year: number, month: number, day: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getTime();
}

/** Year, month and day of any stored date text (see STORED_DATE_PATTERN), or null. */
function dateParts(date: string): { y: number; m: number; d: number } | null {
  const match = STORED_DATE_PATTERN.exec(date);
  if (!match) return null;
  return { y: Number(match[1]), m: Number(match[2]), d: Number(match[3]) };
}

const two = (value: number) => String(value).padStart(2, '0');

/**
 * A calendar day as text: the years 1–9999 as a LocalDate; others as PostgreSQL writes them
 * (five digits and more) or with ISO's minus sign, so they never pass for a LocalDate.
 */
function dateText(year: number, month: number, day: number): string {
  const yearText = year >= 0 ? String(year).padStart(4, '0') : `-${String(-year).padStart(6, '0')}`;
  return `${yearText}-${two(month)}-${two(day)}`;
}

/** A real calendar date from 0001-01-01 to 9999-12-31 (PostgreSQL knows no year 0). */
export function isLocalDate(value: string): value is LocalDate {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  if (y < 1) return false;
  const date = new Date(utcMidnight(y, m, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * One formatter per zone, made once: building an Intl.DateTimeFormat loads the zone's rules and
 * costs far more than formatting with it (it was half the CPU of the availability call).
 */
function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    wallClockFormats.set(timeZone, format);
  }
  return format;
}

/**
 * Zones whose offset has not changed since an instant (tzdata): from then on their wall clock is
 * arithmetic, with no Intl.DateTimeFormat. The first formatter a page builds loads the platform's
 * date data, a long task on a throttled phone before a turf page can draw (decision 080); English
 * pages build no other. India has kept +05:30 since 14 October 1945 (+06:30 until then).
 */
const INDIA_SINCE_1945 = { offsetMinutes: 330, sinceMs: Date.UTC(1945, 9, 14, 17, 30) };
const FIXED_OFFSETS: ReadonlyMap<string, { offsetMinutes: number; sinceMs: number }> = new Map([
  ['Asia/Kolkata', INDIA_SINCE_1945],
  ['Asia/Calcutta', INDIA_SINCE_1945],
]);

interface WallClock {
  year: number;
  month: number;
  day: number;
  minutes: number;
}

/**
 * The wall clock in `timeZone` at `instant`. The year is the UTC year, moved by one where the
 * zone is already (or still) in another year: Intl writes years before 1 as era years ("1" for
 * 1 BC), and its text of years past 9999 is no date Date.parse reads.
 */
function wallClock(instant: Date, timeZone: string): WallClock {
  const fixed = FIXED_OFFSETS.get(timeZone);
  if (fixed && instant.getTime() >= fixed.sinceMs) {
    const shifted = new Date(instant.getTime() + fixed.offsetMinutes * 60_000);
    if (!Number.isNaN(shifted.getTime())) {
      return {
        year: shifted.getUTCFullYear(),
        month: shifted.getUTCMonth() + 1,
        day: shifted.getUTCDate(),
        minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
      };
    }
  }
  let month = 0;
  let day = 0;
  let hour = 0;
  let minute = 0;
  for (const part of wallClockFormat(timeZone).formatToParts(instant)) {
    if (part.type === 'month') month = Number(part.value);
    else if (part.type === 'day') day = Number(part.value);
    else if (part.type === 'hour') hour = Number(part.value);
    else if (part.type === 'minute') minute = Number(part.value);
  }
  const utcMonth = instant.getUTCMonth() + 1;
  let year = instant.getUTCFullYear();
  if (month === 1 && utcMonth === 12) year += 1;
  else if (month === 12 && utcMonth === 1) year -= 1;
  return { year, month, day, minutes: hour * 60 + minute };
}

/** The calendar date and minute of the day that `instant` is in `timeZone`. */
export function zonedNow(instant: Date, timeZone: string): { date: LocalDate; minutes: number } {
  const wall = wallClock(instant, timeZone);
  return { date: dateText(wall.year, wall.month, wall.day), minutes: wall.minutes };
}

/** Calendar arithmetic on dates (never "add 24 hours"): safe across daylight-saving changes. */
export function addDays(date: LocalDate, days: number): LocalDate {
  const parts = dateParts(date);
  const moved = new Date(parts ? utcMidnight(parts.y, parts.m, parts.d + days) : NaN);
  return dateText(moved.getUTCFullYear(), moved.getUTCMonth() + 1, moved.getUTCDate());
}

/** The same day `years` later (or earlier); 29 February becomes the 28th in a common year. */
export function addYears(date: LocalDate, years: number): LocalDate {
  const parts = dateParts(date);
  if (!parts) return addDays(date, 0);
  const year = parts.y + years;
  const lastDay = new Date(utcMidnight(year, parts.m + 1, 0)).getUTCDate();
  return dateText(year, parts.m, Math.min(parts.d, lastDay));
}

/** `count` consecutive dates starting at `first`. */
export function dateRange(first: LocalDate, count: number): LocalDate[] {
  return Array.from({ length: count }, (_, index) => addDays(first, index));
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function parts(date: LocalDate) {
  const { y, m, d } = dateParts(date) ?? { y: NaN, m: NaN, d: NaN };
  const weekday = new Date(utcMidnight(y, m, d)).getUTCDay();
  return { y, m, d, weekday };
}

/** The spec's text form of a date: 'Mon, Jan 1, 2025'. */
export function longDateLabel(date: LocalDate): string {
  const { y, m, d, weekday } = parts(date);
  return `${WEEKDAYS[weekday]}, ${MONTHS[m - 1]} ${d}, ${y}`;
}

/** The grid's column heading: day and short month, such as 'Mon 1 Jan'. */
export function shortDateLabel(date: LocalDate): string {
  const { m, d, weekday } = parts(date);
  return `${WEEKDAYS[weekday]} ${d} ${MONTHS[m - 1]}`;
}

/** Reads 'YYYY-MM-DD' or the spec's 'Mon, Jan 1, 2025' (weekday optional, must match if given). */
export function parseDateText(text: string): LocalDate | null {
  const trimmed = text.trim();
  if (isLocalDate(trimmed)) return trimmed;
  const match = /^(?:([A-Za-z]{3}),?\s+)?([A-Za-z]{3})\s+(\d{1,2}),\s*(\d{4})$/.exec(trimmed);
  if (!match) return null;
  const [, weekday, monthName, day, year] = match;
  const month = MONTHS.findIndex((name) => name.toLowerCase() === monthName!.toLowerCase());
  if (month < 0) return null;
  const date = `${year}-${String(month + 1).padStart(2, '0')}-${day!.padStart(2, '0')}`;
  if (!isLocalDate(date)) return null;
  if (weekday && WEEKDAYS[parts(date).weekday]!.toLowerCase() !== weekday.toLowerCase())
    return null;
  return date;
}

/** The wall-clock reading in `timeZone` at `instant`, written as if it were a UTC time. */
function wallClockAsUtc(instant: number, timeZone: string): number {
  const wall = wallClock(new Date(instant), timeZone);
  return utcMidnight(wall.year, wall.month, wall.day) + wall.minutes * 60_000;
}

/** Whether a Date can hold this many milliseconds (about 275,000 years either side of 1970). */
const isInstant = (milliseconds: number) => !Number.isNaN(new Date(milliseconds).getTime());

/** The instant at which `date` begins (00:00) in `timeZone`. */
export function startOfLocalDate(date: LocalDate, timeZone: string): Date {
  return localInstant(date, 0, timeZone);
}

/**
 * The instant of `minutes` past midnight of `date` in `timeZone`, e.g. a booking's ISO start.
 * Any date a Date can hold has one, years 1 and 9999 included; a text that is no date, or a day
 * beyond a Date's reach, gives an invalid Date (never a RangeError thrown from in here).
 */
export function localInstant(date: LocalDate, minutes: number, timeZone: string): Date {
  const parts = dateParts(date);
  const target = parts ? utcMidnight(parts.y, parts.m, parts.d) + minutes * 60_000 : NaN;
  // Correct by the zone's offset twice, so an offset change between guess and answer
  // (daylight saving) is taken into account.
  let instant = target;
  for (let i = 0; i < 2; i += 1) {
    if (!isInstant(instant)) return new Date(NaN);
    instant -= wallClockAsUtc(instant, timeZone) - target;
  }
  return new Date(instant);
}

/** The Monday that starts `date`'s week (weeks run Monday to Sunday, as payout statements do). */
export function mondayOf(date: LocalDate): LocalDate {
  return addDays(date, -((parts(date).weekday + 6) % 7));
}
