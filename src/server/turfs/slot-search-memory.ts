import { isWithinOpeningHours, type WeekHours } from '../../shared/opening-hours';
import type { Db } from '../db/database';
import { queryRows, type Statement } from '../db/prepared-query';
import { takesItsSlotSql } from '../db/slot-rules';
import { VersionedCache } from '../http/answer-cache';
import type { KeptDayBits, TurfDayBits } from './kept-day-bits';
import {
  filterConditions,
  filterValues,
  numbered,
  ORDERS,
  RATING_ORDER_JOIN,
  type OwnHolds,
} from './list-statement';
import type { SlotSearchFilter } from './slot-search-statement';

// The slot search in this process's memory (docs/decisions/020): the database orders the listed
// turfs that match a search's place, sport and words once per list version; the day's bits come
// from KeptDayBits; the prices (integer paise) and the free starts are checked here. A day whose
// holds may have run out reads its live holds with the booking core's "takes its slot" rule, as
// the statement (slot-search-statement.ts) does.

export interface FoundTurf {
  id: string;
  /** The free starts, in the order the search tried them. */
  starts: readonly number[];
}

interface ListedTurf {
  id: string;
  pricePaise: number;
  openingHours: WeekHours | null;
}

class OrderedTurfs {
  constructor(readonly turfs: ListedTurf[]) {}
  /** Bytes, roughly: an id, a price and a reference each. */
  get size() {
    return this.turfs.length * 120;
  }
}

const orderStatements = new Map<string, { statement: Statement; names: string[] }>();

/** The listed turfs of the filter's place, sport and words, in its order; prices not applied. */
function orderStatement(filter: SlotSearchFilter) {
  const ordering = { locationKey: filter.locationKey, sport: filter.sport, q: filter.q };
  const { where, shape, order } = filterConditions({ ...ordering, sort: filter.sort });
  const values = filterValues(ordering);
  let prepared = orderStatements.get(shape);
  if (!prepared) {
    const rating = order === 'rating' ? RATING_ORDER_JOIN : '';
    const text = `select t.id, t.price_paise as "pricePaise", t.opening_hours as "openingHours"
      from turfs t ${rating} where ${where.join(' and ')} order by ${ORDERS[order]}`;
    const { sql, order: names } = numbered(text, values);
    prepared = { statement: { name: `turf_slot_order_${shape}`, text: sql }, names };
    orderStatements.set(shape, prepared);
  }
  return { statement: prepared.statement, params: prepared.names.map((name) => values[name]) };
}

/** The day's live holds per turf as bits, for turfs whose kept holds may have run out. */
const LIVE_HOLDS: Statement = {
  name: 'turf_day_live_holds',
  text: `select b.turf_id as "turfId",
      (bit_or(half_hour_bits(b.start_minute, b.end_minute)) & 16777215)::int as "heldLow",
      (bit_or(half_hour_bits(b.start_minute, b.end_minute)) >> 24)::int as "heldHigh",
      (extract(epoch from min(coalesce(b.hold_expires_at, 'infinity'))) * 1000)::float8
        as "heldLiveUntil"
    from bookings b
    where b.day = $1::date and b.turf_id = any($2::uuid[]) and b.status = 'pending'
      and ${takesItsSlotSql('b', '$3::timestamptz')}
    group by b.turf_id`,
};

type LiveHolds = Pick<TurfDayBits, 'heldLow' | 'heldHigh' | 'heldLiveUntil'> & { turfId: string };

interface HalfHours {
  low: number;
  high: number;
}

/** The half-hours [start, end) covers, as migration 0011's half_hour_bits counts them. */
export function halfHoursOf(start: number, end: number): HalfHours {
  let low = 0;
  let high = 0;
  for (let half = Math.floor(start / 30); half < Math.ceil(end / 30); half += 1) {
    if (half < 24) low |= 1 << half;
    else high |= 1 << (half - 24);
  }
  return { low, high };
}

/**
 * The searching player's own holds as half-hours per turf. Rows that take a slot never overlap
 * (the exclusion constraint), so clearing these from a turf's held bits leaves everyone else's.
 */
function ownHalfHours(mine: OwnHolds | undefined): Map<string, HalfHours> {
  const byTurf = new Map<string, HalfHours>();
  for (const { turfId, start, end } of mine?.holds ?? []) {
    const cells = halfHoursOf(start, end);
    const kept = byTurf.get(turfId) ?? { low: 0, high: 0 };
    byTurf.set(turfId, { low: kept.low | cells.low, high: kept.high | cells.high });
  }
  return byTurf;
}

const NOTHING: TurfDayBits = {
  takenLow: 0,
  takenHigh: 0,
  heldLow: 0,
  heldHigh: 0,
  heldLiveUntil: null,
};

