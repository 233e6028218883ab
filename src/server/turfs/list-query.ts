import { errorSentence } from '../../shared/errors/error-sentence';
import type { TurfListAnswer } from '../../shared/api/turf-contract';
import { rulesBeyondBase, rulesWithBase } from '../../shared/price-rules';
import { rupeesToPaise } from '../../shared/pricing';
import { BOOKING_DAYS_AHEAD, dateWindow, isWithinWindow } from '../../shared/date-windows';
import { candidateStarts, parseSearchTime } from '../../shared/slot-search';
import { zonedNow } from '../../shared/time';
import { locationKey, type TurfListQuery } from '../../shared/turf-filters';
import { publicRaterName } from '../../shared/turf-types';
import { eq, sql } from 'drizzle-orm';
import { preparedPerDb, type Db } from '../db/database';
import { listVersions } from '../db/schema-system';
import { sharedFreshRead } from '../http/answer-cache';
import { HttpError } from '../http/errors';
import type { LIST_FIELDS } from './list-statement';
import { listStatement, type TurfListFilter } from './list-statement';
import { withSummary } from './service';
import { nearOf, ordersByDistance, withinReach } from './near';
import { roundKm } from '../../shared/geo';
import { parseAmenityList } from '../../shared/amenities';

/** One turf of the list's answer. */
export type TurfListJson = TurfListAnswer['turfs'][number];

// GET /api/v1/turf/getTurf in one statement (list-statement.ts): the approved turfs that match,
// in the order asked, each with its rating summary and its ratings (only the listed turfs'
// ratings are read, through the lateral join). A slot search: slot-search-statement.ts.

export type { TurfListFilter };

export const SEARCH_DATE_RANGE = errorSentence('search_date_range', {
  days: BOOKING_DAYS_AHEAD - 1,
});

/** The request as the SQL applies it, checked against the venue's clock. */
export function turfListFilter(
  query: TurfListQuery,
  clock: { now: Date; timeZone: string },
): TurfListFilter {
  const filter: TurfListFilter = {};
  if (query.location) filter.locationKey = locationKey(query.location);
  if (query.sport) filter.sport = query.sport.toLowerCase();
  // The query schema admits only prices with at most 2 decimals, so these are exact.
  if (query.minPrice !== undefined) filter.minPaise = rupeesToPaise(query.minPrice)!;
  if (query.maxPrice !== undefined) filter.maxPaise = rupeesToPaise(query.maxPrice)!;
  if (query.q) filter.q = query.q;
  if (query.near) filter.near = nearOf(query.near, query.radiusKm);
  if (query.amenities) filter.amenities = parseAmenityList(query.amenities)!;
  if (query.sort) filter.sort = query.sort;
  if (query.limit !== undefined) filter.limit = query.limit;
  if (query.offset !== undefined) filter.offset = query.offset;
  if (query.date !== undefined && query.from !== undefined) {
    const today = zonedNow(clock.now, clock.timeZone);
    if (!isWithinWindow(query.date, dateWindow('grid', today.date)))
      throw HttpError.templated(400, 'search_date_range', { days: BOOKING_DAYS_AHEAD - 1 });
    const search = {
      date: query.date,
      from: parseSearchTime(query.from)!,
      minutes: query.minutes ?? 60,
      flex: query.flex ?? false,
    };
    filter.slot = {
      date: search.date,
      starts: candidateStarts(search, today),
      minutes: search.minutes,
      now: clock.now.toISOString(),
      venueNow: today,
    };
  }
  return filter;
}

/** The same request always gives the same key, whatever order the query string had. */
export function turfListKey(filter: TurfListFilter): string {
  const { locationKey: location, sport, minPaise, maxPaise, q, sort, limit, offset } = filter;
  const { amenities, near } = filter;
  return JSON.stringify([
    location,
    ...[sport, minPaise, maxPaise, q, sort, limit, offset, amenities],
    near && [near.point.lat, near.point.lng, near.radiusKm],
  ]);
}

/** A listed turf's row (LIST_FIELDS), with paging how many turfs match in all (`total`). */
export type ListRow = { [K in keyof typeof LIST_FIELDS]: (typeof LIST_FIELDS)[K]['_']['type'] } & {
  total: number | null;
};

export interface TurfListPage {
  turfs: TurfListJson[];
  /** With paging, how many match in all. */
  total?: number;
}

