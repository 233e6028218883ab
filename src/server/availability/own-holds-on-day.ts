import { and, eq, sql } from 'drizzle-orm';
import { preparedPerDb, type Db } from '../db/database';
import { bookings } from '../db/schema-bookings';
import { takesItsSlot } from '../bookings/slot-rules';
import type { OwnHolds } from '../turfs/list-statement';

// A player's own holds are no obstacle to them in their slot search (docs/decisions/025): a new
// request of theirs gives up their holds on that turf and day (decision 012). The search takes
// this one read, so it agrees with the booking core on which holds are the player's.

/** A hold's plain courts (their ground numbers) and minutes: what a search needs of it. */
export const HOLD_FIELDS = {
  grounds: sql<number[]>`array(select generate_series(lower(r), upper(r) - 1)
    from unnest(${bookings.ground}) as r)`,
  start: bookings.startMinute,
  end: bookings.endMinute,
};

/** Holds on the day `date` that still take their slot at `now` (both placeholders). */
export const LIVE_HOLDS_ON_DAY = and(
  eq(bookings.day, sql.placeholder('date')),
  eq(bookings.status, 'pending'),
  takesItsSlot(bookings, sql.placeholder('now')),
);

const ownHolds = preparedPerDb((db) =>
  db
    .select(HOLD_FIELDS)
    .from(bookings)
    .where(and(eq(bookings.userId, sql.placeholder('viewerId')), LIVE_HOLDS_ON_DAY))
    .prepare('turf_slot_search_own_holds'),
);

/** The player's holds that still take their slot on `date` at `now`, or null when there are none. */
export async function ownHoldsOnDay(
  db: Db,
  viewerId: string,
  date: string,
  now: string,
): Promise<OwnHolds | null> {
  const holds = await ownHolds(db).execute({ viewerId, date, now: new Date(now) });
  return holds.length > 0
    ? {
        viewerId,
        holds: holds.flatMap(({ grounds, start, end }) =>
          grounds.map((ground) => ({ ground: Number(ground), start, end })),
        ),
      }
    : null;
}
