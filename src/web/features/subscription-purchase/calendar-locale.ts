import type { Locale } from 'date-fns';
import { hi } from 'date-fns/locale/hi';
import type { Language } from '../../../shared/i18n/languages';

// The calendar's words in Hindi and Marathi (docs/decisions/062). react-datepicker names months
// and weekdays through a date-fns locale; date-fns has Hindi but no Marathi, and its Hindi writes
// ordinal figures in Devanagari digits. So both take their names from the platform (CLDR), as the
// product's own dates do, on Hindi's patterns, with Latin digits.

type Width = 'narrow' | 'short' | 'abbreviated' | 'wide' | undefined;

function intlWidth(width: Width): 'narrow' | 'short' | 'long' {
  if (width === 'narrow') return 'narrow';
  return width === 'wide' ? 'long' : 'short';
}

function monthName(language: string, month: number, width: Width): string {
  const day = new Date(Date.UTC(2026, month, 15));
  return new Intl.DateTimeFormat(`${language}-IN`, { month: intlWidth(width), timeZone: 'UTC' })
    .formatToParts(day)
    .find((part) => part.type === 'month')!.value;
}

function weekdayName(language: string, weekday: number, width: Width): string {
  // 2026-11-01 is a Sunday: weekday 0.
  const day = new Date(Date.UTC(2026, 10, 1 + weekday));
  return new Intl.DateTimeFormat(`${language}-IN`, {
    weekday: intlWidth(width),
    timeZone: 'UTC',
  }).format(day);
}

/** The calendar's locale for the language; undefined keeps react-datepicker's English. */
export function calendarLocale(language: Language): Locale | undefined {
  if (language === 'en') return undefined;
  return {
    ...hi,
    code: language,
    localize: {
      ...hi.localize,
      ordinalNumber: (value: unknown) => String(value),
      month: (month: number, options?: { width?: Width }) =>
        monthName(language, month, options?.width),
      day: (weekday: number, options?: { width?: Width }) =>
        weekdayName(language, weekday, options?.width),
    },
  } as Locale;
}