/** A listed turf as the API speaks it (images still as stored), from its LIST_COLUMNS. */
export function turfOfRow(row: ListRow): TurfListJson {
  const turf = withSummary(
    {
      id: row.id,
      name: row.name,
      imageUrl: row.image_url,
      location: row.location,
      sportsType: row.sports_type,
      pricePaise: row.price_paise,
      approved: row.approved,
      address: row.address,
      mapsLink: row.maps_link,
      description: row.description,
      ownerId: row.owner_id,
      geoLat: row.geo_lat,
      geoLng: row.geo_lng,
      amenities: row.amenities,
      houseRules: row.house_rules,
      ratingAverage: row.average,
      ratingCount: row.count,
      starsSum: row.stars_sum,
      starsCount: row.stars_count,
      photos: row.photos,
    },
    (row.entries ?? []).map(([id, fullname, rating]) => ({
      _id: id,
      rating,
      user: publicRaterName(fullname ?? ''),
    })),
  );
  const rules = rulesWithBase(row.price_paise, row.price_rules);
  return {
    ...turf,
    courtCount: row.court_count,
    pricesVary: rulesBeyondBase(rules) !== null,
  };
}

/** The listed turfs as the API speaks them (images still as stored); not a slot search. */
export async function listApprovedTurfs(db: Db, filter: TurfListFilter): Promise<TurfListPage> {
  if (filter.near) return listNearTurfs(db, filter);
  const { statement, values } = listStatement(db, filter);
  const rows = await statement.execute(values);
  const turfs = rows.map(turfOfRow);
  if (filter.limit === undefined) return { turfs };
  const firstRow = async (first: TurfListFilter) => {
    const counting = listStatement(db, first);
    return (await counting.statement.execute(counting.values))[0];
  };
  return { turfs, total: rows[0]?.total ?? (await countWhenPastTheEnd(filter, firstRow)) };
}

/**
 * Near a point: every turf the filters keep inside the box (in the order asked), those within the
 * radius with their distance, nearest first unless another order was asked, and the page cut
 * after (docs/decisions/067).
 */
async function listNearTurfs(db: Db, filter: TurfListFilter): Promise<TurfListPage> {
  const whole = { ...filter, limit: undefined, offset: undefined };
  const { statement, values } = listStatement(db, whole);
  const turfs = (await statement.execute(values)).map(turfOfRow);
  const reached = withinReach(turfs, filter.near!, (turf) => turf.geo, ordersByDistance(filter));
  const from = filter.offset ?? 0;
  const page = reached.slice(from, filter.limit === undefined ? undefined : from + filter.limit);
  const items = page.map(({ item, km }) => ({ ...item, distanceKm: roundKm(km) }));
  return filter.limit === undefined ? { turfs: items } : { turfs: items, total: reached.length };
}

/**
 * A paged answer's total rides on its rows; an offset past the end reads no row, and so no
 * count: only then count again, with the first row of the first page (`firstRow`).
 */
export async function countWhenPastTheEnd<Filter extends TurfListFilter>(
  filter: Filter,
  firstRow: (filter: Filter) => Promise<{ total: number | null } | undefined>,
): Promise<number> {
  if (!filter.offset) return 0;
  return (await firstRow({ ...filter, offset: 0, limit: 1 }))?.total ?? 0;
}

const listVersion = preparedPerDb((db) =>
  db
    .select({ version: sql<string>`${listVersions.version}::text` })
    .from(listVersions)
    .where(eq(listVersions.name, 'turf-list'))
    .prepare('turf_list_version'),
);

/**
 * The list's data version (migration 0008's triggers move it on every change to turfs, ratings
 * and raters' names); null when the row is missing, and then nothing is cached.
 */
export async function turfListVersion(db: Db): Promise<string | null> {
  const [row] = await listVersion(db).execute();
  return row?.version ?? null;
}

const versionReaders = new WeakMap<Db, () => Promise<string | null>>();

/** turfListVersion, fresh for each caller, one read shared by a burst (one reader per database). */
export function currentTurfListVersion(db: Db): () => Promise<string | null> {
  let reader = versionReaders.get(db);
  if (!reader) versionReaders.set(db, (reader = sharedFreshRead(() => turfListVersion(db))));
  return reader;
}
