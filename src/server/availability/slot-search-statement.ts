import type { RulesBeyondBase } from '../../shared/price-rules';
import { fillPlaceholders, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { preparedPerShape, type Db } from '../db/database';
import { bookings } from '../db/schema';
import { overlaps, takesItsSlot } from '../bookings/slot-rules';
import { pricesDecide, statementFilterFor } from './slot-search-prices';
import {
  filterConditions,
  filterValues,
  LIST_FIELDS,
  ORDERS,
  orderedPage,
  RATINGS_JOIN,
  totalOf,
  type TurfListFilter,
} from '../turfs/list-statement';

// The slot search of GET /api/v1/turf/getTurf (docs/decisions/017, 018, 027) in one statement:
// the listed turfs that match the filters and have a free start, in the order asked, each as
// the plain list has it plus its free starts as bits (and the total, when paged). The free
// starts are computed here and nowhere else on the server: from the day's bits that migration
// 0011's trigger keeps, read fresh by every search, so a hold committed through any process is
// seen by the next search. The property test in slot-search.test.ts holds them to the shared
// rule (shared/slot-search.ts' freeStarts).

export type SlotSearchFilter = TurfListFilter & { slot: NonNullable<TurfListFilter['slot']> };

/** The search's values by placeholder name (slotSearchValues). */
type SlotValues = ReturnType<typeof slotSearchValues>;
const placeholder = (name: keyof SlotValues) => sql.placeholder(name);

/** Bits 0–47, one a half-hour of the day (migration 0011). */
const DAY_BITS = sql.raw('281474976710655::bigint');

/** A week of hours' closed half-hours that weekday, as bits (shared/opening-hours; null: none). */
function closedBits(hours: string) {
  const day = sql`${sql.raw(hours)} -> ${placeholder('weekday')}::int`;
  return sql`case when ${sql.raw(hours)} is null then 0::bigint
    else ~coalesce(case when jsonb_typeof(${day}) = 'object'
      then half_hour_bits((${day} ->> 'open')::int, (${day} ->> 'close')::int) end, 0) end`;
}

/**
 * Court `c` of turf `t`: its half-hours closed that weekday by the turf's hours or its own, inside
 * them (shared/court-hours, docs/decisions/031).
 */
const CLOSED_BITS = sql`(${closedBits('t.opening_hours')} | ${closedBits('c.opening_hours')})`;

/**
 * The starts at which `cells` (free half-hours as bits) has `halves` free half-hours in a row:
 * bit i is set when half-hours i … i + halves − 1 all are.
 */
function runsOf(cells: string, halves: number) {
  return sql.raw(
    Array.from({ length: halves }, (_, shift) => (shift ? `(${cells} >> ${shift})` : cells)).join(
      ' & ',
    ),
  );
}

const b = alias(bookings, 'b');

/**
 * A candidate start `s.start` at which nothing takes the time, checked against the bookings
 * themselves with bookings/slot-rules' "takes its slot" (the booking core's rule) and the overlap
 * of half-open ranges: for a start whose half-hours are held by a hold that may have run out.
 */
function nothingTakesIt(mine: boolean) {
  const notMine = mine
    ? sql`and not (${b.status} = 'pending' and ${b.userId} = ${placeholder('viewer')}::uuid)`
    : sql``;
  return sql`not exists (
      select 1 from ${bookings} b
      where ${b.turfId} = t.id and ${b.ground} && t.ground and ${b.day} = ${placeholder('date')}::date
        and ${takesItsSlot(b, sql`${placeholder('now')}::timestamptz`)}
        and ${overlaps(b, sql`s.start`, sql`s.start + ${placeholder('minutes')}::int`)}
        ${notMine})`;
}

/**
 * A plain court's (`x`) held half-hours that stand in the searcher's way: with `mine`, all but
 * the searching player's own holds on it. Rows that take a slot never share a plain court's
 * half-hour, so clearing those bits leaves everyone else's.
 */
function heldBits(mine: boolean) {
  if (!mine) return sql`x.held`;
  return sql`(x.held & ~coalesce((select bit_or(half_hour_bits(m.start_minute, m.end_minute))
      from unnest(${placeholder('mineGrounds')}::int[], ${placeholder('mineStarts')}::int[], ${placeholder('mineEnds')}::int[])
        as m(ground, start_minute, end_minute)
      where m.ground = x.ground), 0))`;
}

/**
 * The search's common part: per turf, the candidate starts (bits of `candidates`) that the day's
 * bits leave free, `sure` counting every held half-hour as taken (but the searching player's own
 * holds) and `maybe` none of them. While the day's holds are all live (held_live_until ahead of
 * now) `sure` is exact; otherwise the starts only `maybe` has are checked against the bookings.
 * Answers the CTEs, the last of them `free`: per matching turf with a free start, its free bits.
 */
function freeStartsOf(db: Db, filter: SlotSearchFilter) {
  const halves = filter.slot.minutes / 30;
  const mine = filter.slot.mine !== undefined;
  const { where } = filterConditions(filter);
  const now = sql`${placeholder('now')}::timestamptz`;
  const column = <T>(name: string) => sql<T>`${sql.raw(name)}`.as(name);
  // With a sport asked, only the courts that host it count (docs/decisions/029).
  const courtHostsSport = filter.sport ? sql`and ${placeholder('sport')} = any(c.sports)` : sql``;
  // Per court of each matching listing (docs/decisions/029): the day's bits of the plain
  // courts it stands on, together; a start is free at the listing when it is on some court.
  // Each court of a matching listing joins the plain courts it stands on (p: itself, or its
  // parts) and their day bits by equality, so the database can hash both joins.
  const candidates = db.$with('candidates', { id: column<string>('id') }).as(
    sql`select t.id, c.id as court_id, c.price_rules is not null as priced_apart,
      c.ground_set as ground, min(x.held_live_until) as held_live_until,
      ~(coalesce(bit_or(x.taken), 0) | coalesce(bit_or(${heldBits(mine)}), 0) | ${CLOSED_BITS})
        & ${DAY_BITS} as sure_cells,
      ~(coalesce(bit_or(x.taken), 0) | ${CLOSED_BITS}) & ${DAY_BITS} as maybe_cells
    from turfs t
    join courts c on c.turf_id = t.id and c.retired_at is null ${courtHostsSport}
    join courts p on p.turf_id = c.turf_id and c.ground_set @> p.ground
    left join court_day_slots x on x.day = ${placeholder('date')}::date and x.ground = p.ground
    where ${where}
    group by t.id, c.id`,
  );
  const runs = db.$with('runs', { id: column<string>('id') }).as(
    sql`select c.id, c.court_id, c.priced_apart, c.ground, c.held_live_until,
      ${placeholder('candidates')}::bigint & ${runsOf('c.sure_cells', halves)} as sure,
      ${placeholder('candidates')}::bigint & ${runsOf('c.maybe_cells', halves)} as maybe
    from candidates c`,
  );
  const free = db.$with('free', { id: column<string>('id') }).as(
    // Per listing: the starts free on some court, each court's free starts (how many courts
    // are free at a start) and how many courts were searched.
    sql`select id, bit_or(free_bits) as free_bits, array_agg(free_bits::text) as court_bits,
        array_agg(court_id) as court_ids, bool_or(priced_apart) as priced_apart,
        count(*)::int as court_count from (
      select t.id, t.court_id, t.priced_apart,
        case when t.maybe = 0 then 0::bigint
          when t.sure = t.maybe or t.held_live_until > ${now} then t.sure
          else t.sure | (select coalesce(bit_or(1::bigint << (s.start / 30)), 0)
            from unnest(${placeholder('starts')}::int[]) as s(start)
            where ((t.maybe & ~t.sure) >> (s.start / 30)) & 1 = 1 and ${nothingTakesIt(mine)})
        end as free_bits
      from runs t
    ) found
    group by id
    having bit_or(free_bits) <> 0`,
  );
  return [candidates, runs, free] as const;
}

/** What a found turf's free starts are read from (the free CTE as `f`, turfs as `t`). */
const FREE_FIELDS = {
  /** The free starts as bits (bit start / 30), a bigint as text. */
  free_bits: sql<string>`f.free_bits::text`,
  /** Each searched court's free starts as bits, bigints as text. */
  court_bits: sql<string[]>`f.court_bits`,
  /** The searched courts' ids, in court_bits' order. */
  court_ids: sql<string[]>`f.court_ids`,
  /** Whether a searched court is priced apart from the listing (docs/decisions/039). */
  priced_apart: sql<boolean>`f.priced_apart`,
  /** How many of its courts host the sport searched (the listing's own: court_count). */
  searched_courts: sql<number>`f.court_count`,
};

/** The statement: the found turfs as the list has them, with their free starts, paged. */
const slotSearches = preparedPerShape(
  (db, { filter, key }: { filter: SlotSearchFilter; key: string }) => {
    const { order } = filterConditions(filter);
    const rows = db
      .with(...freeStartsOf(db, filter))
      .select({ ...LIST_FIELDS, ...FREE_FIELDS, total: totalOf(filter, 'free') })
      .from(sql`free f join turfs t on t.id = f.id ${RATINGS_JOIN}`)
      .$dynamic();
    return orderedPage(rows, filter, order).prepare(`turf_slot_search_${key}`);
  },
);

/**
 * The same search answering only what pricing needs, every found turf in the filter's order (no
 * page): when the price of the searched time decides and only a page is asked, the list's
 * columns are read for that page alone (slot-search-prices.ts), not for every free turf.
 */
const slimSlotSearches = preparedPerShape(
  (db, { filter, key }: { filter: SlotSearchFilter; key: string }) => {
    const { order } = filterConditions(filter);
    const ratings = order === 'rating' ? RATINGS_JOIN : sql``;
    return db
      .with(...freeStartsOf(db, filter))
      .select({
        id: sql<string>`t.id`,
        price_paise: LIST_FIELDS.price_paise,
        price_rules: LIST_FIELDS.price_rules,
        ...FREE_FIELDS,
      })
      .from(sql`free f join turfs t on t.id = f.id ${ratings}`)
      .orderBy(ORDERS[order])
      .prepare(`turf_slot_search_slim_${key}`);
  },
);

function slotSearchValues(filter: SlotSearchFilter) {
  const { date, weekday, starts, minutes, now, mine } = filter.slot;
  const candidates = starts.reduce((bits, start) => bits | (1n << BigInt(start / 30)), 0n);
  const holds = mine?.holds ?? [];
  return {
    ...filterValues(filter),
    ...{ date, weekday, starts, minutes, now, candidates: candidates.toString() },
    viewer: mine?.viewerId,
    mineGrounds: holds.map((hold) => hold.ground),
    mineStarts: holds.map((hold) => hold.start),
    mineEnds: holds.map((hold) => hold.end),
  };
}

/** The name of a search's shape: its filters, order and paging, its length, whose holds. */
function slotSearchKey(filter: SlotSearchFilter): string {
  const { shape } = filterConditions(filter);
  return `${shape}${filter.slot.minutes / 30}${filter.slot.mine ? 'm' : ''}`;
}

/** The search's prepared statement for this filter's shape, and the values to run it with. */
export function slotSearchStatement(db: Db, filter: SlotSearchFilter) {
  const key = slotSearchKey(filter);
  return { statement: slotSearches(db, key, { filter, key }), values: slotSearchValues(filter) };
}

/** A found turf's row of the slim statement: what pricing its free starts needs. */
export type FoundRow = {
  id: string;
  price_paise: number;
  price_rules: RulesBeyondBase | null;
} & { [K in keyof typeof FREE_FIELDS]: (typeof FREE_FIELDS)[K]['_']['type'] };

/** The slim statement for this filter's shape (every found turf, no page), and its values. */
export function slimSlotSearchStatement(db: Db, filter: SlotSearchFilter) {
  const key = `${slotSearchKey(filter)}s`;
  return {
    statement: slimSlotSearches(db, key, { filter, key }),
    values: slotSearchValues(filter),
  };
}

/**
 * The statement the app runs for this search, as PostgreSQL gets it, with its values in order
 * (for EXPLAIN): the slim one when the price decides a page (slot-search-results.ts).
 */
export function slotSearchText(db: Db, filter: SlotSearchFilter) {
  const asked = statementFilterFor(filter);
  const slim = pricesDecide(filter) && filter.limit !== undefined;
  const { statement, values } = slim
    ? slimSlotSearchStatement(db, asked)
    : slotSearchStatement(db, asked);
  const query = statement.getQuery();
  return { text: query.sql, params: fillPlaceholders(query.params, values) };
}
