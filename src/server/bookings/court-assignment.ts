import { and, eq, inArray } from 'drizzle-orm';
import type { Sport } from '../../shared/catalog';
import { freeCourts, hosts, type CourtClaim } from '../../shared/courts';
import type { TimeRange } from '../../shared/slots';
import type { DbOrTx } from '../db/database';
import { bookings } from '../db/schema';
import { liveCourts } from '../turfs/courts';
import { takesItsSlot } from './slot-rules';

// Which court each new claim goes on (docs/decisions/029), decided under the turf days' locks
// the caller holds, so no other writer can claim a court meanwhile: the court the request names,
// else the first free court that hosts the sport in the shared assignment order. When nothing
// fits, the first court that hosts the sport is given anyway and the exclusion constraint
// refuses the row, so a taken slot fails the one way it always has.

export interface CourtRequest {
  range: TimeRange;
  /** The court the player picked; none: the server picks. */
  courtId?: string | null;
}

/** What stands on the turf's courts on `days` at `now`, by day. */
async function claimsByDay(tx: DbOrTx, turfId: string, days: readonly string[], now: Date) {
  const rows = await tx
    .select({
      courtId: bookings.courtId,
      day: bookings.day,
      start: bookings.startMinute,
      end: bookings.endMinute,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.turfId, turfId),
        inArray(bookings.day, [...days]),
        takesItsSlot(bookings, now),
      ),
    );
  const byDay = new Map<string, CourtClaim[]>();
  for (const { day, ...claim } of rows) byDay.set(day, [...(byDay.get(day) ?? []), claim]);
  return byDay;
}

/** A court for each request, in order; each one given counts against those after it. */
export async function assignCourts(
  tx: DbOrTx,
  turf: { id: string; sport?: Sport | null },
  requests: readonly CourtRequest[],
  now: Date,
): Promise<string[]> {
  const courts = await liveCourts(tx, turf.id);
  const sport = turf.sport ?? null;
  const fallback = courts.find((court) => hosts(court, sport)) ?? courts[0];
  if (!fallback) throw new Error(`turf ${turf.id} has no court`);
  const days = [...new Set(requests.map(({ range }) => range.date))];
  const claims = await claimsByDay(tx, turf.id, days, now);
  return requests.map(({ range, courtId }) => {
    const onDay = claims.get(range.date) ?? [];
    const free = freeCourts(courts, onDay, range, sport);
    const chosen = courtId
      ? (courts.find((court) => court.id === courtId) ?? fallback)
      : (free[0] ?? fallback);
    claims.set(range.date, [...onDay, { courtId: chosen.id, start: range.start, end: range.end }]);
    return chosen.id;
  });
}
