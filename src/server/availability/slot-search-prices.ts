import { totalPaiseOfRange, type PriceRules } from '../../shared/price-rules';
import type { SlotSearchFilter } from './slot-search-statement';

// The slot search's prices (docs/decisions/034): each free time is priced by the turf's rules as
// a hold made now would be, and the price filter and sort use that price, not the list's base
// price: the sort the price of the free time nearest the time searched, which the card shows as
// its headline (docs/decisions/067). The band, the order by price and the page are applied here, to every free turf the
// search found in name (or relevance, or rating) order (slot-search-free.ts).

/** A turf with free times, each known by its start. */
export interface FoundTurf<Start extends { start: number } = { start: number }> {
  starts: readonly Start[];
}

/**
 * The rules a hold made now of a found turf's free time starting then would pay: the listing's,
 * or where its courts are priced apart, those of the court the hold would be given (decision 039).
 */
export type RulesAt<Found> = (found: Found, start: number) => PriceRules;

/** A found turf with the free times the band keeps, each with its price. */
export interface PricedTurf<Found extends FoundTurf> {
  found: Found;
  starts: { start: Found['starts'][number]; paise: number }[];
  /**
   * The price of its free time nearest the time searched (the first kept: starts come nearest
   * first), which its card shows as its headline ("₹1,150 for 7–8 PM"): what the price sort
   * orders by, so a list sorted by price reads in order (docs/decisions/067).
   */
  headlinePaise: number;
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

function priced<Found extends FoundTurf>(
  found: Found,
  filter: SlotSearchFilter,
  rulesAt: RulesAt<Found>,
): PricedTurf<Found> | null {
  const { date, minutes, venueNow } = filter.slot;
  const starts = [];
  for (const start of found.starts) {
    const range = { date, start: start.start, end: start.start + minutes };
    const paise = totalPaiseOfRange(rulesAt(found, start.start), range, venueNow);
    if (inBand(filter, paise)) starts.push({ start, paise });
  }
  return starts.length === 0 ? null : { found, starts, headlinePaise: starts[0]!.paise };
}

/**
 * The found turfs with their free times priced. When prices decide, only the times within the
 * band (a turf with none is left out), ordered by the headline price when asked (ties keep the
 * statement's name order), and the page cut here with its total. Only the page's turfs are then
 * made into the answer's items (slot-search-results.ts).
 */
export function pricedSearch<Found extends FoundTurf>(
  found: readonly Found[],
  filter: SlotSearchFilter,
  rulesAt: RulesAt<Found>,
): { page: PricedTurf<Found>[]; total: number } {
  const kept = found.flatMap((turf) => priced(turf, filter, rulesAt) ?? []);
  if (filter.sort === 'price_asc') kept.sort((a, b) => a.headlinePaise - b.headlinePaise);
  if (filter.sort === 'price_desc') kept.sort((a, b) => b.headlinePaise - a.headlinePaise);
  const from = filter.offset ?? 0;
  const page =
    filter.limit === undefined ? kept.slice(from) : kept.slice(from, from + filter.limit);
  return { page, total: kept.length };
}
