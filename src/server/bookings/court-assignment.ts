import { HttpError } from '../http/errors';
import { and, asc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Sport } from '../../shared/catalog';
import { isCourtOpen } from '../../shared/court-hours';
import { type WeekHours } from '../../shared/opening-hours';
import { freeCourts, hosts, type Court, type CourtClaim } from '../../shared/courts';
import type { TimeRange } from '../../shared/slots';
import type { DbOrTx } from '../db/database';
import { courtParts, courts, turfs } from '../db/schema';
import { bookings } from '../db/schema-bookings';
import { takesItsSlot } from './slot-rules';

// Which court each new claim goes on (docs/decisions/029), decided under the turf days' locks
// the caller holds, so no other writer can claim a court meanwhile: the court the request names,
// else the first free court that hosts the sport in the shared assignment order. When nothing
// fits, the first court that hosts the sport is given anyway and the exclusion constraint
// refuses the row, so a taken slot fails the one way it always has. A court that is not the
// turf's (or is retired), or that does not host the sport, is refused (CourtRefused): never
// silently swapped for another. A court closed by its own hours at that time (docs/decisions/031)
// is not free, and named, it is refused.

/** The request names a court the turf does not offer for it; the message says why. */
/** No court can take a request: carries the answer that says why (docs/decisions/063). */
export class CourtRefused extends Error {
  constructor(readonly answer: HttpError) {
    super(answer.message);
  }
}

export interface CourtRequest {
  range: TimeRange;
  /** The court the player picked; none: the server picks. */
  courtId?: string | null;
}

/**
 * The turf's courts in use, in the owner's order, and what stands on them on `days` at `now`,
 * by day: one read (a court with nothing on it comes once, without a claim).
 */
async function courtsAndClaims(
  tx: DbOrTx,
  turfId: string,
  days: readonly string[],
  now: Date,
  /** Rows that are no obstacle (a booking being moved, a player's holds they would give up). */
  except: SQL | undefined,
) {
  const rows = await tx
    .select({
      id: courts.id,
      name: courts.name,
      sports: courts.sports,
      parts: sql<string[]>`array(select ${courtParts.partId} from ${courtParts}
        where ${courtParts.courtId} = ${courts.id})`,
      courtHours: courts.openingHours,
      priceRules: courts.priceRules,
      venueHours: turfs.openingHours,
      day: bookings.day,
      start: bookings.startMinute,
      end: bookings.endMinute,
    })
    .from(courts)
    .innerJoin(turfs, eq(turfs.id, courts.turfId))
    .leftJoin(
      bookings,
      and(
        eq(bookings.courtId, courts.id),
        inArray(bookings.day, [...days]),
        takesItsSlot(bookings, now),
        except,
      ),
    )
    .where(and(eq(courts.turfId, turfId), isNull(courts.retiredAt)))
    .orderBy(asc(courts.position));
  const listed = new Map<string, Court>();
  const hours = new Map<string, WeekHours | null>();
  let venueHours: WeekHours | null = null;
  const byDay = new Map<string, CourtClaim[]>();
  for (const row of rows) {
    const { id, name, sports, parts, priceRules, day, start, end } = row;
    if (!listed.has(id)) listed.set(id, { id, name, sports: sports as Sport[], parts, priceRules });
    hours.set(id, row.courtHours);
    venueHours = row.venueHours;
    if (day !== null && start !== null && end !== null)
      byDay.set(day, [...(byDay.get(day) ?? []), { courtId: id, start, end }]);
  }
  const isOpen = (court: Court, range: TimeRange) =>
    isCourtOpen(range, hours.get(court.id), venueHours);
  return { courts: [...listed.values()], claims: byDay, isOpen };
}

/** A booking being moved: its own claim is no obstacle, and its court is kept while free. */
export interface MovingClaim {
  bookingId: string;
  courtId: string | null;
  /** The turf's sports_type: the sport the booking is played at, if its court hosts it. */
  turfSport: Sport;
}

/**
 * The sport a moved booking is played at: its turf's sports_type when its court hosts that,
 * else its court's first sport (a booking does not record its sport; docs/decisions/029).
 */
function sportOfMove(listed: readonly Court[], moving: MovingClaim): Sport | null {
  const court = listed.find(({ id }) => id === moving.courtId);
  if (!court || court.sports.includes(moving.turfSport)) return moving.turfSport;
  return court.sports[0] ?? null;
}

/** A court for each request, in order; each one given counts against those after it. */
export async function assignCourts(
  tx: DbOrTx,
  turf: { id: string; sport?: Sport | null },
  requests: readonly CourtRequest[],
  now: Date,
  moving: MovingClaim | null = null,
): Promise<string[]> {
  const except = moving ? ne(bookings.id, moving.bookingId) : undefined;
  const read = await courtsAndClaims(tx, turf.id, requestDays(requests), now, except);
  return pickCourts(read, turf, requests, moving).map(({ court }) => court.id);
}

