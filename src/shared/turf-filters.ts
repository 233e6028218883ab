import { z } from 'zod';
import { paiseToRupees, rupeesToPaise } from './pricing';
import { findPriceBand, isSport } from './catalog';
import { SEARCH_LENGTHS, parseSearchTime } from './slot-search';
import { AMENITY_MESSAGES, parseAmenityList } from './amenities';
import { GEO_MESSAGES, MAX_RADIUS_KM, parsePoint } from './geo';

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

const price = z.coerce
  .number({ error: 'Price filters must be numbers' })
  .min(0, 'Price filters cannot be negative')
  .max(1_000_000, 'Price filters are too large')
  .refine((rupees) => rupeesToPaise(rupees) !== null, 'Price filters have at most 2 decimals');

/** What GET /api/v1/turf/getTurf accepts. */
export const turfListQuerySchema = z
  .object({
    location: z.string().trim().max(60, 'Location filter is too long').optional(),
    sport: z
      .string()
      .trim()
      .toLowerCase()
      .refine(
        (value) => value === '' || isSport(value),
        'Sport must be cricket, football or badminton',
      )
      .optional(),
    minPrice: price.optional(),
    maxPrice: price.optional(),
    /** Optional paging for large lists; without it the whole (filtered) list is answered. */
    limit: z.coerce
      .number({ error: 'limit must be a number' })
      .int()
      .min(1, 'limit must be 1 to 500')
      .max(500, 'limit must be 1 to 500')
      .optional(),
    offset: z.coerce
      .number({ error: 'offset must be a number' })
      .int()
      .min(0, 'offset cannot be negative')
      .optional(),
    q: z.string().trim().max(60, 'Search text is too long').optional(),
    sort: z
      .enum(TURF_SORTS, { error: 'sort must be name, price_asc, price_desc or rating' })
      .optional(),
    date: z.iso.date({ error: 'date must be a date such as 2030-05-10' }).optional(),
    from: z
      .string()
      .refine(
        (text) => parseSearchTime(text) !== null,
        'from must be a time on the half hour such as 19:00',
      )
      .optional(),
    minutes: z.coerce
      .number({ error: 'minutes must be a number' })
      .refine(
        (value) => SEARCH_LENGTHS.includes(value),
        'minutes must be 30, 60, 90, 120, 150 or 180',
      )
      .optional(),
    flex: z
      .enum(['true', 'false'], { error: 'flex must be true or false' })
      .transform((value) => value === 'true')
      .optional(),
    near: z
      .string()
      .refine((text) => parsePoint(text) !== null, GEO_MESSAGES.near)
      .optional(),
    radiusKm: z.coerce
      .number({ error: GEO_MESSAGES.radius })
      .refine((km) => Number.isFinite(km) && km > 0 && km <= MAX_RADIUS_KM, GEO_MESSAGES.radius)
      .optional(),
    amenities: z
      .string()
      .refine((text) => parseAmenityList(text) !== null, AMENITY_MESSAGES.amenity)
      .optional(),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: 'minPrice cannot be more than maxPrice',
    path: ['minPrice'],
  })
  .refine((q) => (q.date === undefined) === (q.from === undefined), {
    message: 'A slot search needs both date and from',
    path: ['date'],
  });

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
