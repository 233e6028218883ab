import { and, asc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { AttendanceMark } from '../../shared/attendance';
import type { BoardAnswer, BoardListing } from '../../shared/api/board-contract';
import type { CalendarAnswer, CalendarCourt } from '../../shared/api/owner-calendar-contract';
import { nextFreeRuns, standsOn } from '../../shared/board';
import type { Court } from '../../shared/courts';
import { hoursOn, type DayHours } from '../../shared/opening-hours';
import { paiseToRupeesText } from '../../shared/pricing';
import { zonedNow } from '../../shared/time';
import { actorRoleAt, can, withinDeskWindow } from '../../shared/venue-team';
import { listingAccess } from '../auth/venue-access';
import type { UserRow } from '../auth/users';
import type { DbOrTx } from '../db/database';
import { turfs } from '../db/schema';
import { bookings } from '../db/schema-bookings';
import { venueStaff } from '../db/schema-venue-team';
import { requireDatesWithin } from '../http/date-windows';
import { HttpError } from '../http/errors';
import { turfCalendar } from './calendar';

// Today's board (docs/decisions/066): one day of every listing the person works at, each court
// with the calendar's entries (turfCalendar, the owner's calendar's own reading), the booker's
// mark at the gate, the desk's unpaid bookings and the next free stretches. A listing where the
// person may not see the calendar (an accountant) is simply not on it; one whose day lies outside
// the front desk's week neither, and when that leaves none the answer says so.

interface BoardClock {
  now: Date;
  timeZone: string;
}

/** The listings the person owns or holds an accepted place at, by name. */
async function listingsOf(db: DbOrTx, person: UserRow) {
  const places = db
    .select({ turfId: venueStaff.turfId })
    .from(venueStaff)
    .where(and(eq(venueStaff.userId, person.id), isNotNull(venueStaff.acceptedAt)));
  return db
    .select()
    .from(turfs)
    .where(or(eq(turfs.ownerId, person.id), inArray(turfs.id, places)))
    .orderBy(asc(turfs.name), asc(turfs.id));
}

/** The court's hours on the day: its own inside the venue's, or the venue's. */
function courtHours(
  date: string,
  court: CalendarCourt,
  venue: CalendarAnswer['turf'],
): DayHours | null {
  const venueHours = hoursOn(date, venue.openingHours);
  if (!court.openingHours || !venueHours) return venueHours;
  const own = hoursOn(date, court.openingHours);
  if (!own) return null;
  const open = Math.max(own.open, venueHours.open);
  const close = Math.min(own.close, venueHours.close);
  return open < close ? { open, close } : null;
}

interface GateFact {
  attendance: AttendanceMark | null;
  /** A desk booking not yet paid: its price; else null. */
  unpaidPaise: number | null;
}

/** The facts of the day's bookings the calendar's entries do not carry. */
async function gateFacts(db: DbOrTx, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, GateFact>();
  const rows = await db
    .select({
      id: bookings.id,
      attendance: bookings.attendance,
      source: bookings.source,
      venuePayment: bookings.venuePayment,
      amountPaise: bookings.amountPaise,
    })
    .from(bookings)
    .where(inArray(bookings.id, [...ids]));
  return new Map(
    rows.map((row): [string, GateFact] => [
      row.id,
      {
        attendance: row.attendance,
        unpaidPaise: row.source !== 'online' && row.venuePayment === null ? row.amountPaise : null,
      },
    ]),
  );
}

async function boardListing(
  db: DbOrTx,
  calendar: CalendarAnswer,
  role: BoardListing['role'],
  date: string,
): Promise<BoardListing> {
  const entries = calendar.entries.filter((entry) => entry.date === date);
  const facts = await gateFacts(
    db,
    entries.filter((entry) => entry.kind === 'booking').map((entry) => entry.id),
  );
  const boardEntries = entries.map((entry) => {
    const fact = facts.get(entry.id);
    return {
      ...entry,
      attendance: fact?.attendance ?? null,
      unpaid: fact?.unpaidPaise != null ? paiseToRupeesText(fact.unpaidPaise) : null,
    };
  });
  const shared: Court[] = calendar.turf.courts.map((court) => ({
    id: court._id,
    name: court.name,
    sports: [],
    parts: court.parts,
  }));
  const taken = entries.map((entry) => ({
    start: entry.start,
    end: entry.end,
    courtIds: entry.blockCourtIds,
  }));
  const past = date < calendar.today;
  const from = date === calendar.today ? calendar.nowMinutes : 0;
  const courts = calendar.turf.courts.map((court, index) => {
    const own = shared[index]!;
    const hours = courtHours(date, court, calendar.turf);
    return {
      _id: court._id,
      name: court.name,
      hours,
      entries: boardEntries.filter((entry) => standsOn(entry.blockCourtIds, own, shared)),
      nextFree: past ? [] : nextFreeRuns(own, shared, hours, taken, from),
    };
  });
  const unpaid = boardEntries.filter((entry) => entry.unpaid !== null);
  const unpaidPaise = [...facts.values()].reduce((sum, fact) => sum + (fact.unpaidPaise ?? 0), 0);
  const booked = boardEntries.filter((entry) => entry.kind === 'booking');
  return {
    _id: calendar.turf._id,
    name: calendar.turf.name,
    role,
    courts,
    unpaid: { count: unpaid.length, amount: paiseToRupeesText(unpaidPaise) },
    arrivals: {
      expected: booked.length,
      arrived: booked.filter((entry) => entry.attendance === 'arrived').length,
    },
  };
}

/** The board of `date` (default the venue's today) for `person`. */
export async function todaysBoard(
  db: DbOrTx,
  person: UserRow,
  clock: BoardClock & { date?: string },
): Promise<BoardAnswer> {
  requireDatesWithin('calendar', [clock.date], clock);
  const now = zonedNow(clock.now, clock.timeZone);
  const date = clock.date ?? now.date;
  const listings: BoardListing[] = [];
  let outsideWindow = false;
  for (const turf of await listingsOf(db, person)) {
    const access = await listingAccess(db, person, turf);
    const role = actorRoleAt(person, access);
    if (role === null || !can(person, 'calendar', access)) continue;
    if (!can(person, 'calendar_any_day', access) && !withinDeskWindow(date, now.date)) {
      outsideWindow = true;
      continue;
    }
    const calendar = await turfCalendar(db, turf, { ...clock, from: date });
    listings.push(await boardListing(db, calendar, role, date));
  }
  if (listings.length === 0 && outsideWindow) throw new HttpError(403, 'outside_desk_window');
  return { success: true, date, today: now.date, nowMinutes: now.minutes, listings };
}
