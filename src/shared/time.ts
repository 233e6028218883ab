// The time model (docs/decisions/004-time-model.md): a venue-local calendar date as 'YYYY-MM-DD'
// and minutes since that date's midnight. "Now" is always an argument, never read here.

export type LocalDate = string;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isLocalDate(value: string): value is LocalDate {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
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

/** The calendar date and minute of the day that `instant` is in `timeZone`. */
export function zonedNow(instant: Date, timeZone: string): { date: LocalDate; minutes: number } {
  let year = '';
  let month = '';
  let day = '';
  let hour = 0;
  let minute = 0;
  for (const part of wallClockFormat(timeZone).formatToParts(instant)) {
    if (part.type === 'year') year = part.value;
    else if (part.type === 'month') month = part.value;
    else if (part.type === 'day') day = part.value;
    else if (part.type === 'hour') hour = Number(part.value);
    else if (part.type === 'minute') minute = Number(part.value);
  }
  return { date: `${year}-${month}-${day}`, minutes: hour * 60 + minute };
}

/** Calendar arithmetic on dates (never "add 24 hours"): safe across daylight-saving changes. */
export function addDays(date: LocalDate, days: number): LocalDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** `count` consecutive dates starting at `first`. */
export function dateRange(first: LocalDate, count: number): LocalDate[] {
  return Array.from({ length: count }, (_, index) => addDays(first, index));
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function parts(date: LocalDate) {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
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
  const wall = zonedNow(new Date(instant), timeZone);
  return Date.parse(`${wall.date}T00:00:00Z`) + wall.minutes * 60_000;
}

/** The instant at which `date` begins (00:00) in `timeZone`. */
export function startOfLocalDate(date: LocalDate, timeZone: string): Date {
  return localInstant(date, 0, timeZone);
}

/** The instant of `minutes` past midnight of `date` in `timeZone`, e.g. a booking's ISO start. */
export function localInstant(date: LocalDate, minutes: number, timeZone: string): Date {
  const target = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  // Correct by the zone's offset twice, so an offset change between guess and answer
  // (daylight saving) is taken into account.
  let instant = target;
  for (let i = 0; i < 2; i += 1) instant -= wallClockAsUtc(instant, timeZone) - target;
  return new Date(instant);
}
