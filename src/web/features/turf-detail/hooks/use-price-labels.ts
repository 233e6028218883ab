import { useCallback, useMemo } from 'react';
import {
  labelOf,
  priceOfSegment,
  rulesOfCourt,
  type PriceLabel,
  type PriceRules,
} from '../../../../shared/price-rules';
import { PRICE_TAGS } from '../../../components/availability-grid/grid-cell';
import { priceRulesOfTurf } from '../../../../shared/price-rules-json';
import { END_OF_DAY, SLOT_MINUTES, type LocalMoment } from '../../../../shared/slots';
import type { Court } from '../../../../shared/courts';
import type { TurfJson } from '../../../../shared/turf-types';

/**
 * Each half-hour's band on the turf's grid by its rules for a hold made now (docs/decisions/034),
 * the server's own function; null for the base price, which needs no word.
 */
export function usePriceLabels(
  turf: TurfJson | undefined,
  now: LocalMoment,
  /** The court a hold of a half-hour would get, where courts are priced apart (decision 039). */
  courtAt: ((date: string, minutes: number) => Court | null) | null,
) {
  const rules = useMemo(() => (turf ? priceRulesOfTurf(turf) : null), [turf]);
  return useCallback(
    (date: string, minutes: number): PriceLabel | null => {
      if (!rules || minutes >= END_OF_DAY) return null;
      const end = Math.min(minutes + SLOT_MINUTES, END_OF_DAY);
      const courtRules = rulesOfCourt(rules, courtAt?.(date, minutes));
      const { label } = priceOfSegment(courtRules, date, minutes, end, now);
      return label === 'Standard' ? null : label;
    },
    // The clock's minute decides offers; the date and minute are the whole of `now`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [rules, courtAt, now.date, now.minutes],
  );
}

/**
 * The words the grid's cells may carry for these rules (the listing's and its courts' own), the
 * cells' own tags, for its legend.
 */
export function priceTagsOf(...ruleSets: PriceRules[]): string[] {
  const labels: PriceLabel[] = ruleSets.flatMap((rules) => [
    ...rules.bands.map((band) => labelOf(rules, band.perHourPaise, 'band')),
    ...(rules.specialDays.length > 0 ? (['Special day'] as const) : []),
    ...(rules.lastMinute ? (['Last-minute offer'] as const) : []),
  ]);
  const tags = labels.map((label) => PRICE_TAGS[label]).filter((tag) => tag !== null);
  return [...new Set(tags)];
}
