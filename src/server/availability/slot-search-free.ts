import { isCourtOpen } from '../../shared/court-hours';
import type { RulesBeyondBase } from '../../shared/price-rules';
import type { Db } from '../db/database';
import type { LaidOutCourt } from '../db/schema';
import {
  liveHoldsOn,
  searchRowsOf,
  type LiveHold,
  type SearchRow,
  type SlotSearchFilter,
} from './slot-search-statement';

// Which of a search's starts are free at each listing the filters match (docs/decisions/047):
// free on a court when the court hosts the sport asked, is open for the whole time
// (shared/court-hours) and none of the plain courts it stands on has a half-hour of it taken,
// or held by a hold that is not the searching player's own (decision 025); free at the listing
// when free on some court. Everything is read in one statement (slot-search-statement.ts); only
// a listing whose day has a hold that may have run out needs a second read, of its live holds.
// The property test in slot-search.test.ts holds this to the shared freeStarts rule.

/** A start free at a listing, and the courts free then. */
export interface FreeStart {
  start: number;
  courtIds: string[];
}

/** A listing with some start free, in the filter's order. */
export interface FreeListing {
  id: string;
  price_paise: number;
  price_rules: RulesBeyondBase | null;
  /** The free starts, in the order the search asked them. */
  starts: FreeStart[];
  /** How many of its courts host the sport searched (all its courts without one). */
  searchedCourts: number;
  /** Whether a searched court has prices of its own (docs/decisions/039). */
  pricedApart: boolean;
}

/** Bits 0–47 of a day, one a half-hour: a Number holds them exactly (below 2^53). */
const POWERS = Array.from({ length: 48 }, (_, half) => 2 ** half);
const hasHalf = (bits: number, half: number) => Math.floor(bits / POWERS[half]!) % 2 === 1;

const numbersOf = (text: string | null) => (text ? text.split(',').map(Number) : []);

/** Plain court and half-hour as one key. */
const halfKey = (ground: number, half: number) => ground * 48 + half;

/** The keys of every half-hour the holds stand on. */
function heldHalves(holds: readonly { grounds: readonly number[]; start: number; end: number }[]) {
  const keys = new Set<number>();
  for (const hold of holds) {
    for (const ground of hold.grounds.map(Number)) {
      for (let half = hold.start / 30; half * 30 < hold.end; half += 1) {
        keys.add(halfKey(ground, half));
      }
    }
  }
  return keys;
}

/**
 * Whether a half-hour of a plain court stands in the searcher's way at this listing. While the
 * day's holds are all live the held bits are exact but for the searcher's own holds; otherwise
 * the live holds read for it (`live`) replace them.
 */
function blockerOf(row: SearchRow, own: ReadonlySet<number>, live: ReadonlySet<number> | null) {
  const grounds = numbersOf(row.grounds);
  const taken = numbersOf(row.taken);
  const held = numbersOf(row.held);
  return (ground: number, half: number): boolean => {
    const i = grounds.indexOf(ground);
    if (i >= 0 && hasHalf(taken[i]!, half)) return true;
    const key = halfKey(ground, half);
    if (live) return live.has(key);
    return i >= 0 && hasHalf(held[i]!, half) && !own.has(key);
  };
}

function freeListing(
  row: SearchRow,
  filter: SlotSearchFilter,
  own: ReadonlySet<number>,
  live: ReadonlySet<number> | null,
): FreeListing | null {
  const { date, starts, minutes } = filter.slot;
  const sport = filter.sport;
  const courts = (row.courts ?? []).filter((court) => !sport || court.sports.includes(sport));
  if (courts.length === 0) return null;
  const blocked = blockerOf(row, own, live);
  const isFree = (court: LaidOutCourt, start: number) => {
    const range = { date, start, end: start + minutes };
    if (!isCourtOpen(range, court.openingHours, row.opening_hours)) return false;
    for (let half = start / 30; half * 30 < range.end; half += 1) {
      for (const ground of court.grounds) if (blocked(ground, half)) return false;
    }
    return true;
  };
  const found: FreeStart[] = [];
  for (const start of starts) {
    const courtIds: string[] = [];
    for (const court of courts) if (isFree(court, start)) courtIds.push(court.id);
    if (courtIds.length > 0) found.push({ start, courtIds });
  }
  if (found.length === 0) return null;
  return {
    id: row.id,
    price_paise: row.price_paise,
    price_rules: row.price_rules,
    starts: found,
    searchedCourts: courts.length,
    pricedApart: courts.some((court) => court.pricedApart),
  };
}

/** The listings the filters match that have a searched start free, in the filter's order. */
export async function freeListings(db: Db, filter: SlotSearchFilter): Promise<FreeListing[]> {
  const rows = await searchRowsOf(db, filter);
  const own = heldHalves(
    (filter.slot.mine?.holds ?? []).map((hold) => ({ ...hold, grounds: [hold.ground] })),
  );
  const unsure = rows.filter((row) => !row.holds_live).map((row) => row.id);
  const liveByTurf = new Map<string, LiveHold[]>(unsure.map((id) => [id, []]));
  for (const hold of await liveHoldsOn(db, unsure, filter)) liveByTurf.get(hold.turfId)?.push(hold);
  return rows.flatMap((row) => {
    const live = liveByTurf.get(row.id);
    return freeListing(row, filter, own, live ? heldHalves(live) : null) ?? [];
  });
}
