import { timeLabel } from '../../shared/slots';
import type { TurfSort } from '../../shared/turf-filters';
import type { Db } from '../db/database';
import { queryRows, type Statement } from '../db/prepared-query';
import { overlapsSql, takesItsSlotSql } from '../bookings/slot-rules';
import {
  countWhenPastTheEnd,
  turfOfRow,
  type ListRow,
  type TurfListPage,
} from '../turfs/list-query';
import {
  filterConditions,
  filterValues,
  LIST_COLUMNS,
  numbered,
  ORDERS,
  RATINGS_JOIN,
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

/** Bits 0–47, one a half-hour of the day (migration 0011). */
const DAY_BITS = '281474976710655::bigint';

/** Turf `t`'s closed half-hours that weekday, as bits (shared/opening-hours; null: the default). */
const CLOSED_BITS = `case when t.opening_hours is null then 0::bigint
    else ~coalesce(case when jsonb_typeof(t.opening_hours -> $weekday::int) = 'object'
      then half_hour_bits((t.opening_hours -> $weekday::int ->> 'open')::int,
                          (t.opening_hours -> $weekday::int ->> 'close')::int) end, 0) end`;

/**
 * The starts at which `cells` (free half-hours as bits) has `halves` free half-hours in a row:
 * bit i is set when half-hours i … i + halves − 1 all are.
 */
function runsOf(cells: string, halves: number) {
  return Array.from({ length: halves }, (_, shift) =>
    shift ? `(${cells} >> ${shift})` : cells,
  ).join(' & ');
}

/**
 * A candidate start `s.start` at which nothing takes the time, checked against the bookings
 * themselves with bookings/slot-rules' "takes its slot" (the booking core's rule) and the overlap of
 * half-open ranges: for a start whose half-hours are held by a hold that may have run out.
 */
function nothingTakesIt(mine: boolean) {
  return `not exists (
      select 1 from bookings b
      where b.turf_id = t.id and b.day = $date::date
        and ${takesItsSlotSql('b', '$now::timestamptz')}
        and ${overlapsSql('b', 's.start', 's.start + $minutes::int')}
        ${mine ? `and not (b.status = 'pending' and b.user_id = $viewer::uuid)` : ''})`;
}

/**
 * Turf `t`'s held half-hours that stand in the searcher's way: with `mine`, all but the
 * searching player's own holds ($mineTurfs, $mineStarts, $mineEnds). Rows that take a slot never
 * overlap, so clearing those bits leaves everyone else's.
 */
function heldBits(mine: boolean) {
  if (!mine) return 'coalesce(d.held, 0)';
  return `(coalesce(d.held, 0) & ~coalesce((select bit_or(half_hour_bits(m.start_minute, m.end_minute))
      from unnest($mineTurfs::uuid[], $mineStarts::int[], $mineEnds::int[])
        as m(turf_id, start_minute, end_minute)
      where m.turf_id = t.id), 0))`;
}

/**
 * The statement's text: per turf, the candidate starts (bits of $candidates) that the day's bits
 * leave free, `sure` counting every held half-hour as taken (but the searching
 * player's own holds) and `maybe` none of them. While the
 * day's holds are all live (held_live_until ahead of now) `sure` is exact; otherwise the starts
 * only `maybe` has are checked against the bookings.
 */
function statementText(filter: SlotSearchFilter, where: string[], order: TurfSort | 'relevance') {
  const halves = filter.slot.minutes / 30;
  const mine = filter.slot.mine !== undefined;
  const paged = filter.limit !== undefined;
  return `with candidates as (
      select t.id, d.held_live_until,
        ~(coalesce(d.taken, 0) | ${heldBits(mine)} | ${CLOSED_BITS}) & ${DAY_BITS} as sure_cells,
        ~(coalesce(d.taken, 0) | ${CLOSED_BITS}) & ${DAY_BITS} as maybe_cells
      from turfs t
      left join turf_day_slots d on d.day = $date::date and d.turf_id = t.id
      where ${where.join(' and ')}
    ), runs as (
      select c.id, c.held_live_until,
        $candidates::bigint & ${runsOf('c.sure_cells', halves)} as sure,
        $candidates::bigint & ${runsOf('c.maybe_cells', halves)} as maybe
      from candidates c
    ), free as (
      select * from (
        select t.id,
          case when t.sure = t.maybe or t.held_live_until > $now::timestamptz then t.sure
            else t.sure | (select coalesce(bit_or(1::bigint << (s.start / 30)), 0)
              from unnest($starts::int[]) as s(start)
              where ((t.maybe & ~t.sure) >> (s.start / 30)) & 1 = 1 and ${nothingTakesIt(mine)})
          end as free_bits
        from runs t
        where t.maybe <> 0
      ) found
      where free_bits <> 0
    )
    select ${LIST_COLUMNS}, f.free_bits::text as free_bits,
      ${paged ? '(select count(*)::int from free)' : 'null::int'} as total
    from free f
    join turfs t on t.id = f.id
    ${RATINGS_JOIN}
    order by ${ORDERS[order]}
    ${paged ? 'limit $limit' : ''} ${filter.offset !== undefined ? 'offset $offset' : ''}`;
}

const statements = new Map<string, { statement: Statement; names: string[] }>();

export type SlotSearchRow = ListRow & {
  /** The free starts as bits (bit start / 30), a bigint as text. */
  free_bits: string;
};

/** The starts whose bit is set, in the order the search asked them. */
export function startsOf(freeBits: string, starts: readonly number[]): number[] {
  const bits = BigInt(freeBits);
  return starts.filter((start) => (bits >> BigInt(start / 30)) & 1n);
}

export function slotSearchStatement(filter: SlotSearchFilter): {
  statement: Statement;
  params: unknown[];
} {
  const { date, weekday, starts, minutes, now, mine } = filter.slot;
  const candidates = starts.reduce((bits, start) => bits | (1n << BigInt(start / 30)), 0n);
  const holds = mine?.holds ?? [];
  const values = {
    ...filterValues(filter),
    ...{ date, weekday, starts, minutes, now, candidates: candidates.toString() },
    ...(mine
      ? {
          viewer: mine.viewerId,
          mineTurfs: holds.map((hold) => hold.turfId),
          mineStarts: holds.map((hold) => hold.start),
          mineEnds: holds.map((hold) => hold.end),
        }
      : {}),
  };
  const { where, shape, order } = filterConditions(filter);
  const key = `${shape}${minutes / 30}${mine ? 'm' : ''}`;
  let prepared = statements.get(key);
  if (!prepared) {
    const { sql, order: names } = numbered(statementText(filter, where, order), values);
    prepared = { statement: { name: `turf_slot_search_${key}`, text: sql }, names };
    statements.set(key, prepared);
  }
  return {
    statement: prepared.statement,
    params: prepared.names.map((name) => values[name as keyof typeof values]),
  };
}

/** The turfs with the time free, each with its freeSlots (images still as stored). */
export async function searchFreeTurfs(db: Db, filter: SlotSearchFilter): Promise<TurfListPage> {
  const { statement, params } = slotSearchStatement(filter);
  const rows = await queryRows<SlotSearchRow>(db, statement, params);
  const { date, starts, minutes } = filter.slot;
  const turfs = rows.map((row) => ({
    ...turfOfRow(row),
    freeSlots: startsOf(row.free_bits, starts).map((start) => ({
      date,
      start,
      end: start + minutes,
      startTime: timeLabel(start),
      endTime: timeLabel(start + minutes),
    })),
  }));
  if (filter.limit === undefined) return { turfs };
  const firstRow = async (first: SlotSearchFilter) => {
    const counting = slotSearchStatement(first);
    return (await queryRows<SlotSearchRow>(db, counting.statement, counting.params))[0];
  };
  return { turfs, total: rows[0]?.total ?? (await countWhenPastTheEnd(filter, firstRow)) };
}
