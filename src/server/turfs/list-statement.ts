import { overlapsSql, takesItsSlotSql } from '../db/slot-rules';
import type { Statement } from '../db/prepared-query';
import type { TurfSort } from '../../shared/turf-filters';

// The SQL of GET /api/v1/turf/getTurf: one statement per shape of request (which filters, which
// order, a slot search or not, paging or not), written once and prepared by PostgreSQL, so each
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
  slot?: { date: string; weekday: number; starts: number[]; minutes: number; now: string };
  limit?: number;
  offset?: number;
}

const NORMALIZED_Q = `lower(public.unaccent('public.unaccent'::regdictionary, $q))`;
/** Typo-tolerant: a word of the name or area close enough to the search, or containing it. */
const Q_MATCHES = `(t.search_text like '%' || ${NORMALIZED_Q} || '%'
  or word_similarity(${NORMALIZED_Q}, t.search_text) >= 0.45)`;

const ORDERS: Record<TurfSort | 'relevance', string> = {
  name: 't.name, t.id',
  price_asc: 't.price_paise, t.name, t.id',
  price_desc: 't.price_paise desc, t.name, t.id',
  rating: 'r.average desc nulls last, r.count desc, t.name, t.id',
  relevance: `word_similarity(${NORMALIZED_Q}, t.search_text) desc, t.name, t.id`,
};

/**
 * A candidate start `s.start` at which turf `t` is open and nothing takes the time: the opening
 * hours of shared/opening-hours.ts (null: the default, which every candidate start of the grid
 * is inside), and db/slot-rules' "takes its slot" with the overlap of half-open ranges.
 */
const START_IS_FREE = `(t.opening_hours is null or (
      jsonb_typeof(t.opening_hours -> $weekday::int) = 'object'
      and (t.opening_hours -> $weekday::int ->> 'open')::int <= s.start
      and s.start + $minutes::int <= (t.opening_hours -> $weekday::int ->> 'close')::int))
    and not exists (
      select 1 from bookings b
      where b.turf_id = t.id and b.day = $date::date
        and ${takesItsSlotSql('b', '$now::timestamptz')}
        and ${overlapsSql('b', 's.start', 's.start + $minutes::int')})`;

/** Whether the turf has any free start: stops at the first, so filtering and counting is cheap. */
const HAS_FREE_START = `exists (
    select 1 from unnest($starts::int[]) as s(start) where ${START_IS_FREE})`;

/**
 * Every free start, in the order asked: worked out only for the rows answered (a select-list
 * subquery after the sort and limit), not for every turf that matched.
 */
const FREE_STARTS = `(select array_agg(s.start order by s.ord)
    from unnest($starts::int[]) with ordinality as s(start, ord) where ${START_IS_FREE})`;

const CONDITIONS: [keyof TurfListFilter, string][] = [
  ['locationKey', 't.location_key = $locationKey'],
  ['sport', 't.sports_type = $sport'],
  ['minPaise', 't.price_paise >= $minPaise'],
  ['maxPaise', 't.price_paise <= $maxPaise'],
  ['q', Q_MATCHES],
];

const statements = new Map<string, { statement: Statement; names: string[] }>();

/** Numbers the named placeholders ($name) in order of first use and lists their values. */
function numbered(text: string, values: Record<string, unknown>) {
  const order: string[] = [];
  const sql = text.replace(/\$([a-zA-Z]+)/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`no value for $${name}`);
    let index = order.indexOf(name);
    if (index < 0) index = order.push(name) - 1;
    return `$${index + 1}`;
  });
  return { sql, order };
}

export function listStatement(filter: TurfListFilter): { statement: Statement; params: unknown[] } {
  const values: Record<string, unknown> = {
    locationKey: filter.locationKey,
    sport: filter.sport,
    minPaise: filter.minPaise,
    maxPaise: filter.maxPaise,
    q: filter.q,
    limit: filter.limit,
    offset: filter.offset,
    ...(filter.slot
      ? {
          date: filter.slot.date,
          weekday: filter.slot.weekday,
          starts: filter.slot.starts,
          minutes: filter.slot.minutes,
          now: filter.slot.now,
        }
      : {}),
  };
  const where = ['t.approved'];
  let shape = '';
  for (const [field, condition] of CONDITIONS) {
    const present = filter[field] !== undefined;
    shape += present ? '1' : '0';
    if (present) where.push(condition);
  }
  const slot = filter.slot !== undefined;
  if (slot) where.push(HAS_FREE_START);
  const order = filter.sort ?? (filter.q !== undefined ? 'relevance' : 'name');
  const paged = filter.limit !== undefined;
  shape += `${slot ? 's' : '-'}${order}${paged ? 'l' : '-'}${filter.offset !== undefined ? 'o' : '-'}`;

  let prepared = statements.get(shape);
  if (!prepared) {
    const { sql, order: names } = numbered(statementText(where, slot, order, filter), values);
    prepared = { statement: { name: `turf_list_${shape}`, text: sql }, names };
    statements.set(shape, prepared);
  }
  return { statement: prepared.statement, params: prepared.names.map((name) => values[name]) };
}

function statementText(
  where: string[],
  slot: boolean,
  order: TurfSort | 'relevance',
  filter: TurfListFilter,
) {
  const paged = filter.limit !== undefined;
  return `with matched as (
      select t.id, t.name, t.image_url, t.location, t.sports_type, t.price_paise, t.approved,
        t.address, t.maps_link, t.description, t.owner_id, t.search_text, t.opening_hours
      from turfs t
      where ${where.join(' and ')}
    )
    select t.id, t.name, t.image_url, t.location, t.sports_type, t.price_paise, t.approved,
      t.address, t.maps_link, t.description, t.owner_id,
      ${slot ? FREE_STARTS : 'null::int[]'} as starts,
      r.average::text as average, r.count, r.entries,
      ${paged ? '(select count(*)::int from matched)' : 'null::int'} as total
    from matched t
    left join lateral (
      select avg(tr.rating) as average, count(*)::int as count,
        json_agg(json_build_array(tr.id, u.fullname, tr.rating) order by tr.updated_at, tr.id)
          as entries
      from turf_ratings tr
      left join users u on u.id = tr.user_id
      where tr.turf_id = t.id
    ) r on true
    order by ${ORDERS[order]}
    ${paged ? 'limit $limit' : ''} ${filter.offset !== undefined ? 'offset $offset' : ''}`;
}
