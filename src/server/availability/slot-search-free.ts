import { isCourtOpen } from '../../shared/court-hours';
import type { TimeRange } from '../../shared/slots';
import type { Db } from '../db/database';
import type { LaidOutCourt } from '../db/schema';
import type { CataloguedListing, SearchCatalogue } from './search-catalogue';
import {
  liveHoldsOn,
  searchRowsOf,
  type LiveHold,
  type SearchRow,
  type SlotSearchFilter,
} from './slot-search-statement';

// Which of a search's starts are free at each listing the filters match (docs/decisions/047,
// 048, 050): free on a court when the court hosts the sport asked, is open for the whole time
// (shared/court-hours) and none of the plain courts it stands on has a half-hour of it taken,
// or held by a hold that is not the searching player's own (decision 025); free at the listing
// when free on some court. The days are read in one statement (slot-search-statement.ts), the
// courts come from the search catalogue; only a listing whose day has a hold that may have run
// out needs a second read, of its live holds.
// The property test in slot-search.test.ts holds this to the shared freeStarts rule.

/** A start free at a listing, and the courts free then. */
export interface FreeStart {
  start: number;
  courtIds: string[];
}

/** A listing with some start free, in the filter's order. */
export interface FreeListing {
  id: string;
  listing: CataloguedListing;
  /** The free starts, in the order the search asked them. */
  starts: FreeStart[];
  /** How many of its courts host the sport searched (all its courts without one). */
  searchedCourts: number;
  /** Those courts, whose kinds a card counts apart (docs/decisions/067). */
  searched: readonly LaidOutCourt[];
  /** Whether a searched court has prices of its own (docs/decisions/039). */
  pricedApart: boolean;
}

/**
 * A day's half-hours 0–47 as two words of 24 bits (0–23 and 24–47): the day's bits come as one
 * number (below 2^53, exact), and JavaScript's bit operators work on 32 bits.
 */
interface DayBits {
  low: number;
  high: number;
}
const WORD = 2 ** 24;
const lowOf = (bits: number) => bits % WORD;
const highOf = (bits: number) => Math.floor(bits / WORD);

/** The half-hours [start, end) stands on (the day's last, shorter slot is its own half-hour). */
function halvesOf(start: number, end: number): DayBits {
  const bits = { low: 0, high: 0 };
  for (let half = start / 30; half * 30 < end; half += 1) {
    if (half < 24) bits.low |= 1 << half;
    else bits.high |= 1 << (half - 24);
  }
  return bits;
}

const COMMA = ','.charCodeAt(0);
const ZERO = '0'.charCodeAt(0);

/**
 * The comma-separated whole numbers of `text` ('' or null: none), read digit by digit: a search
 * reads some 3,000 of them, and splitting and `Number` were the largest part of deciding
 * (docs/decisions/048). Exact, as every one is below 2^53.
 */
export function numbersOf(text: string | null): number[] {
  const numbers: number[] = [];
  if (!text) return numbers;
  let value = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === COMMA) {
      numbers.push(value);
      value = 0;
    } else {
      value = value * 10 + (code - ZERO);
    }
  }
  numbers.push(value);
  return numbers;
}

/** The half-hours the holds stand on, by plain court (ground number). */
function heldHalves(holds: readonly { grounds: readonly number[]; start: number; end: number }[]) {
  const byGround = new Map<number, DayBits>();
  for (const hold of holds) {
    const halves = halvesOf(hold.start, hold.end);
    for (const ground of hold.grounds.map(Number)) {
      const bits = byGround.get(ground) ?? { low: 0, high: 0 };
      bits.low |= halves.low;
      bits.high |= halves.high;
      byGround.set(ground, bits);
    }
  }
  return byGround;
}

/**
 * The half-hours of each court that stand in the searcher's way at this listing: taken or held
 * by others on a plain court it stands on. While the day's holds are all live the held bits are
 * exact but for the searcher's own holds; otherwise the live holds read for it (`live`) replace
 * them. Plain loops on numbers: this runs for every court of every listing a search matches.
 */