export function slotSearchInMemory(db: Db, kept: KeptDayBits) {
  const orders = new VersionedCache<OrderedTurfs>(256, 64 * 1024 * 1024);

  async function readOrder(filter: SlotSearchFilter) {
    const { statement, params } = orderStatement(filter);
    return new OrderedTurfs(await queryRows<ListedTurf>(db, statement, params));
  }

  /**
   * The turfs with a free start in filter's order, or null when changes cannot be heard (the
   * statement answers then). `listVersion` was read before: the order is kept under it.
   */
  return async function search(
    filter: SlotSearchFilter,
    listVersion: string | null,
    dayVersion: string | null,
  ): Promise<FoundTurf[] | null> {
    if (dayVersion === null || listVersion === null) return null;
    const day = await kept.bitsOf(filter.slot.date);

    const orderKey = JSON.stringify([filter.locationKey, filter.sport, filter.q, filter.sort]);
    const { turfs } = await orders.get(orderKey, listVersion, () => readOrder(filter));
    const { date, starts, minutes, now } = filter.slot;
    const nowMs = Date.parse(now);
    const mine = ownHalfHours(filter.slot.mine);
    const forViewer = (turfId: string, bits: TurfDayBits): TurfDayBits => {
      const own = mine.get(turfId);
      if (!own) return bits;
      return { ...bits, heldLow: bits.heldLow & ~own.low, heldHigh: bits.heldHigh & ~own.high };
    };
    const cells = starts.map((start) => halfHoursOf(start, start + minutes));
    // Free starts as a mask over `starts` (at most 5 of them), so a turf costs no allocation:
    // each mask's starts are one shared array, each hours shape's open starts one mask.
    const startsOfMask: (readonly number[])[] = [];
    const startsOf = (mask: number) =>
      (startsOfMask[mask] ??= starts.filter((_, i) => mask & (1 << i)));
    const openByHours = new Map<WeekHours | null, number>();
    const openMask = (hours: WeekHours | null) => {
      let open = openByHours.get(hours);
      if (open === undefined) {
        open = 0;
        for (let i = 0; i < starts.length; i += 1)
          if (isWithinOpeningHours({ date, start: starts[i]!, end: starts[i]! + minutes }, hours))
            open |= 1 << i;
        openByHours.set(hours, open);
      }
      return open;
    };
    const freeMask = (open: number, low: number, high: number) => {
      let free = 0;
      for (let i = 0; i < cells.length; i += 1) {
        const cell = cells[i]!;
        if (open & (1 << i) && (cell.low & low) === 0 && (cell.high & high) === 0) free |= 1 << i;
      }
      return free;
    };

    const found: (FoundTurf | null)[] = [];
    const unsure = new Map<string, { open: number; index: number }>();
    for (const turf of turfs) {
      if (filter.minPaise !== undefined && turf.pricePaise < filter.minPaise) continue;
      if (filter.maxPaise !== undefined && turf.pricePaise > filter.maxPaise) continue;
      const bits = forViewer(turf.id, day.bits.get(turf.id) ?? NOTHING);
      const open = openMask(turf.openingHours);
      const sure = freeMask(open, bits.takenLow | bits.heldLow, bits.takenHigh | bits.heldHigh);
      // While every hold of the day is live, the held bits are exact; without holds, too.
      const exact =
        (bits.heldLow | bits.heldHigh) === 0 ||
        (bits.heldLiveUntil !== null && bits.heldLiveUntil > nowMs) ||
        freeMask(open, bits.takenLow, bits.takenHigh) === sure;
      if (exact) {
        if (sure) found.push({ id: turf.id, starts: startsOf(sure) });
      } else unsure.set(turf.id, { open, index: found.push(null) - 1 });
    }
    if (unsure.size) {
      const live = await queryRows<LiveHolds>(db, LIVE_HOLDS, [date, [...unsure.keys()], now]);
      const liveByTurf = new Map(live.map((row) => [row.turfId, row]));
      const replaced = new Map<string, TurfDayBits>();
      for (const [turfId, { open, index }] of unsure) {
        const held = liveByTurf.get(turfId);
        const bits: TurfDayBits = {
          ...(day.bits.get(turfId) ?? NOTHING),
          heldLow: held?.heldLow ?? 0,
          heldHigh: held?.heldHigh ?? 0,
          heldLiveUntil: held?.heldLiveUntil ?? null,
        };
        replaced.set(turfId, bits);
        const seen = forViewer(turfId, bits);
        const free = freeMask(open, seen.takenLow | seen.heldLow, seen.takenHigh | seen.heldHigh);
        if (free) found[index] = { id: turfId, starts: startsOf(free) };
      }
      kept.replace(date, day.version, replaced);
    }
    return found.filter((turf): turf is FoundTurf => turf !== null);
  };
}
