import { useCallback, useMemo } from 'react';
import { priceOfSegment, type PriceLabel, type PriceRules } from '../../../../shared/price-rules';
import { priceRulesOfTurf } from '../../../../shared/price-rules-form';
import { END_OF_DAY, SLOT_MINUTES, type LocalMoment } from '../../../../shared/slots';
import type { TurfJson } from '../../../../shared/turf-types';

/**
 * Each half-hour's band on the turf's grid by its rules for a hold made now (docs/decisions/034),
 * the server's own function; null for the base price, which needs no word.
 */
export function usePriceLabels(turf: TurfJson | undefined, now: LocalMoment) {
  const rules = useMemo(() => (turf ? priceRulesOfTurf(turf) : null), [turf]);
  return useCallback(
    (date: string, minutes: number): PriceLabel | null => {
      if (!rules || minutes >= END_OF_DAY) return null;
      const end = Math.min(minutes + SLOT_MINUTES, END_OF_DAY);
      const { label } = priceOfSegment(rules, date, minutes, end, now);
      return label === 'Standard' ? null : label;
    },
    // The clock's minute decides offers; the date and minute are the whole of `now`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [rules, now.date, now.minutes],
  );
}

/** The words the grid's cells may carry for these rules, for its legend. */
export function priceTagsOf(rules: PriceRules): string[] {
  const rates = rules.bands.map((band) => band.perHourPaise);
  return [
    ...(rates.some((rate) => rate > rules.basePaise) ? ['Peak'] : []),
    ...(rates.some((rate) => rate < rules.basePaise) ? ['Off-peak'] : []),
    ...(rules.specialDays.length > 0 ? ['Special'] : []),
    ...(rules.lastMinute ? ['Offer'] : []),
  ];
}
