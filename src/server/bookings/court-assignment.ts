import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Sport } from '../../shared/catalog';
import { freeCourts, hosts, type Court, type CourtClaim } from '../../shared/courts';
import type { TimeRange } from '../../shared/slots';
import type { DbOrTx } from '../db/database';
import { bookings, courtParts, courts } from '../db/schema';
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

/**
 * The turf's courts in use, in the owner's order, and what stands on them on `days` at `now`,
 * by day: one read (a court with nothing on it comes once, without a claim).
 */
async function courtsAndClaims(tx: DbOrTx, turfId: string, days: readonly string[], now: Date) {
  const rows = await tx
    .select({
      id: courts.id,
      name: courts.name,
      sports: courts.sports,
      parts: sql<string[]>`array(select ${courtParts.partId} from ${courtParts}
        where ${courtParts.courtId} = ${courts.id})`,
      day: bookings.day,
      start: bookings.startMinute,
      end: bookings.endMinute,
    })
    .from(courts)
    .leftJoin(
      bookings,
      and(
        eq(bookings.courtId, courts.id),
        inArray(bookings.day, [...days]),
        takesItsSlot(bookings, now),
      ),
    )
    .where(and(eq(courts.turfId, turfId), isNull(courts.retiredAt)))
    .orderBy(asc(courts.position));
  const listed = new Map<string, Court>();
  const byDay = new Map<string, CourtClaim[]>();
  for (const { id, name, sports, parts, day, start, end } of rows) {
    if (!listed.has(id)) listed.set(id, { id, name, sports: sports as Sport[], parts });
    if (day !== null && start !== null && end !== null)
      byDay.set(day, [...(byDay.get(day) ?? []), { courtId: id, start, end }]);
  }
  return { courts: [...listed.values()], claims: byDay };
}

/** A court for each request, in order; each one given counts against those after it. */
export async function assignCourts(
  tx: DbOrTx,
  turf: { id: string; sport?: Sport | null },
  requests: readonly CourtRequest[],
  now: Date,
): Promise<string[]> {
  const days = [...new Set(requests.map(({ range }) => range.date))];
  const { courts: listed, claims } = await courtsAndClaims(tx, turf.id, days, now);
  const sport = turf.sport ?? null;
  const fallback = listed.find((court) => hosts(court, sport)) ?? listed[0];
  if (!fallback) throw new Error(`turf ${turf.id} has no court`);
  return requests.map(({ range, courtId }) => {
    const onDay = claims.get(range.date) ?? [];
    const free = freeCourts(listed, onDay, range, sport);
    const chosen = courtId
      ? (listed.find((court) => court.id === courtId) ?? fallback)
      : (free[0] ?? fallback);
    claims.set(range.date, [...onDay, { courtId: chosen.id, start: range.start, end: range.end }]);
    return chosen.id;
  });
}
