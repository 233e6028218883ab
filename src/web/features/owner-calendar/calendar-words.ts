import type { TFunction } from 'i18next';
import { formatDateIn } from '../../../shared/i18n/dates';
import type { Language } from '../../../shared/i18n/languages';
import { WEEKDAY_NAMES } from '../../../shared/opening-hours';
import {
  BLOCK_REASON_MAX_LENGTH,
  MAX_REPEAT_WEEKS,
  OWNER_BLOCK_MESSAGES,
} from '../../../shared/owner-blocks';
import { longDateLabel, shortDateLabel } from '../../../shared/time';

// What the calendar's pure wording functions need to speak the reader's language
// (docs/decisions/062): the owner-calendar catalogue's t and the language, for its dates.

export interface CalendarWords {
  t: TFunction;
  language: Language;
}

/** English keeps the calendar's own forms; Hindi and Marathi write every date one way. */
export function longDate(words: CalendarWords, date: string): string {
  return words.language === 'en' ? longDateLabel(date) : formatDateIn(words.language, date);
}

/** A column's heading ('Mon 1 Jan' in English). */
export function shortDate(words: CalendarWords, date: string): string {
  return words.language === 'en' ? shortDateLabel(date) : formatDateIn(words.language, date);
}

/** 'Tue, 14 May 2030' in the language. */
export function fullDate(words: CalendarWords, date: string): string {
  return formatDateIn(words.language, date);
}

/** Sunday first, as the week's hours count: 'Monday' / 'सोमवार' / 'सोमवार'. */
export function weekdayName(words: CalendarWords, index: number): string {
  if (words.language === 'en') return WEEKDAY_NAMES[index] ?? '';
  // 2023-01-01 was a Sunday.
  return new Intl.DateTimeFormat(`${words.language}-IN`, {
    weekday: 'long',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2023, 0, 1 + index, 12)));
}

/**
 * The shared rules' refusals of a block or rain-out (shared/owner-blocks, which the server speaks
 * in English), in the reader's language: each is a key of the catalogue.
 */
export function blockProblemText(words: CalendarWords, message: string): string {
  const key = (Object.keys(OWNER_BLOCK_MESSAGES) as (keyof typeof OWNER_BLOCK_MESSAGES)[]).find(
    (name) => OWNER_BLOCK_MESSAGES[name] === message,
  );
  return key
    ? words.t(`blockProblems.${key}`, { max: BLOCK_REASON_MAX_LENGTH, weeks: MAX_REPEAT_WEEKS })
    : message;
}
