import { formatDate, formatDayMonthYear, formatMonth } from '../display-format';
import { timeLabel } from '../slots';
import { zonedNow, type LocalDate } from '../time';
import type { Language } from './languages';

// Dates in the reader's language, one way each (docs/decisions/062). English keeps the product's
// own forms ('Tue, 24 Nov 2026'); Hindi and Marathi take their month and weekday names from the
// platform's CLDR data with Latin digits (Mumbai apps write 24, not २४), and times keep the grid's
// form (7:00 AM) in every language.

function dateAtUtcNoon(date: LocalDate): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d, 12));
}

type DateParts = { weekday: string; day: string; month: string; year: string };

/**
 * The parts of a date in Hindi or Marathi, joined below in the product's one order: CLDR's own
 * Marathi pattern puts commas between day, month and year ('24, नोव्हें 2026'), which no Mumbai
 * app writes, so the order is ours and only the words are the platform's.
 */
function partsIn(language: Exclude<Language, 'en'>, date: LocalDate, month: 'short' | 'long') {
  const parts = new Intl.DateTimeFormat(`${language}-IN-u-nu-latn`, {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month,
    year: 'numeric',
  }).formatToParts(dateAtUtcNoon(date));
  const part = (type: keyof DateParts) => parts.find((p) => p.type === type)?.value ?? '';
  return { weekday: part('weekday'), day: part('day'), month: part('month'), year: part('year') };
}

/** '2026-11-24' → 'Tue, 24 Nov 2026' / 'मंगल, 24 नव॰ 2026' / 'मंगळ, 24 नोव्हें 2026'. */
export function formatDateIn(language: Language, date: LocalDate): string {
  if (language === 'en') return formatDate(date);
  const { weekday, day, month, year } = partsIn(language, date, 'short');
  return `${weekday}, ${day} ${month} ${year}`;
}

/** '2026-11-24' → '24 Nov 2026' in the language: a date named inside a sentence. */
export function formatDayMonthYearIn(language: Language, date: LocalDate): string {
  if (language === 'en') return formatDayMonthYear(date);
  const { day, month, year } = partsIn(language, date, 'short');
  return `${day} ${month} ${year}`;
}

/** '2030-05' → 'May 2030' / 'मई 2030' / 'मे 2030'. */
export function formatMonthIn(language: Language, month: string): string {
  if (language === 'en') return formatMonth(month);
  const parts = partsIn(language, `${month}-01` as LocalDate, 'long');
  return `${parts.month} ${parts.year}`;
}

/** An instant at the venue: its date in the language and the grid's time ('…, 6:32 PM'). */
export function formatVenueInstantIn(language: Language, iso: string, timeZone: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  const local = zonedNow(instant, timeZone);
  return `${formatDateIn(language, local.date)}, ${timeLabel(local.minutes)}`;
}
