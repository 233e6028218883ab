import { fillPlaceholders, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { TurfSort } from '../../shared/turf-filters';
import type { RulesBeyondBase } from '../../shared/price-rules';
import type { TurfPhotoJson } from '../../shared/api/turf-photos-contract';
import type { LocalMoment } from '../../shared/slots';
import type { GeoBox, GeoPoint } from '../../shared/geo';
import { preparedPerDb, preparedPerShape, type Db } from '../db/database';

// The SQL of GET /api/v1/turf/getTurf: one statement per shape of request (which filters, which
// order, paging or not), built once and prepared by name (drizzle's .prepare), so each shape gets
// its own plan on the partial indexes. Values are always placeholders, filled per request.

/** The request as the SQL applies it; absent means "any". */
export interface TurfListFilter {
  locationKey?: string;
  sport?: string;
  minPaise?: number;
  maxPaise?: number;
  /** Search text, matched against turfs.search_text (name and area, no accents, lower case). */
  q?: string;
  sort?: TurfSort;
  /**
   * Near a point (docs/decisions/067): the SQL keeps the turfs inside the box around the circle
   * (turfs_listed_geo_idx); the distance, the circle and the order are decided after (near.ts).
   */
  near?: { point: GeoPoint; radiusKm: number; box: GeoBox };
  /** Only turfs having every one of these amenities. */
  amenities?: string[];
  /** Slot search: the date, the starts to try in order, the length. */
  slot?: {
    date: string;
    starts: number[];
    minutes: number;
    now: string;
    /** The same moment on the venue's clock: what a hold made now would pay (decision 034). */
    venueNow: LocalMoment;
    /** The searching player's own live holds that day: no obstacle to them (decision 025). */
    mine?: OwnHolds;
  };
  limit?: number;
  offset?: number;
}

/** A player's own live holds on one day (availability/own-holds-on-day.ts). */
export interface OwnHolds {
  viewerId: string;
  /** Each hold once per plain court it stands on (its ground number, docs/decisions/029). */
  holds: readonly { ground: number; start: number; end: number }[];
}

/** The placeholder of a filter's value (filterValues names them). */
export const placeholder = (name: keyof ReturnType<typeof filterValues>) => sql.placeholder(name);

export const NORMALIZED_Q = sql`lower(public.unaccent('public.unaccent'::regdictionary, ${placeholder('q')}))`;
/** Typo-tolerant: a word of the name or area close enough to the search, or containing it. */
const Q_MATCHES = sql`(t.search_text like '%' || ${NORMALIZED_Q} || '%'
  or word_similarity(${NORMALIZED_Q}, t.search_text) >= 0.45)`;

/** Orders of turfs `t` with RATINGS_JOIN as `r` and `s`. */
export const ORDERS: Record<TurfSort | 'relevance', SQL> = {
  name: sql`t.name, t.id`,
  price_asc: sql`t.price_paise, t.name, t.id`,
  price_desc: sql`t.price_paise desc, t.name, t.id`,
  rating: sql`s.sum::numeric / nullif(s.count, 0) desc nulls last, s.count desc, t.name, t.id`,
  relevance: sql`word_similarity(${NORMALIZED_Q}, t.search_text) desc, t.name, t.id`,
};

export const CONDITIONS: [keyof TurfListFilter, SQL][] = [
  ['locationKey', sql`t.location_key = ${placeholder('locationKey')}`],
  ['sport', sql`t.sports_type = ${placeholder('sport')}`],
  ['minPaise', sql`t.price_paise >= ${placeholder('minPaise')}`],
  ['maxPaise', sql`t.price_paise <= ${placeholder('maxPaise')}`],
  ['q', Q_MATCHES],
  [
    'near',
    sql`t.geo_lat is not null
      and t.geo_lat between ${placeholder('minLat')} and ${placeholder('maxLat')}
      and t.geo_lng between ${placeholder('minLng')} and ${placeholder('maxLng')}`,
  ],
  ['amenities', sql`t.amenities @> ${placeholder('amenities')}::text[]`],
];

/** The filters' conditions (turfs as `t`) and the shape they make, for a statement's name. */
export function filterConditions(filter: TurfListFilter) {
  const where = [sql`t.approved`];
  let shape = '';
  for (const [field, condition] of CONDITIONS) {
    const present = filter[field] !== undefined;
    shape += present ? '1' : '0';
    if (present) where.push(condition);
  }
  const order: TurfSort | 'relevance' =
    filter.sort ?? (filter.q !== undefined ? 'relevance' : 'name');
  shape += `${order}${filter.limit !== undefined ? 'l' : '-'}${filter.offset !== undefined ? 'o' : '-'}`;
  return { where: sql.join(where, sql` and `), shape, order };
}

/** The filters' values by placeholder name. */
export function filterValues(filter: TurfListFilter) {
  const { locationKey, sport, minPaise, maxPaise, q, limit, offset, amenities } = filter;
  const box = filter.near?.box;
  return {
    locationKey,
    sport,
    minPaise,
    maxPaise,
    q,
    limit,
    offset,
    amenities,
    minLat: box?.minLat,
    maxLat: box?.maxLat,
    minLng: box?.minLng,
    maxLng: box?.maxLng,
  };
}

/** Every star as `s` (turf_id, rating): the ratings' and the visible reviews' (decision 067). */
export const STARS = sql`(select turf_id, rating from turf_ratings
      union all select turf_id, rating from turf_reviews where hidden_at is null) s`;

/**
 * A turf's rating summary and ratings, for the turfs of `t` (a lateral join as `r`), and its
 * stars, ratings and visible reviews together (as `s`: the reviewSummary and the rating sort).
 */
export const RATINGS_JOIN = sql`left join lateral (
      select avg(tr.rating) as average, count(*)::int as count,
        json_agg(json_build_array(tr.id, u.fullname, tr.rating) order by tr.updated_at, tr.id)
          as entries
      from turf_ratings tr
      left join users u on u.id = tr.user_id
      where tr.turf_id = t.id
    ) r on true
    left join lateral (
      select sum(v.rating)::int as sum, count(*)::int as count from (
        select rating from turf_ratings where turf_id = t.id
        union all select rating from turf_reviews where turf_id = t.id and hidden_at is null
      ) v
    ) s on true`;

/** What a listed turf's answer is made of (turfs as `t`, RATINGS_JOIN as `r`): list-query.ts. */
export const LIST_FIELDS = {
  id: sql<string>`t.id`,
  name: sql<string>`t.name`,
  image_url: sql<string>`t.image_url`,
  location: sql<string>`t.location`,
  sports_type: sql<string>`t.sports_type`,
  price_paise: sql<number>`t.price_paise`,
  approved: sql<boolean>`t.approved`,
  address: sql<string>`t.address`,
  maps_link: sql<string>`t.maps_link`,
  description: sql<string>`t.description`,
  owner_id: sql<string>`t.owner_id`,
  average: sql<string | null>`r.average::text`,
  count: sql<number>`r.count`,
  /** [rating id, rater's full name, rating], oldest first; null without ratings. */
  entries: sql<[string, string | null, number][] | null>`r.entries`,
  stars_sum: sql<number | null>`s.sum`,
  stars_count: sql<number>`s.count`,
  /** The bands, special days and offer beside the price (docs/decisions/034). */
  price_rules: sql<RulesBeyondBase | null>`t.price_rules`,
  court_count: sql<number>`(select count(*)::int from courts c
    where c.turf_id = t.id and c.retired_at is null)`,
  /** Its photos, the cover first (decision 067), per listed turf on turf_photos_turf_idx. */
  photos: sql<TurfPhotoJson[] | null>`(select json_agg(json_build_object('_id', p.id, 'url', p.url,
      'width', p.width, 'height', p.height, 'variants', p.variants)
      order by p.is_cover desc, p.position) from turf_photos p where p.turf_id = t.id)`,
  /** Where it is and what it has (docs/decisions/067). */
  geo_lat: sql<number | null>`t.geo_lat`,
  geo_lng: sql<number | null>`t.geo_lng`,
  amenities: sql<string[]>`t.amenities`,
  house_rules: sql<string[]>`t.house_rules`,
};

/** With paging, how many turfs match in all (`counted`: the CTE of the matches); else null. */
export const totalOf = (filter: TurfListFilter, counted: string) =>
  filter.limit !== undefined
    ? sql<number | null>`(select count(*)::int from ${sql.raw(counted)})`
    : sql<number | null>`null::int`;

/** A select in the filter's order, with its limit and offset when asked (as placeholders). */
export function orderedPage<Query extends PgSelect>(
  query: Query,
  filter: TurfListFilter,
  order: TurfSort | 'relevance',
) {
  let page = query.orderBy(ORDERS[order]);
  if (filter.limit !== undefined) page = page.limit(placeholder('limit'));
  if (filter.offset !== undefined) page = page.offset(placeholder('offset'));
  return page;
}

/** The list without a slot search (slot-search-statement.ts has that one), per shape. */
const listStatements = preparedPerShape((db, filter: TurfListFilter) => {
  const { where, shape, order } = filterConditions(filter);
  const matched = db.$with('matched', { id: sql<string>`id`.as('id') }).as(
    sql`select t.id, t.name, t.image_url, t.location, t.sports_type, t.price_paise, t.approved,
        t.address, t.maps_link, t.description, t.owner_id, t.search_text, t.price_rules,
        t.geo_lat, t.geo_lng, t.amenities, t.house_rules
      from turfs t
      where ${where}`,
  );
  const rows = db
    .with(matched)
    .select({ ...LIST_FIELDS, total: totalOf(filter, 'matched') })
    .from(sql`matched t ${RATINGS_JOIN}`)
    .$dynamic();
  return orderedPage(rows, filter, order).prepare(`turf_list_${shape}`);
});

/** Listed turfs' rows by id, in no order (a slot search's page, read after it is cut). */
export const listRowsById = preparedPerDb((db) =>
  db
    .select(LIST_FIELDS)
    .from(sql`turfs t ${RATINGS_JOIN}`)
    .where(sql`t.id = any(${sql.placeholder('ids')}::uuid[]) and t.approved`)
    .prepare('turf_list_rows_by_id'),
);

/** The list's statement for this filter's shape, and the values to run it with. */
export function listStatement(db: Db, filter: TurfListFilter) {
  const { shape } = filterConditions(filter);
  return { statement: listStatements(db, shape, filter), values: filterValues(filter) };
}

/** The list's statement as PostgreSQL gets it, with its values in order (for EXPLAIN in tests). */
export function listStatementText(db: Db, filter: TurfListFilter) {
  const { statement, values } = listStatement(db, filter);
  const query = statement.getQuery();
  return { text: query.sql, params: fillPlaceholders(query.params, values) };
}
