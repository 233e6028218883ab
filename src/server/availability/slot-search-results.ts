import { compareForAssignment, type Court } from '../../shared/courts';
import {
  rulesOfCourt,
  rulesWithBase,
  type PriceRules,
  type RulesBeyondBase,
} from '../../shared/price-rules';
import { timeLabel } from '../../shared/slots';
import type { Db } from '../db/database';
import { liveCourtsOf } from '../turfs/courts';
import { countWhenPastTheEnd, turfOfRow, type TurfListPage } from '../turfs/list-query';
import { listRowsById } from '../turfs/list-statement';
import { pricedSearch, pricesDecide, statementFilterFor } from './slot-search-prices';
import {
  slimSlotSearchStatement,
  slotSearchStatement,
  type FoundRow,
  type SlotSearchFilter,
} from './slot-search-statement';

// The slot search's answer (docs/decisions/017, 027, 034): the statement's found turfs with
// their free starts, each priced as a hold made now would be, and the page.

const hasStart = (bits: bigint, start: number) => ((bits >> BigInt(start / 30)) & 1n) === 1n;

/** The starts whose bit is set, in the order the search asked them. */
export function startsOf(freeBits: string, starts: readonly number[]): number[] {
  const bits = BigInt(freeBits);
  return starts.filter((start) => hasStart(bits, start));
}

/** How many of the courts' free-start bits have `start`. */
function courtsFreeAt(courtBits: readonly bigint[], start: number): number {
  return courtBits.filter((bits) => hasStart(bits, start)).length;
}

/**
 * The rules a hold of a free start would pay: the listing's, or where some court is priced
 * apart, those of the court the assignment gives first among the courts free then (the hold is
 * priced on that court and pinned to it, bookings/court-prices).
 */
function rulesOfAssignedCourt(
  row: { price_paise: number; price_rules: RulesBeyondBase | null; court_ids: string[] },
  courtBits: readonly bigint[],
  listed: readonly Court[] | undefined,
): (start: number) => PriceRules {
  const listing = rulesWithBase(row.price_paise, row.price_rules);
  if (!listed) return () => listing;
  const byId = new Map(listed.map((court) => [court.id, court]));
  return (start) => {
    const free = row.court_ids
      .filter((_, i) => hasStart(courtBits[i]!, start))
      .flatMap((id) => byId.get(id) ?? []);
    return rulesOfCourt(listing, free.sort(compareForAssignment)[0]);
  };
}

/** Each found turf's free starts, and the price rules a hold of each would pay. */
async function freeStartsFound<Row extends FoundRow>(
  db: Db,
  rows: readonly Row[],
  filter: SlotSearchFilter,
) {
  const { date, starts, minutes } = filter.slot;
  const apart = await liveCourtsOf(
    db,
    rows.filter((row) => row.priced_apart).map((row) => row.id),
  );
  return rows.map((row) => {
    const courtBits = row.court_bits.map((bits) => BigInt(bits));
    return {
      row,
      rulesAt: rulesOfAssignedCourt(row, courtBits, apart.get(row.id)),
      freeSlots: startsOf(row.free_bits, starts).map((start) => ({
        date,
        start,
        end: start + minutes,
        startTime: timeLabel(start),
        endTime: timeLabel(start + minutes),
        freeCourts: courtsFreeAt(courtBits, start),
        suitableCourts: row.searched_courts,
      })),
    };
  });
}

/**
 * A page of a search the price decides: every found turf priced from the slim statement, the
 * band, order and page applied (slot-search-prices.ts), and the list's columns then read for the
 * page's turfs alone. A turf unlisted between the two reads is left out of the page.
 */
async function pricedPage(db: Db, filter: SlotSearchFilter): Promise<TurfListPage> {
  const { statement, values } = slimSlotSearchStatement(db, statementFilterFor(filter));
  const rows = await statement.execute(values);
  const found = await freeStartsFound(db, rows, filter);
  const { turfs: page, total } = pricedSearch(
    found.map(({ row, ...rest }) => ({ ...rest, turf: { id: row.id } })),
    filter,
  );
  const listed = await listRowsById(db).execute({ ids: page.map((turf) => turf.id) });
  const byId = new Map(listed.map((row) => [row.id, row]));
  const turfs = page.flatMap(({ id, freeSlots }) => {
    const row = byId.get(id);
    return row ? [{ ...turfOfRow({ ...row, total: null }), freeSlots }] : [];
  });
  return { turfs, total };
}

/**
 * The turfs with the time free, each with its freeSlots priced as a hold made now would be
 * (images still as stored). A price band or price order is applied to those prices
 * (slot-search-prices.ts), a page of it read as pricedPage does; otherwise the statement pages,
 * as it always did.
 */
export async function searchFreeTurfs(db: Db, filter: SlotSearchFilter): Promise<TurfListPage> {
  if (pricesDecide(filter) && filter.limit !== undefined) return pricedPage(db, filter);
  const asked = statementFilterFor(filter);
  const { statement, values } = slotSearchStatement(db, asked);
  const rows = await statement.execute(values);
  const found = (await freeStartsFound(db, rows, filter)).map(({ row, ...rest }) => ({
    ...rest,
    turf: turfOfRow(row),
  }));
  const { turfs, total } = pricedSearch(found, filter);
  if (filter.limit === undefined) return { turfs };
  if (asked !== filter) return { turfs, total };
  const firstRow = async (first: SlotSearchFilter) => {
    const counting = slotSearchStatement(db, first);
    return (await counting.statement.execute(counting.values))[0];
  };
  return { turfs, total: rows[0]?.total ?? (await countWhenPastTheEnd(filter, firstRow)) };
}
