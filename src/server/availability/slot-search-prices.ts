import type { FreeSlot } from '../../shared/api/turf-contract';
import { priceOfRange, type PriceRules } from '../../shared/price-rules';
import { paiseToRupeesText } from '../../shared/pricing';
import type { TurfListJson } from '../turfs/list-query';
import type { SlotSearchFilter } from './slot-search-statement';

// The slot search's prices (docs/decisions/034): each free time is priced by the turf's rules as
// a hold made now would be, and the price filter and sort use that price, not the list's base
// price. The band, the order by price and the page are applied here, to every free turf the
// search found in name (or relevance, or rating) order (slot-search-free.ts).

export interface FoundTurf<Turf extends object = TurfListJson> {
  turf: Turf;
  freeSlots: Omit<FreeSlot, 'amount'>[];
  /**
   * The rules a hold made now of the free time starting then would pay: the listing's, or where
   * its courts are priced apart, those of the court the hold would be given (decision 039).
   */
  rulesAt: (start: number) => PriceRules;
}

interface PricedTurf<Turf> {
  turf: Turf & { freeSlots: FreeSlot[] };
  /** Its cheapest free time's price: what the price sort orders by. */
  cheapestPaise: number;
}

/** Whether a price band or a price order is asked: then the price of the searched time decides. */
export function pricesDecide(filter: SlotSearchFilter): boolean {
  return (
    filter.minPaise !== undefined ||
    filter.maxPaise !== undefined ||
    filter.sort === 'price_asc' ||
    filter.sort === 'price_desc'
  );
}

/** What the statement is asked: without the price band, and in name order when price orders. */
export function statementFilterFor(filter: SlotSearchFilter): SlotSearchFilter {
  if (!pricesDecide(filter)) return filter;
  const { minPaise: _min, maxPaise: _max, limit: _limit, offset: _offset, ...rest } = filter;
  const priceSort = filter.sort === 'price_asc' || filter.sort === 'price_desc';
  return { ...rest, sort: priceSort ? undefined : filter.sort };
}

/** Within the band as an hourly price: minPaise ≤ price ÷ hours ≤ maxPaise, exactly. */
function inBand(filter: SlotSearchFilter, paise: number): boolean {
  const minutes = filter.slot.minutes;
  if (filter.minPaise !== undefined && paise * 60 < filter.minPaise * minutes) return false;
  if (filter.maxPaise !== undefined && paise * 60 > filter.maxPaise * minutes) return false;
  return true;
}

function priced<Turf extends object>(
  found: FoundTurf<Turf>,
  filter: SlotSearchFilter,
): PricedTurf<Turf> | null {
  const { date, venueNow } = filter.slot;
  const freeSlots = found.freeSlots
    .map((slot) => ({
      slot,
      paise: priceOfRange(
        found.rulesAt(slot.start),
        { date, start: slot.start, end: slot.end },
        venueNow,
      ).totalPaise,
    }))
    .filter(({ paise }) => inBand(filter, paise));
  if (freeSlots.length === 0) return null;
  return {
    turf: {
      ...found.turf,
      freeSlots: freeSlots.map(({ slot, paise }) => ({
        ...slot,
        amount: paiseToRupeesText(paise),
      })),
    },
    cheapestPaise: Math.min(...freeSlots.map(({ paise }) => paise)),
  };
}

/**
 * The found turfs with their free times priced. When prices decide, only the times within the
 * band (a turf with none is left out), ordered by the cheapest time when asked (ties keep the
 * statement's name order), and the page cut here with its total.
 */
export function pricedSearch<Turf extends object>(
  found: readonly FoundTurf<Turf>[],
  filter: SlotSearchFilter,
): { turfs: (Turf & { freeSlots: FreeSlot[] })[]; total: number } {
  const kept = found.flatMap((turf) => priced(turf, filter) ?? []);
  if (filter.sort === 'price_asc') kept.sort((a, b) => a.cheapestPaise - b.cheapestPaise);
  if (filter.sort === 'price_desc') kept.sort((a, b) => b.cheapestPaise - a.cheapestPaise);
  const from = filter.offset ?? 0;
  const page =
    filter.limit === undefined ? kept.slice(from) : kept.slice(from, from + filter.limit);
  return { turfs: page.map(({ turf }) => turf), total: kept.length };
}
