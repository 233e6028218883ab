import type { Db } from '../db/database';
import { queryRows, type Statement } from '../db/prepared-query';
import { takesItsSlotSql } from '../bookings/slot-rules';
import type { OwnHolds } from '../turfs/list-statement';

// A player's own holds are no obstacle to them in their slot search (docs/decisions/025): a new
// request of theirs gives up their holds on that turf and day (decision 012). Both search engines
// take this one read, so they agree on which holds are the player's.

const OWN_HOLDS: Statement = {
  name: 'turf_slot_search_own_holds',
  text: `select b.turf_id as "turfId", b.start_minute as start, b.end_minute as "end"
    from bookings b
    where b.user_id = $1::uuid and b.day = $2::date and b.status = 'pending'
      and ${takesItsSlotSql('b', '$3::timestamptz')}`,
};

/** The player's holds that still take their slot on `date` at `now`, or null when there are none. */
export async function ownHoldsOnDay(
  db: Db,
  viewerId: string,
  date: string,
  now: string,
): Promise<OwnHolds | null> {
  const holds = await queryRows<{ turfId: string; start: number; end: number }>(db, OWN_HOLDS, [
    viewerId,
    date,
    now,
  ]);
  return holds.length > 0 ? { viewerId, holds } : null;
}
