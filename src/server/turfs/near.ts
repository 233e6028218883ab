import {
  boxAround,
  DEFAULT_RADIUS_KM,
  distanceKm,
  parsePoint,
  type GeoPoint,
} from '../../shared/geo';
import type { TurfListFilter } from './list-statement';

// "Near me" after the box (docs/decisions/067): the SQL keeps the listed turfs inside the
// latitude/longitude box around the circle, through turfs_listed_geo_idx; here each one's
// great-circle distance is measured (shared/geo, the formula the property tests hold), those
// beyond the radius leave, and the rest are ordered nearest first unless another order was asked.
// The plain list and the slot search both come through here, so they measure alike.

/** The request's `near` and `radiusKm` (already checked by the query schema) as the SQL uses them. */
export function nearOf(near: string, radiusKm = DEFAULT_RADIUS_KM): TurfListFilter['near'] {
  const point = parsePoint(near)!;
  return { point, radiusKm, box: boxAround(point, radiusKm) };
}

/** An item within reach, with how far it is (km, unrounded). */
export interface Reached<Item> {
  item: Item;
  km: number;
}

/**
 * The items within the radius, each with its distance; nearest first when `byDistance` (a stable
 * sort: equal distances keep the statement's order), else in the order given.
 */
export function withinReach<Item>(
  items: readonly Item[],
  near: NonNullable<TurfListFilter['near']>,
  pointOf: (item: Item) => GeoPoint | null,
  byDistance: boolean,
): Reached<Item>[] {
  const reached: Reached<Item>[] = [];
  for (const item of items) {
    const point = pointOf(item);
    if (!point) continue;
    const km = distanceKm(near.point, point);
    if (km <= near.radiusKm) reached.push({ item, km });
  }
  if (byDistance) reached.sort((a, b) => a.km - b.km);
  return reached;
}

/** Whether the answer is ordered by distance: asked near a point and no other order asked. */
export function ordersByDistance(filter: TurfListFilter): boolean {
  return filter.near !== undefined && filter.sort === undefined;
}
