import { isAmenity, type Amenity } from '../../shared/amenities';
import { DEFAULT_WEEK_HOURS, WEEKDAY_NAMES, type WeekHours } from '../../shared/opening-hours';
import type { turfs } from '../db/schema';

// A turf page's schema.org JSON-LD (docs/decisions/055, 067): a SportsActivityLocation with
// what a search engine or a maps crawler reads before any script runs: where it is (its address
// and, when the owner placed it, its point), when it is open, what it has, what players rated
// it and what it costs. Owners' words go in as they are; preview-head.ts makes them safe inside
// the <script>.

type TurfRow = typeof turfs.$inferSelect;

/** The turf's rating as its answers give it (an average to one decimal, and how many). */
export interface RatingFacts {
  average: number | null;
  count: number;
}

/** An amenity's name for a crawler, in English as the rest of the preview is. */
const AMENITY_NAMES: Record<Amenity, string> = {
  covered: 'Covered',
  indoor: 'Indoor',
  floodlights: 'Floodlights',
  parking: 'Parking',
  changing_rooms: 'Changing rooms',
  washrooms: 'Washrooms',
  drinking_water: 'Drinking water',
  equipment_hire: 'Equipment on hire',
  spectator_seating: 'Seating for spectators',
};

/** 1140 → '19:00'; the day's last minute stays 23:59. */
function clock(minutes: number): string {
  const hours = String(Math.floor(minutes / 60)).padStart(2, '0');
  return `${hours}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The week's hours, one specification a run of days with the same hours (closed days left out). */
export function openingHoursSpecification(week: WeekHours | null) {
  const byHours = new Map<string, { dayOfWeek: string[]; opens: string; closes: string }>();
  (week ?? DEFAULT_WEEK_HOURS).forEach((hours, day) => {
    if (!hours) return;
    const opens = clock(hours.open);
    const closes = clock(hours.close);
    const same = byHours.get(`${opens}-${closes}`) ?? { dayOfWeek: [], opens, closes };
    same.dayOfWeek.push(WEEKDAY_NAMES[day]!);
    byHours.set(`${opens}-${closes}`, same);
  });
  return [...byHours.values()].map((hours) => ({
    '@type': 'OpeningHoursSpecification',
    ...hours,
  }));
}

export function turfJsonLd(
  turf: TurfRow,
  facts: { url: string; image: string | null; priceRange: string; rating: RatingFacts },
): Record<string, unknown> {
  const { rating } = facts;
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsActivityLocation',
    name: turf.name,
    description: turf.description,
    image: facts.image,
    url: facts.url,
    priceRange: facts.priceRange,
    address: {
      '@type': 'PostalAddress',
      streetAddress: turf.address,
      addressLocality: turf.location,
      addressRegion: 'Maharashtra',
      addressCountry: 'IN',
    },
    ...(turf.geoLat !== null && turf.geoLng !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude: turf.geoLat, longitude: turf.geoLng } }
      : {}),
    openingHoursSpecification: openingHoursSpecification(turf.openingHours),
    amenityFeature: turf.amenities.filter(isAmenity).map((amenity) => ({
      '@type': 'LocationFeatureSpecification',
      name: AMENITY_NAMES[amenity],
      value: true,
    })),
    ...(rating.average !== null && rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: rating.average,
            ratingCount: rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
