import { useTranslation } from 'react-i18next';
import {
  formatDateIn,
  formatDayMonthYearIn,
  formatMonthIn,
  formatVenueInstantIn,
} from '../../shared/i18n/dates';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../shared/i18n/languages';

/** The language the screen speaks now. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/**
 * Dates in the screen's language, one way each (docs/decisions/062). Money needs no language:
 * formatPaise writes ₹ and Indian grouping in every language.
 */
export function useDates() {
  const language = useLanguage();
  return {
    /** '2026-11-24' → 'Tue, 24 Nov 2026' */
    date: (date: string) => formatDateIn(language, date),
    /** '2026-11-24' → '24 Nov 2026' */
    dayMonthYear: (date: string) => formatDayMonthYearIn(language, date),
    /** '2030-05' → 'May 2030' */
    month: (month: string) => formatMonthIn(language, month),
    /** an instant at the venue → 'Tue, 24 Nov 2026, 6:32 PM' */
    venueInstant: (iso: string, timeZone: string) => formatVenueInstantIn(language, iso, timeZone),
  };
}
