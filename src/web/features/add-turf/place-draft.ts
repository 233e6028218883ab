import type { Amenity, HouseRule } from '../../../shared/amenities';
import { isValidPoint, pointFromMapsLink, type GeoPoint } from '../../../shared/geo';
import type { TurfJson } from '../../../shared/turf-types';

// The listing's point, amenities and house rules in the owner's form (docs/decisions/067). The
// point is what the owner typed (or, later, placed on a map through `geo` + onChange), else the
// coordinates the Google Maps link carries, else none.

export interface PlaceDraft {
  /** Typed as text so a half-typed number stays as typed; '' for none. */
  lat: string;
  lng: string;
  amenities: Amenity[];
  houseRules: HouseRule[];
}

export const EMPTY_PLACE: PlaceDraft = { lat: '', lng: '', amenities: [], houseRules: [] };

export function placeDraftOf(turf: TurfJson): PlaceDraft {
  return {
    lat: turf.geo ? String(turf.geo.lat) : '',
    lng: turf.geo ? String(turf.geo.lng) : '',
    amenities: [...turf.amenities],
    houseRules: [...turf.houseRules],
  };
}

/** The typed point, when both numbers are there and in range. */
export function typedPoint(draft: PlaceDraft): GeoPoint | null {
  if (draft.lat.trim() === '' || draft.lng.trim() === '') return null;
  const point = { lat: Number(draft.lat), lng: Number(draft.lng) };
  return isValidPoint(point) ? point : null;
}

/** What the body carries: the typed point, else the maps link's, else null (none). */
export function placePayload(draft: PlaceDraft, mapsLink: string) {
  return {
    geo: typedPoint(draft) ?? pointFromMapsLink(mapsLink),
    amenities: draft.amenities,
    houseRules: draft.houseRules,
  };
}
