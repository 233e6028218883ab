import type { OwnerEarnings } from '../../shared/api/owner-contract';
import { addDays } from '../../shared/time';
import type { Db } from '../db/database';
import { assembleFigures, figureDays } from './owner-figures';
import { readOwnerFigures } from './owner-figures-sql';
import { ownerVenueMoney } from './venue-money';

// Spec §9: owner earnings = the sum of amountPaid over all (paid) bookings of the owner's turfs,
// where amountPaid is what was kept: a booking's share of its payment less any refund (paid −
// refunded). Issue 14 adds each turf's last 30 days and this week's occupancy, and the chart by
// day of play beside the one by day of payment. Four statements over all the owner's turfs,
// never one request per turf (owner-figures-sql.ts); the rules of the answer in owner-figures.ts.

export async function ownerEarnings(
  db: Db,
  ownerId: string,
  today: string,
  timeZone: string,
): Promise<OwnerEarnings> {
  const since = addDays(today, -29);
  const rows = await readOwnerFigures(db, {
    ownerId,
    timeZone,
    since,
    today,
    weekEnd: addDays(today, 6),
  });
  const venueMoney = await ownerVenueMoney(db, ownerId);
  return { ...assembleFigures(rows, figureDays(today, since)), venueMoney };
}
