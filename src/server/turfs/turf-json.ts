import { paiseToRupees } from '../../shared/pricing';
import { priceRulesJson } from '../../shared/price-rules-json';
import { rulesWithBase } from '../../shared/price-rules';
import type { Sport } from '../../shared/catalog';
import { isAmenity, isHouseRule } from '../../shared/amenities';
import type { Court } from '../../shared/courts';
import type { CourtJson } from '../../shared/api/turf-contract';
import type { TurfPhotoJson } from '../../shared/api/turf-photos-contract';
import type { TurfJson, TurfRatingEntry } from '../../shared/turf-types';
import { reviewSummary, type StarTally } from '../../shared/reviews';
import type { turfs } from '../db/schema';

export type TurfRow = typeof turfs.$inferSelect;
/** What a turf's answer is made of (the list reads only these columns). */
export type TurfJsonFields = Pick<
  TurfRow,
  | 'id'
  | 'name'
  | 'imageUrl'
  | 'location'
  | 'sportsType'
  | 'pricePaise'
  | 'approved'
  | 'address'
  | 'mapsLink'
  | 'description'
  | 'ownerId'
  | 'geoLat'
  | 'geoLng'
  | 'amenities'
  | 'houseRules'
> &
  // The list leaves the hours out (they are one turf's business); a single turf has them.
  Partial<Pick<TurfRow, 'openingHours' | 'unlistedAt' | 'priceRules'>> & {
    /** The cover first (docs/decisions/067); absent or null: none. */
    photos?: readonly TurfPhotoJson[] | null;
  };

export interface RatingSummary {
  average: number | null;
  count: number;
  /** The ratings' and the visible reviews' stars together (docs/decisions/067). */
  stars: StarTally;
}

export function courtJson(court: Court): CourtJson {
  return {
    _id: court.id,
    name: court.name,
    sports: [...court.sports],
    parts: [...court.parts],
    // Only a court with hours of its own says so (docs/decisions/031); the rest follow the turf's.
    ...(court.openingHours ? { openingHours: [...court.openingHours] } : {}),
    // Only a court priced apart says so (docs/decisions/039); the rest follow the turf's pricing.
    ...(court.priceRules ? { pricing: priceRulesJson(court.priceRules) } : {}),
    format: court.format ?? null,
  };
}

/** One turf's answer; `courts` are given for one turf's answers, never for a list's items. */
export function toTurfJson(
  row: TurfJsonFields,
  summary: RatingSummary,
  ratings: TurfRatingEntry[] = [],
  courts?: readonly Court[],
): TurfJson {
  const photos = [...(row.photos ?? [])];
  return {
    _id: row.id,
    name: row.name,
    // The spec's one image is the cover's largest size once there are photos (decision 067).
    images: photos[0]?.url ?? row.imageUrl,
    location: row.location,
    sports_type: row.sportsType as Sport,
    price: paiseToRupees(row.pricePaise),
    state: row.approved,
    address: row.address,
    linkes: row.mapsLink,
    description: row.description,
    owner: row.ownerId,
    averageRating: summary.average === null ? null : Math.round(summary.average * 10) / 10,
    ratingCount: summary.count,
    ratings,
    reviewSummary: reviewSummary(summary.stars),
    photos,
    // Where it is and what it has (docs/decisions/067): a point is both columns or neither.
    geo: row.geoLat === null || row.geoLng === null ? null : { lat: row.geoLat, lng: row.geoLng },
    amenities: row.amenities.filter(isAmenity),
    houseRules: row.houseRules.filter(isHouseRule),
    ...(row.unlistedAt === undefined ? {} : { unlisted: row.unlistedAt !== null }),
    ...(row.openingHours === undefined
      ? {}
      : { openingHours: row.openingHours && [...row.openingHours] }),
    ...(courts === undefined ? {} : { courts: courts.map(courtJson) }),
    ...(row.priceRules === undefined
      ? {}
      : { pricing: priceRulesJson(rulesWithBase(row.pricePaise, row.priceRules)) }),
  };
}
