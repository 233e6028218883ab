import { useTranslation } from 'react-i18next';
import { useDates } from '../../i18n/use-language';
import type { Words } from './booking-wording';

/**
 * The booking page's `t` (its own booking-detail catalogue first, the booking parts' beside it)
 * and its dates, as booking-wording's sentences take them (docs/decisions/062).
 */
export function useBookingWords(): Words {
  const { t } = useTranslation(['booking-detail', 'booking-parts']);
  const dates = useDates();
  return { t, dates };
}
