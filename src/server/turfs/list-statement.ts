import type { Statement } from '../db/prepared-query';
import type { TurfSort } from '../../shared/turf-filters';

// The SQL of GET /api/v1/turf/getTurf: one statement per shape of request (which filters, which
// order, paging or not), written once and prepared by PostgreSQL, so each
// shape gets its own plan on the partial indexes. Values are always parameters.

/** The request as the SQL applies it; absent means "any". */
export interface TurfListFilter {
  locationKey?: string;
  sport?: string;
  minPaise?: number;
  maxPaise?: number;
  /** Search text, matched against turfs.search_text (name and area, no accents, lower case). */
  q?: string;
  sort?: TurfSort;
  /** Slot search: the date, its weekday (0 = Sunday), the starts to try in order, the length. */
  slot?: {
    date: string;
    weekday: number;
    starts: number[];
    minutes: number;
    now: string;
    /** The searching player's own live holds that day: no obstacle to them (decision 025). */
    mine?: OwnHolds;
  };
  limit?: number;
  offset?: number;
}

/** A player's own live holds on one day (availability/own-holds-on-day.ts). */
export interface OwnHolds {
  viewerId: string;
  holds: readonly { turfId: string; start: number; end: number }[];
}

export const NORMALIZED_Q = `lower(public.unaccent('public.unaccent'::regdictionary, $q))`;
/** Typo-tolerant: a word of the name or area close enough to the search, or containing it. */
const Q_MATCHES = `(t.search_text like '%' || ${NORMALIZED_Q} || '%'
  or word_similarity(${NORMALIZED_Q}, t.search_text) >= 0.45)`;

export const ORDERS: Record<TurfSort | 'relevance', string> = {
  name: 't.name, t.id',
  price_asc: 't.price_paise, t.name, t.id',
  price_desc: 't.price_paise desc, t.name, t.id',
  rating: 'r.average desc nulls last, r.count desc, t.name, t.id',
  relevance: `word_similarity(${NORMALIZED_Q}, t.search_text) desc, t.name, t.id`,
};

export const CONDITIONS: [keyof TurfListFilter, string][] = [
  ['locationKey', 't.location_key = $locationKey'],
  ['sport', 't.sports_type = $sport'],
  ['minPaise', 't.price_paise >= $minPaise'],
  ['maxPaise', 't.price_paise <= $maxPaise'],
  ['q', Q_MATCHES],
];

const statements = new Map<string, { statement: Statement; names: string[] }>();

/** Numbers the named placeholders ($name) in order of first use and lists their values. */
export function numbered(text: string, values: Record<string, unknown>) {
  const order: string[] = [];
  const sql = text.replace(/\$([a-zA-Z]+)/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`no value for $${name}`);
    let index = order.indexOf(name);
    if (index < 0) index = order.push(name) - 1;
    return `$${index + 1}`;
  });
  return { sql, order };
}

/** The filters' conditions (turfs as `t`) and the shape they make, for a statement's name. */
export function filterConditions(filter: TurfListFilter) {
  const where = ['t.approved'];
  let shape = '';
  for (const [field, condition] of CONDITIONS) {
    const present = filter[field] !== undefined;
    shape += present ? '1' : '0';
    if (present) where.push(condition);
  }
  const order: TurfSort | 'relevance' =
    filter.sort ?? (filter.q !== undefined ? 'relevance' : 'name');
  shape += `${order}${filter.limit !== undefined ? 'l' : '-'}${filter.offset !== undefined ? 'o' : '-'}`;
  return { where, shape, order };
}

/** The filters' values by placeholder name. */
export function filterValues(filter: TurfListFilter): Record<string, unknown> {
  const { locationKey, sport, minPaise, maxPaise, q, limit, offset } = filter;
  return { locationKey, sport, minPaise, maxPaise, q, limit, offset };
}

/** The list without a slot search (slot-search-statement.ts has that one). */
export function listStatement(filter: TurfListFilter): { statement: Statement; params: unknown[] } {
  const values = filterValues(filter);
  const { where, shape, order } = filterConditions(filter);
  let prepared = statements.get(shape);
  if (!prepared) {
    const { sql, order: names } = numbered(statementText(where, order, filter), values);
    prepared = { statement: { name: `turf_list_${shape}`, text: sql }, names };
    statements.set(shape, prepared);
  }
  return { statement: prepared.statement, params: prepared.names.map((name) => values[name]) };
}

/** A turf's rating summary and ratings, for the turfs of `t` (a lateral join as `r`). */
export const RATINGS_JOIN = `left join lateral (
      select avg(tr.rating) as average, count(*)::int as count,
        json_agg(json_build_array(tr.id, u.fullname, tr.rating) order by tr.updated_at, tr.id)
          as entries
      from turf_ratings tr
      left join users u on u.id = tr.user_id
      where tr.turf_id = t.id
    ) r on true`;

/** What a listed turf's answer is made of (turfs as `t`, RATINGS_JOIN as `r`): list-query.ts. */
export const LIST_COLUMNS = `t.id, t.name, t.image_url, t.location, t.sports_type, t.price_paise,
  t.approved, t.address, t.maps_link, t.description, t.owner_id,
  r.average::text as average, r.count, r.entries`;

function statementText(where: string[], order: TurfSort | 'relevance', filter: TurfListFilter) {
  const paged = filter.limit !== undefined;
  return `with matched as (
      select t.id, t.name, t.image_url, t.location, t.sports_type, t.price_paise, t.approved,
        t.address, t.maps_link, t.description, t.owner_id, t.search_text
      from turfs t
      where ${where.join(' and ')}
    )
    select ${LIST_COLUMNS},
      ${paged ? '(select count(*)::int from matched)' : 'null::int'} as total
    from matched t
    ${RATINGS_JOIN}
    order by ${ORDERS[order]}
    ${paged ? 'limit $limit' : ''} ${filter.offset !== undefined ? 'offset $offset' : ''}`;
}
