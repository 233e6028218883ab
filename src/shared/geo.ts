import type { Location } from './catalog';

// Where a listing is and how far a player is from it (docs/decisions/067): a point is a latitude
// and longitude in degrees; "near me" asks the listed turfs inside a latitude/longitude box around
// the player (served by an index) and measures each one's great-circle distance after, here, so
// the list, the slot search and the screens measure with one formula.

export interface GeoPoint {
  lat: number;
  lng: number;
}

/** The Earth's mean radius (IUGG), the sphere the distances are measured on. */
export const EARTH_RADIUS_KM = 6371.0088;

/** "Near me" looks this far unless asked otherwise, and never farther than the most. */
export const DEFAULT_RADIUS_KM = 15;
export const MAX_RADIUS_KM = 50;

/** Refusals of a point or a radius, each catalogued with its code (shared/errors). */
export const GEO_MESSAGES = {
  near: 'near must be a latitude and longitude such as 19.1197,72.8468',
  radius: `radiusKm must be a number of kilometres above 0 and at most ${MAX_RADIUS_KM}`,
  point: 'A point must have a latitude from -90 to 90 and a longitude from -180 to 180',
} as const;

export function isValidPoint(point: GeoPoint): boolean {
  const { lat, lng } = point;
  return (
    Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180
  );
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;
const degrees = (radiansValue: number) => (radiansValue * 180) / Math.PI;

/** The great-circle distance in km (haversine: well-conditioned for the short distances of a city). */
export function distanceKm(from: GeoPoint, to: GeoPoint): number {
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A distance as the API answers it: km to one decimal. */
export function roundKm(km: number): number {
  return Math.round(km * 10) / 10;
}

export interface GeoBox {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

/**
 * The smallest latitude/longitude box holding every point within `radiusKm` of `center`
 * (the widest longitude is at the latitude where the circle touches its meridians). Near a pole
 * or across the 180th meridian it takes every longitude: still holds the circle, only wider.
 */
export function boxAround(center: GeoPoint, radiusKm: number): GeoBox {
  const angle = radiusKm / EARTH_RADIUS_KM;
  const minLat = center.lat - degrees(angle);
  const maxLat = center.lat + degrees(angle);
  if (minLat <= -90 || maxLat >= 90)
    return {
      minLat: Math.max(minLat, -90),
      maxLat: Math.min(maxLat, 90),
      minLng: -180,
      maxLng: 180,
    };
  const ratio = Math.sin(angle) / Math.cos(radians(center.lat));
  const dLng = ratio >= 1 ? 180 : degrees(Math.asin(ratio));
  const minLng = center.lng - dLng;
  const maxLng = center.lng + dLng;
  if (minLng < -180 || maxLng > 180) return { minLat, maxLat, minLng: -180, maxLng: 180 };
  return { minLat, maxLat, minLng, maxLng };
}

export function isInBox(point: GeoPoint, box: GeoBox): boolean {
  return (
    point.lat >= box.minLat &&
    point.lat <= box.maxLat &&
    point.lng >= box.minLng &&
    point.lng <= box.maxLng
  );
}

const NUMBER = String.raw`[-+]?\d{1,3}(?:\.\d+)?`;
const PAIR = new RegExp(String.raw`^\s*(${NUMBER})\s*,\s*(${NUMBER})\s*$`);

/** `lat,lng` in degrees exactly (spaces around the comma allowed), in range; else null. */
export function parsePoint(text: string): GeoPoint | null {
  const match = PAIR.exec(text);
  if (!match) return null;
  const point = { lat: Number(match[1]), lng: Number(match[2]) };
  return isValidPoint(point) ? point : null;
}

/** The query parameters of a maps link that may carry `lat,lng` (Google's and others'). */
const POINT_PARAMETERS = ['q', 'query', 'll', 'center', 'destination', 'daddr'];
/** A place's pin in a Google Maps place link's data: `!3d<lat>!4d<lng>`. */
const PIN = new RegExp(String.raw`!3d(${NUMBER})!4d(${NUMBER})`);
/** The map's centre in a Google Maps link's path: `@<lat>,<lng>,<zoom>z`. */
const CENTRE = new RegExp(String.raw`@(${NUMBER}),(${NUMBER})(?:,|$|/|\?)`);

function validOrNull(lat: string, lng: string): GeoPoint | null {
  const point = { lat: Number(lat), lng: Number(lng) };
  return isValidPoint(point) ? point : null;
}

/**
 * The coordinates a maps link carries, or null when it names a place only by words. The place's
 * pin first (`!3d..!4d..`), then a point asked in its query (`q=`, `query=`, `ll=`, with an
 * optional `loc:`), then the map's centre (`@lat,lng,17z`).
 */
export function pointFromMapsLink(link: string): GeoPoint | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  const path = decodeURIComponent(url.pathname + url.hash);
  const pin = PIN.exec(path) ?? PIN.exec(decodeURIComponent(url.search));
  if (pin) return validOrNull(pin[1]!, pin[2]!);
  for (const name of POINT_PARAMETERS) {
    const value = url.searchParams.get(name);
    const point = value === null ? null : parsePoint(value.replace(/^loc:/i, ''));
    if (point) return point;
  }
  const centre = CENTRE.exec(path);
  return centre ? validOrNull(centre[1]!, centre[2]!) : null;
}

/**
 * Each area's point (its station, roughly the middle of where its turfs are), for a player who
 * picks an area to measure from instead of sharing their location.
 */
export const AREA_POINTS: Record<Location, GeoPoint> = {
  Borivali: { lat: 19.2291, lng: 72.8573 },
  Bandra: { lat: 19.0544, lng: 72.8406 },
  Vasai: { lat: 19.3827, lng: 72.8324 },
  Bhayandar: { lat: 19.3111, lng: 72.8527 },
  Andheri: { lat: 19.1197, lng: 72.8468 },
  Malad: { lat: 19.1868, lng: 72.8489 },
  Kandivali: { lat: 19.2047, lng: 72.8515 },
  'Mira Road': { lat: 19.2812, lng: 72.8557 },
  Goregaon: { lat: 19.1646, lng: 72.8493 },
};

/** `lat,lng` as the API's `near` takes it (6 decimals: about 10 cm). */
export function pointText(point: GeoPoint): string {
  return `${Number(point.lat.toFixed(6))},${Number(point.lng.toFixed(6))}`;
}
