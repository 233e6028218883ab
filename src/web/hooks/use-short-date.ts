import { useMemo } from 'react';
import { formatDateIn } from '../../shared/i18n/dates';
import { longDateLabel, shortDateLabel, type LocalDate } from '../../shared/time';
import { useLanguage } from '../i18n/use-language';

/**
 * The grid's and the search's day names: English keeps its short forms ('Sat 12 May',
 * 'Saturday, May 12, 2026' read aloud), which the spec and the journeys fix; Hindi and Marathi
 * write every date their one way, formatDateIn's (docs/decisions/062).
 */
export function useShortDate() {
  const language = useLanguage();
  // The same object while the language stays: memoized cells given it are not redrawn.
  return useMemo(
    () => ({
      /** 'Sat 12 May' / 'शनि, 12 मई 2026'. */
      short: (date: LocalDate) =>
        language === 'en' ? shortDateLabel(date) : formatDateIn(language, date),
      /** 'Saturday, May 12, 2026' (read by screen readers) / 'शनि, 12 मई 2026'. */
      long: (date: LocalDate) =>
        language === 'en' ? longDateLabel(date) : formatDateIn(language, date),
    }),
    [language],
  );
}
