import { z } from 'zod';
import { rupeesToPaise } from './pricing';
import { isSport } from './catalog';
import { SEARCH_LENGTHS, parseSearchTime } from './slot-search';
import { AMENITY_MESSAGES, parseAmenityList } from './amenities';
import { GEO_MESSAGES, MAX_RADIUS_KM, parsePoint } from './geo';
import { TURF_SORTS } from './turf-filters';

// What GET /api/v1/turf/getTurf accepts: the list screen's filters (turf-filters.ts) as the
// server checks them. Apart from those rules so that the list's screen, which never checks a
// query, loads no zod (docs/decisions/078).

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
