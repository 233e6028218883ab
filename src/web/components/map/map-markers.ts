// What a map shows of turf answers (docs/decisions/067): one marker per turf that has a point, and
// the box the view fits so every marker is on screen. Pure: the map component draws these.

export interface GeoPoint {
  lat: number;
  lng: number;
}

export interface MapMarker {
  /** The turf's id: a marker's tap names the turf it stands for. */
  id: string;
  point: GeoPoint;
  /** Its name, for the marker's accessible name and the card a tap shows. */
  name: string;
  /** The price shown on the marker, rupees as the API gives them ("1150.00" or 900). */
  price: number | string;
}

/** [[west, south], [east, north]], as MapLibre's fitBounds takes it. */
export type MapBounds = [[number, number], [number, number]];

/** Where a map with no marker opens: Mumbai's western suburbs, where the listings are. */
export const MUMBAI_CENTRE: GeoPoint = { lat: 19.15, lng: 72.86 };
export const CITY_ZOOM = 10;
/** One marker alone is shown at street level, not at the fitted zoom of a point. */
export const SINGLE_POINT_ZOOM = 14;

interface TurfOnMap {
  _id: string;
  name: string;
  price: number;
  geo?: GeoPoint | null;
  freeSlots?: readonly { amount: string }[];
}

function isPoint(geo: GeoPoint | null | undefined): geo is GeoPoint {
  return (
    !!geo &&
    Number.isFinite(geo.lat) &&
    Number.isFinite(geo.lng) &&
    Math.abs(geo.lat) <= 90 &&
    Math.abs(geo.lng) <= 180
  );
}

/**
 * The markers of a list's turfs, in the list's order; a turf without a point has none. In a slot
 * search a marker shows the price of the time searched (its first free time), as the card does.
 */
export function markersOf(turfs: readonly TurfOnMap[]): MapMarker[] {
  return turfs.flatMap((turf) =>
    isPoint(turf.geo)
      ? [
          {
            id: turf._id,
            point: { lat: turf.geo.lat, lng: turf.geo.lng },
            name: turf.name,
            price: turf.freeSlots?.[0]?.amount ?? turf.price,
          },
        ]
      : [],
  );
}

/** How many of the turfs the map cannot show, for the note beside it. */
export function turfsWithoutPoint(turfs: readonly TurfOnMap[]): number {
  return turfs.filter((turf) => !isPoint(turf.geo)).length;
}

/** The smallest box holding every point; null without points. */
export function boundsOf(points: readonly GeoPoint[]): MapBounds | null {
  if (points.length === 0) return null;
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const { lat, lng } of points) {
    west = Math.min(west, lng);
    east = Math.max(east, lng);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  return [
    [west, south],
    [east, north],
  ];
}

export type MapView =
  { kind: 'fit'; bounds: MapBounds } | { kind: 'centre'; centre: GeoPoint; zoom: number };

/**
 * How the map frames its markers: several are fitted into view; one alone is centred at street
 * level (a box of one point has no size to fit); none shows the city.
 */
export function viewOf(points: readonly GeoPoint[]): MapView {
  const bounds = boundsOf(points);
  if (!bounds) return { kind: 'centre', centre: MUMBAI_CENTRE, zoom: CITY_ZOOM };
  const [[west, south], [east, north]] = bounds;
  if (west === east && south === north)
    return { kind: 'centre', centre: { lat: south, lng: west }, zoom: SINGLE_POINT_ZOOM };
  return { kind: 'fit', bounds };
}

/** A point as a form keeps it: six decimals (about 10 cm), so a dragged marker reads cleanly. */
export function roundedPoint(point: GeoPoint): GeoPoint {
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  return { lat: round(point.lat), lng: round(point.lng) };
}