const requestDays = (requests: readonly CourtRequest[]) => [
  ...new Set(requests.map(({ range }) => range.date)),
];

/**
 * The court each request is given, and whether it is free there: the one rule of assignCourts,
 * on what `courtsAndClaims` read. A request that fits nowhere gets the first open court hosting
 * the sport, not free, for the exclusion constraint to refuse.
 */
function pickCourts(
  { courts: listed, claims, isOpen }: Awaited<ReturnType<typeof courtsAndClaims>>,
  turf: { id: string; sport?: Sport | null },
  requests: readonly CourtRequest[],
  moving: MovingClaim | null,
): { court: Court; free: boolean }[] {
  const sport = turf.sport ?? (moving ? sportOfMove(listed, moving) : null);
  // When nothing is free, the first open court that hosts the sport: the constraint refuses it.
  const fallback = (range: TimeRange) => {
    const court = listed.find(
      (listedCourt) => hosts(listedCourt, sport) && isOpen(listedCourt, range),
    );
    if (court) return court;
    if (listed.some((listedCourt) => hosts(listedCourt, sport)))
      throw new CourtRefused(new HttpError(400, 'turf_closed'));
    // Every listing keeps one court in use at least (turfs/courts.ts): only a sport can miss.
    if (sport) throw new CourtRefused(HttpError.templated(400, 'no_court_for_sport', { sport }));
    throw new Error(`turf ${turf.id} has no court in use`);
  };
  const named = (courtId: string, range: TimeRange) => {
    const court = listed.find(({ id }) => id === courtId);
    if (!court) throw new CourtRefused(new HttpError(400, 'court_unknown'));
    if (!hosts(court, sport))
      throw new CourtRefused(
        HttpError.templated(400, 'court_not_hosting', { court: court.name, sport: sport! }),
      );
    if (!isOpen(court, range))
      throw new CourtRefused(HttpError.templated(400, 'court_closed', { court: court.name }));
    return court;
  };
  return requests.map(({ range, courtId }) => {
    const onDay = claims.get(range.date) ?? [];
    const free = freeCourts(listed, onDay, range, sport).filter((court) => isOpen(court, range));
    const kept = moving && free.find(({ id }) => id === moving.courtId);
    const chosen = courtId ? named(courtId, range) : kept || free[0] || fallback(range);
    claims.set(range.date, [...onDay, { courtId: chosen.id, start: range.start, end: range.end }]);
    return { court: chosen, free: free.includes(chosen) };
  });
}

/**
 * Whether a hold of `requests` by `playerId` made now would be refused as taken, read WITHOUT the
 * days' locks (docs/decisions/074): a plain indexed read of what stands on those days, by the
 * assignment's own rule, the player's unpaid holds there left out (a new hold gives them up).
 * Only a "taken" is final: someone else's claim that stands now still stands when this request
 * would get the lock. A "free" may be stale, so the hold under the locks and the exclusion
 * constraint still decide the race. A request the assignment refuses for another reason (a
 * court it does not offer) is not taken: the hold answers it as it always has.
 */
export async function slotsLookTaken(
  db: DbOrTx,
  turf: { id: string; sport?: Sport | null },
  requests: readonly CourtRequest[],
  now: Date,
  playerId: string,
): Promise<boolean> {
  const theirHolds = sql`(${bookings.userId} = ${playerId} and ${bookings.status} = 'pending'
    and ${bookings.paymentStatus} = 'unpaid') is not true`;
  const read = await courtsAndClaims(db, turf.id, requestDays(requests), now, theirHolds);
  try {
    return pickCourts(read, turf, requests, null).some(({ free }) => !free);
  } catch (error) {
    if (error instanceof CourtRefused) return false;
    throw error;
  }
}

/**
 * The courts hosting `sport` that nothing claims during `range` at `now`, in assignment order:
 * the same reading as a new claim's assignment, for the waitlist (docs/decisions/033), which asks
 * whether a range is fully booked and offers a freed one on the first of these.
 */
export async function freeCourtsFor(
  tx: DbOrTx,
  turfId: string,
  range: TimeRange,
  sport: Sport | null,
  now: Date,
): Promise<Court[]> {
  const {
    courts: listed,
    claims,
    isOpen,
  } = await courtsAndClaims(tx, turfId, [range.date], now, undefined);
  // As the assignment: free, then open by the court's own hours (docs/decisions/031).
  return freeCourts(listed, claims.get(range.date) ?? [], range, sport).filter((court) =>
    isOpen(court, range),
  );
}
