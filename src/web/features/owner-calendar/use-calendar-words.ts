import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language';
import type { CalendarWords } from './calendar-words';

/** The calendar's catalogue and language, the same object while neither changes. */
export function useCalendarWords(): CalendarWords {
  const { t } = useTranslation('owner-calendar');
  const language = useLanguage();
  return useMemo(() => ({ t, language }), [t, language]);
}
