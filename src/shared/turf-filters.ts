import { paiseToRupees } from './pricing';
import { findPriceBand } from './catalog';

// Spec §3/§9 filters: Location, Sports, Price, one value each, empty by default. The server
// applies them in SQL; matchesTurfFilters is the same rule in plain code, which the tests use
// to check the SQL and the client may use to mirror it.

export interface TurfFilterState {
  location: string;
  sport: string;
  /** A price band's label such as '500-1000' (catalog's PRICE_BANDS), or ''. */
  price: string;
}

export const EMPTY_FILTERS: TurfFilterState = { location: '', sport: '', price: '' };

/** Spec §9: location filtering matches on the first word, case-insensitive. */
export function locationKey(location: string): string {
  return location.trim().split(/\s+/)[0]!.toLowerCase();
}

export const TURF_SORTS = ['name', 'price_asc', 'price_desc', 'rating'] as const;
export type TurfSort = (typeof TURF_SORTS)[number];

export interface TurfListQuery {
  location?: string;
  sport?: string;
  minPrice?: number;
  maxPrice?: number;
  limit?: number;
  offset?: number;
  /** Name or area, case- and accent-insensitive, typo-tolerant. */
  q?: string;
  /** Default: by name (or by closeness to `q` when searching). */
  sort?: TurfSort;
  /** Slot search: only turfs free on `date` from `from` ('19:00') for `minutes` (± 1 h with flex). */
  date?: string;
  from?: string;
  minutes?: number;
  flex?: boolean;
  /** `lat,lng`: only turfs with a point within radiusKm (default 15), each with its distanceKm. */
  near?: string;
  radiusKm?: number;
  /** `covered,floodlights`: only turfs that have every one (shared/amenities). */
  amenities?: string;
}

/**
 * The query parameters for a filter state (sport lowercased, spec §3). A price band travels as
 * its inclusive bounds in rupees, the API's minPrice and maxPrice; an open side is left out.
 */
export function filtersToQuery(filters: TurfFilterState): TurfListQuery {
  const query: TurfListQuery = {};
  if (filters.location.trim()) query.location = filters.location.trim();
  if (filters.sport.trim()) query.sport = filters.sport.trim().toLowerCase();
  const band = findPriceBand(filters.price);
  if (band?.minPaise != null) query.minPrice = paiseToRupees(band.minPaise);
  if (band?.maxPaise != null) query.maxPrice = paiseToRupees(band.maxPaise);
  return query;
}

export interface FilterableTurf {
  location: string;
  sports_type: string;
  price: number;
  state: boolean;
}

export function matchesTurfFilters(turf: FilterableTurf, query: TurfListQuery): boolean {
  if (!turf.state) return false;
  if (query.location && locationKey(turf.location) !== locationKey(query.location)) return false;
  if (query.sport && turf.sports_type.toLowerCase() !== query.sport.toLowerCase()) return false;
  if (query.minPrice !== undefined && turf.price < query.minPrice) return false;
  if (query.maxPrice !== undefined && turf.price > query.maxPrice) return false;
  return true;
}
