import { rupeesToPaise } from '../../shared/pricing';
import { locationKey, type TurfListQuery } from '../../shared/turf-filters';
import { publicRaterName, type TurfJson } from '../../shared/turf-types';
import type { Db } from '../db/database';
import { queryRows, type Statement } from '../db/prepared-query';
import { sharedFreshRead } from '../http/answer-cache';
import { withSummary } from './service';

// GET /api/v1/turf/getTurf in one statement: the approved turfs that match, in name order, each
// with its rating summary and its ratings (only the listed turfs' ratings are read, through the
// lateral join). One text per combination of filters, written once and prepared by PostgreSQL,
// so each combination gets its own plan on the partial indexes.

/** The filters as the SQL applies them; absent means "any". */
export interface TurfListFilter {
  locationKey?: string;
  sport?: string;
  minPaise?: number;
  maxPaise?: number;
  limit?: number;
  offset?: number;
}

export function turfListFilter(query: TurfListQuery): TurfListFilter {
  const filter: TurfListFilter = {};
  if (query.location) filter.locationKey = locationKey(query.location);
  if (query.sport) filter.sport = query.sport.toLowerCase();
  // The query schema admits only prices with at most 2 decimals, so these are exact.
  if (query.minPrice !== undefined) filter.minPaise = rupeesToPaise(query.minPrice)!;
  if (query.maxPrice !== undefined) filter.maxPaise = rupeesToPaise(query.maxPrice)!;
  if (query.limit !== undefined) filter.limit = query.limit;
  if (query.offset !== undefined) filter.offset = query.offset;
  return filter;
}

/** The same filters always give the same key, whatever order the query string had. */
export function turfListKey(filter: TurfListFilter): string {
  const { locationKey: location, sport, minPaise, maxPaise, limit, offset } = filter;
  return JSON.stringify([location, sport, minPaise, maxPaise, limit, offset]);
}

const CONDITIONS: [keyof TurfListFilter, string][] = [
  ['locationKey', 't.location_key = $'],
  ['sport', 't.sports_type = $'],
  ['minPaise', 't.price_paise >= $'],
  ['maxPaise', 't.price_paise <= $'],
];

const statements = new Map<string, Statement>();

function statementFor(filter: TurfListFilter): { statement: Statement; params: unknown[] } {
  const params: unknown[] = [];
  const where = ['t.approved'];
  let shape = '';
  for (const [field, condition] of CONDITIONS) {
    const value = filter[field];
    shape += value === undefined ? '0' : '1';
    if (value === undefined) continue;
    params.push(value);
    where.push(`${condition}${params.length}`);
  }
  const paging: string[] = [];
  if (filter.limit !== undefined) {
    params.push(filter.limit);
    paging.push(`limit $${params.length}`);
  }
  if (filter.offset !== undefined) {
    params.push(filter.offset);
    paging.push(`offset $${params.length}`);
  }
  shape += `${filter.limit === undefined ? '0' : '1'}${filter.offset === undefined ? '0' : '1'}`;
  let statement = statements.get(shape);
  if (!statement) {
    statement = {
      name: `turf_list_${shape}`,
      text: `select t.id, t.name, t.image_url, t.location, t.sports_type, t.price_paise, t.approved,
          t.address, t.maps_link, t.description, t.owner_id,
          r.average::text as average, r.count, r.entries
        from turfs t
        left join lateral (
          select avg(tr.rating) as average, count(*)::int as count,
            json_agg(json_build_array(tr.id, u.fullname, tr.rating) order by tr.updated_at, tr.id)
              as entries
          from turf_ratings tr
          left join users u on u.id = tr.user_id
          where tr.turf_id = t.id
        ) r on true
        where ${where.join(' and ')}
        order by t.name, t.id
        ${paging.join(' ')}`,
    };
    statements.set(shape, statement);
  }
  return { statement, params };
}

interface ListRow {
  id: string;
  name: string;
  image_url: string;
  location: string;
  sports_type: string;
  price_paise: number;
  approved: boolean;
  address: string;
  maps_link: string;
  description: string;
  owner_id: string;
  average: string | null;
  count: number;
  /** [rating id, rater's full name, rating], oldest first; null without ratings. */
  entries: [string, string | null, number][] | null;
}

/** The listed turfs as the API speaks them (images still as stored). */
export async function listApprovedTurfs(db: Db, filter: TurfListFilter): Promise<TurfJson[]> {
  const { statement, params } = statementFor(filter);
  const rows = await queryRows<ListRow>(db, statement, params);
  return rows.map((row) =>
    withSummary(
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
        ratingAverage: row.average,
        ratingCount: row.count,
      },
      (row.entries ?? []).map(([id, fullname, rating]) => ({
        _id: id,
        rating,
        user: publicRaterName(fullname ?? ''),
      })),
    ),
  );
}

const LIST_VERSION: Statement = {
  name: 'turf_list_version',
  text: `select version::text as version from list_versions where name = 'turf-list'`,
};

/**
 * The list's data version (migration 0008's triggers move it on every change to turfs, ratings
 * and raters' names); null when the row is missing, and then nothing is cached.
 */
export async function turfListVersion(db: Db): Promise<string | null> {
  const [row] = await queryRows<{ version: string }>(db, LIST_VERSION, []);
  return row?.version ?? null;
}

const versionReaders = new WeakMap<Db, () => Promise<string | null>>();

/** turfListVersion, fresh for each caller, one read shared by a burst (one reader per database). */
export function currentTurfListVersion(db: Db): () => Promise<string | null> {
  let reader = versionReaders.get(db);
  if (!reader) versionReaders.set(db, (reader = sharedFreshRead(() => turfListVersion(db))));
  return reader;
}