function blockedOf(
  row: SearchRow,
  courts: readonly LaidOutCourt[],
  own: ReadonlyMap<number, DayBits>,
  live: ReadonlyMap<number, DayBits> | null,
): DayBits[] {
  const grounds = numbersOf(row.grounds);
  const taken = numbersOf(row.taken);
  const held = live ? null : numbersOf(row.held);
  const blocked: DayBits[] = [];
  for (const court of courts) {
    let low = 0;
    let high = 0;
    for (const ground of court.grounds) {
      const i = grounds.indexOf(ground);
      if (i >= 0) {
        low |= lowOf(taken[i]!);
        high |= highOf(taken[i]!);
      }
      const others = live ? live.get(ground) : undefined;
      if (others) {
        low |= others.low;
        high |= others.high;
      }
      if (held && i >= 0) {
        const mine = own.get(ground);
        low |= lowOf(held[i]!) & ~(mine?.low ?? 0);
        high |= highOf(held[i]!) & ~(mine?.high ?? 0);
      }
    }
    blocked.push({ low, high });
  }
  return blocked;
}

/** A searched start: its range and the half-hours it stands on (the same at every listing). */
interface SearchedStart {
  range: TimeRange;
  halves: DayBits;
}

function freeListing(
  row: SearchRow,
  listing: CataloguedListing,
  sport: string | undefined,
  searched: readonly SearchedStart[],
  own: ReadonlyMap<number, DayBits>,
  live: ReadonlyMap<number, DayBits> | null,
): FreeListing | null {
  const courts = sport
    ? listing.courts.filter((court) => court.sports.includes(sport))
    : listing.courts;
  if (courts.length === 0) return null;
  const blocked = blockedOf(row, courts, own, live);
  const found: FreeStart[] = [];
  for (const { range, halves } of searched) {
    let courtIds: string[] | null = null;
    for (let index = 0; index < courts.length; index += 1) {
      const court = courts[index]!;
      const { low, high } = blocked[index]!;
      if ((low & halves.low) !== 0 || (high & halves.high) !== 0) continue;
      if (!isCourtOpen(range, court.openingHours, listing.openingHours)) continue;
      (courtIds ??= []).push(court.id);
    }
    if (courtIds) found.push({ start: range.start, courtIds });
  }
  if (found.length === 0) return null;
  return {
    id: row.id,
    listing,
    starts: found,
    searchedCourts: courts.length,
    searched: courts,
    pricedApart: courts.some((court) => court.pricedApart),
  };
}

/**
 * The listings the filters match that have a searched start free, in the filter's order. A
 * listing the catalogue does not hold (listed after it was read) waits for the next search.
 */
export async function freeListings(
  db: Db,
  catalogue: SearchCatalogue,
  filter: SlotSearchFilter,
): Promise<FreeListing[]> {
  const rows = (await searchRowsOf(db, filter)).filter((row) => catalogue.has(row.id));
  const { date, starts, minutes } = filter.slot;
  const searched = starts.map((start) => {
    const range = { date, start, end: start + minutes };
    return { range, halves: halvesOf(range.start, range.end) };
  });
  const own = heldHalves(
    (filter.slot.mine?.holds ?? []).map((hold) => ({ ...hold, grounds: [hold.ground] })),
  );
  const unsure = rows.filter((row) => !row.holds_live).map((row) => row.id);
  const liveByTurf = new Map<string, LiveHold[]>(unsure.map((id) => [id, []]));
  for (const hold of await liveHoldsOn(db, unsure, filter)) liveByTurf.get(hold.turfId)?.push(hold);
  return rows.flatMap((row) => {
    const live = liveByTurf.get(row.id);
    const listing = catalogue.get(row.id)!;
    const held = live ? heldHalves(live) : null;
    return freeListing(row, listing, filter.sport, searched, own, held) ?? [];
  });
}
