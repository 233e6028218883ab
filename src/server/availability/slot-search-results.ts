import type { FreeSlot } from '../../shared/api/turf-contract';
import { countKinds, kindOf } from '../../shared/court-kinds';
import { compareForAssignment } from '../../shared/courts';
import { rulesOfCourt, type PriceRules } from '../../shared/price-rules';
import { paiseToRupeesText } from '../../shared/pricing';
import { timeLabel } from '../../shared/slots';
import type { Db } from '../db/database';
import { roundKm } from '../../shared/geo';
import { ordersByDistance, withinReach } from '../turfs/near';
import { withPublicUrls } from '../http/public-urls';
import type { TurfListPage } from '../turfs/list-query';
import { searchCatalogueOf } from './search-catalogue';
import { freeListings, type FreeListing, type FreeStart } from './slot-search-free';
import { pricedSearch, statementFilterFor, type PricedTurf } from './slot-search-prices';
import type { SlotSearchFilter } from './slot-search-statement';

// The slot search's answer (docs/decisions/017, 027, 034, 047, 048): the listings with a searched
// start free (slot-search-free.ts), each start priced as a hold made now would be, the price band,
// order and page applied (slot-search-prices.ts), and the answer's items then made for the page's
// listings alone, from the search catalogue's list items, written as the plain list writes its
// own (docs/decisions/073).

/**
 * The rules a hold of a free start would pay: the listing's, or where some court is priced
 * apart, those of the court the assignment gives first among the courts free then (the hold is
 * priced on that court and pinned to it, bookings/court-prices).
 */
function rulesOfAssignedCourt(found: FreeListing, start: number): PriceRules {
  const { rules, courtsWithRules } = found.listing;
  if (!found.pricedApart || !courtsWithRules) return rules;
  const free = found.starts.find((free) => free.start === start)?.courtIds ?? [];
  const courts = courtsWithRules.filter((court) => free.includes(court.id));
  return rulesOfCourt(rules, courts.sort(compareForAssignment)[0]);
}

/**
 * Where the searched courts differ in kind (5-a-side and 7-a-side, docs/decisions/067), the free
 * courts of each kind, never mixed; nothing where they are all of one.
 */
function courtsByKind(found: FreeListing, courtIds: readonly string[]) {
  const kinds = new Map(
    found.searched.map((court) => [court.id, kindOf(court.format, court.grounds.length)]),
  );
  const counts = countKinds(
    [...kinds.values()],
    courtIds.flatMap((id) => kinds.get(id) ?? []),
  );
  if (!counts) return {};
  return {
    courtsByKind: counts.map(({ kind, free, suitable }) => ({
      players: kind.by === 'aSide' ? kind.players : null,
      plainCourts: kind.by === 'ground' ? kind.plainCourts : null,
      free,
      suitable,
    })),
  };
}

/** A page's listing as the answer has it: its list item (URLs on `origin`) and its free times. */
function itemOf(
  { found, starts }: PricedTurf<FreeListing>,
  filter: SlotSearchFilter,
  distances: ReadonlyMap<string, number>,
  origin: string,
): TurfListPage['turfs'][number] {
  const { date, minutes } = filter.slot;
  const freeSlots = starts.map(
    ({ start: { start, courtIds }, paise }: { start: FreeStart; paise: number }): FreeSlot => ({
      date,
      start,
      end: start + minutes,
      startTime: timeLabel(start),
      endTime: timeLabel(start + minutes),
      freeCourts: courtIds.length,
      suitableCourts: found.searchedCourts,
      ...courtsByKind(found, courtIds),
      amount: paiseToRupeesText(paise),
    }),
  );
  const km = distances.get(found.id);
  return {
    ...withPublicUrls(found.listing.listed, origin),
    ...(km !== undefined && { distanceKm: roundKm(km) }),
    freeSlots,
  };
}

/**
 * Near a point (docs/decisions/067): the listings within the radius, nearest first unless another
 * order was asked, and how far each is; else all of them as found.
 */
function reachOf(listings: FreeListing[], filter: SlotSearchFilter) {
  if (!filter.near) return { listings, distances: new Map<string, number>() };
  const pointOf = (found: FreeListing) => found.listing.listed.geo;
  const reached = withinReach(listings, filter.near, pointOf, ordersByDistance(filter));
  return {
    listings: reached.map(({ item }) => item),
    distances: new Map(reached.map(({ item, km }) => [item.id, km])),
  };
}

/**
 * The answer: the turfs with the time free, each with its freeSlots priced as a hold made now
 * would be (images and photos on `origin`), in the order asked (by price when asked), within the
 * price band when one is asked, a page of them and the total when a limit is.
 */
export async function searchAnswer(
  db: Db,
  filter: SlotSearchFilter,
  origin: string,
): Promise<TurfListPage> {
  const catalogue = await searchCatalogueOf(db)();
  const found = await freeListings(db, catalogue, statementFilterFor(filter));
  const { listings, distances } = reachOf(found, filter);
  const { page, total } = pricedSearch(listings, filter, rulesOfAssignedCourt);
  const turfs = page.map((turf) => itemOf(turf, filter, distances, origin));
  return filter.limit === undefined ? { turfs } : { turfs, total };
}
