import { compareForAssignment, type Court } from '../../shared/courts';
import { rulesOfCourt, rulesWithBase, type PriceRules } from '../../shared/price-rules';
import { timeLabel } from '../../shared/slots';
import type { Db } from '../db/database';
import { liveCourtsOf } from '../turfs/courts';
import { turfOfRow, type TurfListPage } from '../turfs/list-query';
import { listRowsById } from '../turfs/list-statement';
import { freeListings, type FreeListing } from './slot-search-free';
import { pricedSearch, statementFilterFor } from './slot-search-prices';
import type { SlotSearchFilter } from './slot-search-statement';

// The slot search's answer (docs/decisions/017, 027, 034, 047): the listings with a searched
// start free (slot-search-free.ts), each start priced as a hold made now would be, the price band,
// order and page applied (slot-search-prices.ts), and the list's columns then read for the
// page's listings alone.

/**
 * The rules a hold of a free start would pay: the listing's, or where some court is priced
 * apart, those of the court the assignment gives first among the courts free then (the hold is
 * priced on that court and pinned to it, bookings/court-prices).
 */
function rulesOfAssignedCourt(
  listing: FreeListing,
  listed: readonly Court[] | undefined,
): (start: number) => PriceRules {
  const rules = rulesWithBase(listing.price_paise, listing.price_rules);
  if (!listed) return () => rules;
  const byId = new Map(listed.map((court) => [court.id, court]));
  const freeAt = new Map(listing.starts.map(({ start, courtIds }) => [start, courtIds]));
  return (start) => {
    const free = (freeAt.get(start) ?? []).flatMap((id) => byId.get(id) ?? []);
    return rulesOfCourt(rules, free.sort(compareForAssignment)[0]);
  };
}

/** Each free listing's free starts as the answer has them, and the rules a hold would pay. */
async function freeSlotsOf(db: Db, listings: readonly FreeListing[], filter: SlotSearchFilter) {
  const { date, minutes } = filter.slot;
  const apart = await liveCourtsOf(
    db,
    listings.filter((listing) => listing.pricedApart).map((listing) => listing.id),
  );
  return listings.map((listing) => ({
    turf: { id: listing.id },
    rulesAt: rulesOfAssignedCourt(listing, apart.get(listing.id)),
    freeSlots: listing.starts.map(({ start, courtIds }) => ({
      date,
      start,
      end: start + minutes,
      startTime: timeLabel(start),
      endTime: timeLabel(start + minutes),
      freeCourts: courtIds.length,
      suitableCourts: listing.searchedCourts,
    })),
  }));
}

/**
 * The turfs with the time free, each with its freeSlots priced as a hold made now would be
 * (images still as stored), in the order asked (by price when asked), within the price band when
 * one is asked, a page of them when a limit is. A turf unlisted between the two reads is left out.
 */
export async function searchFreeTurfs(db: Db, filter: SlotSearchFilter): Promise<TurfListPage> {
  const listings = await freeListings(db, statementFilterFor(filter));
  const { turfs: page, total } = pricedSearch(await freeSlotsOf(db, listings, filter), filter);
  const listed = await listRowsById(db).execute({ ids: page.map((turf) => turf.id) });
  const byId = new Map(listed.map((row) => [row.id, row]));
  const turfs = page.flatMap(({ id, freeSlots }) => {
    const row = byId.get(id);
    return row ? [{ ...turfOfRow({ ...row, total: null }), freeSlots }] : [];
  });
  return filter.limit === undefined ? { turfs } : { turfs, total };
}
