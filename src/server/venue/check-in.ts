import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { AttendanceDayAnswer, AttendanceEntry } from '../../shared/api/check-in-contract';
import {
  ATTENDANCE_LABELS,
  ATTENDANCE_MESSAGES,
  attendanceProblem,
  marksOpenAt,
  normalizeBookingReference,
  type AttendanceMark,
} from '../../shared/attendance';
import { timeLabel } from '../../shared/slots';
import { addDays, zonedNow } from '../../shared/time';
import { can, withinDeskWindow } from '../../shared/venue-team';
import { recordAuditBy } from '../audit/audit-log';
import {
  mayUseAnyDay,
  requireCapabilityAt,
  staffPlaces,
  type VenueAccess,
} from '../auth/venue-access';
import type { UserRow } from '../auth/users';
import { markAttendance } from '../bookings/attendance';
import { markTeamPlayer, teamPlayersOf } from '../bookings/team-players';
import { lockBooking } from '../bookings/changes';
import type { Db, DbOrTx } from '../db/database';
import { courts, turfs, users } from '../db/schema';
import { bookings } from '../db/schema-bookings';
import { playerAttendance } from '../db/schema-games';
import { requireDatesWithin } from '../http/date-windows';
import { HttpError } from '../http/errors';

// The owner's check-in (docs/decisions/043): find a booking by its reference on one's own venues,
// list a day's bookings with their marks, and mark Arrived or No-show. Who may: whoever may do
// `attendance` at the booking's turf (docs/decisions/066: its owner, the admin, its manager and
// front desk); the rest is refused before anything is shown.

export interface CheckInContext {
  db: Db;
  now: () => Date;
  config: { venueTimeZone: string };
}

const MARKABLE_STATUSES = ['confirmed', 'cancelled'] as const;

async function entriesWhere(db: DbOrTx, where: SQL | undefined, now: Date, timeZone: string) {
  const rows = await db
    .select({
      booking: bookings,
      turf: { id: turfs.id, name: turfs.name, ownerId: turfs.ownerId },
      courtName: courts.name,
      player: { fullname: users.fullname, mobilenumber: users.mobilenumber },
    })
    .from(bookings)
    .innerJoin(turfs, eq(turfs.id, bookings.turfId))
    .innerJoin(courts, eq(courts.id, bookings.courtId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(and(inArray(bookings.status, [...MARKABLE_STATUSES]), where))
    .orderBy(asc(bookings.day), asc(bookings.startMinute), asc(courts.position));
  const moment = zonedNow(now, timeZone);
  const teams = await teamPlayersOf(
    db,
    rows.map((row) => row.booking.id),
  );
  return rows.map(({ booking, turf, courtName, player }) => ({
    ownerId: turf.ownerId,
    entry: {
      _id: booking.id,
      reference: booking.reference,
      turfId: turf.id,
      turfName: turf.name,
      courtName,
      date: booking.day,
      startTime: timeLabel(booking.startMinute),
      endTime: timeLabel(booking.endMinute),
      source: booking.source,
      status: booking.status,
      // A venue booking's customer is the one the owner named (decision 032), not its user.
      customer:
        booking.source === 'online'
          ? player
          : { fullname: booking.customerName ?? '', mobilenumber: booking.customerPhone ?? '' },
      attendance: booking.attendance,
      attendanceMarkedAt: booking.attendanceMarkedAt?.toISOString() ?? null,
      players: (teams.get(booking.id) ?? []).map((teamPlayer) => ({
        _id: teamPlayer.playerId,
        fullname: teamPlayer.fullname,
        role: teamPlayer.role,
        attendance: teamPlayer.attendance,
        attendanceMarkedAt: teamPlayer.attendanceMarkedAt?.toISOString() ?? null,
      })),
      marksOpen: marksOpenAt(booking, moment),
    } satisfies AttendanceEntry,
  }));
}

/**
 * The booking with this reference on a venue `manager` keeps. Another owner's reference answers
 * exactly as a missing one (404), so a reference never reveals whose booking it is.
 */
export async function findForCheckIn(
  context: CheckInContext,
  manager: UserRow,
  typed: string,
): Promise<AttendanceEntry> {
  const reference = normalizeBookingReference(typed);
  if (!reference) throw new HttpError(400, 'check_in_bad_reference');
  const [found] = await entriesWhere(
    context.db,
    eq(bookings.reference, reference),
    context.now(),
    context.config.venueTimeZone,
  );
  if (!found) throw new HttpError(404, 'check_in_not_found');
  try {
    await requireCapabilityAt(context.db, manager, 'attendance', found.entry.turfId);
  } catch (error) {
    // Someone with no place at its venue learns nothing: as a reference that does not exist.
    if (error instanceof HttpError && error.code === 'not_your_turf')
      throw new HttpError(404, 'check_in_not_found');
    throw error;
  }
  return found.entry;
}

/**
 * Marks (or clears) a booking's booker, or one of its team players (`playerId`), on a turf
 * `manager` keeps: 403 on another's, 409 out of time, 404 for a player not in it.
 */
export async function markBookingAttendance(
  context: CheckInContext,
  manager: UserRow,
  bookingId: string,
  change: { mark: AttendanceMark | null; playerId?: string | undefined },
): Promise<{ entry: AttendanceEntry; message: string }> {
  const { mark, playerId } = change;
  const now = context.now();
  const timeZone = context.config.venueTimeZone;
  await context.db.transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    if (!booking || booking.status === 'blocked' || booking.status === 'unblocked')
      throw new HttpError(404, 'booking_not_found', {
        message: ATTENDANCE_MESSAGES.bookingNotFound,
      });
    const { turf } = await requireCapabilityAt(tx, manager, 'attendance', booking.turfId);
    const problem = attendanceProblem(booking, mark, zonedNow(now, timeZone));
    if (problem) throw HttpError.refusal(409, problem, 'attendance_refused');
    const ofBooker = !playerId || (booking.source === 'online' && playerId === booking.userId);
    const was = ofBooker ? booking.attendance : await teamPlayerMark(tx, bookingId, playerId!);
    if (ofBooker) {
      if (!(await markAttendance(tx, { bookingId, mark, by: manager.id, now })))
        throw new HttpError(409, 'check_in_not_markable');
    } else if (!(await markTeamPlayer(tx, { bookingId, playerId, mark, by: manager.id, now }))) {
      throw new HttpError(404, 'check_in_player_not_found');
    }
    if (was !== mark) {
      const player = ofBooker ? null : await nameOf(tx, playerId!);
      await recordAuditBy(tx, manager, turf, {
        action: mark ? 'attendance.mark' : 'attendance.clear',
        target: booking.reference,
        before: {
          ...(player ? { player } : {}),
          attendance: was ? ATTENDANCE_LABELS[was] : 'Not marked',
        },
        after: {
          ...(player ? { player } : {}),
          attendance: mark ? ATTENDANCE_LABELS[mark] : 'Not marked',
        },
        at: now,
      });
    }
  });
  const [marked] = await entriesWhere(context.db, eq(bookings.id, bookingId), now, timeZone);
  const { entry } = marked!;
  const who =
    entry.players.find((teamPlayer) => teamPlayer._id === playerId)?.fullname ??
    entry.customer.fullname;
  const message = mark ? `Marked ${ATTENDANCE_LABELS[mark]}: ${who}.` : 'Mark cleared.';
  return { entry, message };
}

/**
 * The front desk's attendance days (docs/decisions/066): its week, and yesterday, whose marks stay
 * open until the day ends (shared/attendance marksOpenAt). Anyone who may see any day: any day.
 */
function deskMayMark(date: string, today: string): boolean {
  return withinDeskWindow(date, today) || date === addDays(today, -1);
}

function requireAttendanceDay(access: VenueAccess, date: string, today: string) {
  if (!mayUseAnyDay(access) && !deskMayMark(date, today))
    throw new HttpError(403, 'outside_desk_window');
}

/** The listings a team member may take attendance at on `date`, by name. */
async function attendanceWorkplaces(db: DbOrTx, person: UserRow, date: string, today: string) {
  const places = await staffPlaces(db, person.id);
  if (places.length === 0) return [];
  const rows = await db
    .select({ _id: turfs.id, name: turfs.name, ownerId: turfs.ownerId })
    .from(turfs)
    .where(
      inArray(
        turfs.id,
        places.map((place) => place.turfId),
      ),
    )
    .orderBy(asc(turfs.name));
  const roleAt = new Map(places.map((place) => [place.turfId, place.role]));
  const allowed = rows.filter((turf) => {
    const listing = { owner: turf.ownerId, staffRole: roleAt.get(turf._id) ?? null };
    if (!can(person, 'attendance', listing)) return false;
    if (can(person, 'calendar_any_day', listing) || deskMayMark(date, today)) return true;
    throw new HttpError(403, 'outside_desk_window');
  });
  return allowed.map(({ _id, name }) => ({ _id, name }));
}

/** One day of one turf, or of every turf the owner has (or the person works at), with marks. */
export async function attendanceDay(
  context: CheckInContext,
  manager: UserRow,
  query: { date?: string; turfId?: string },
): Promise<AttendanceDayAnswer> {
  const now = context.now();
  const timeZone = context.config.venueTimeZone;
  requireDatesWithin('calendar', [query.date], { now, timeZone });
  const today = zonedNow(now, timeZone).date;
  const date = query.date ?? today;
  let listed: { _id: string; name: string }[];
  if (query.turfId) {
    const access = await requireCapabilityAt(context.db, manager, 'attendance', query.turfId);
    requireAttendanceDay(access, date, today);
    listed = [{ _id: access.turf.id, name: access.turf.name }];
  } else if (manager.role === 'owner') {
    const own = await context.db
      .select({ _id: turfs.id, name: turfs.name })
      .from(turfs)
      .where(eq(turfs.ownerId, manager.id))
      .orderBy(asc(turfs.name));
    listed = own;
  } else if (manager.role === 'user') {
    listed = await attendanceWorkplaces(context.db, manager, date, today);
  } else {
    throw new HttpError(400, 'choose_turf');
  }
  const turfIds = listed.map((turf) => turf._id);
  const entries = turfIds.length
    ? await entriesWhere(
        context.db,
        and(inArray(bookings.turfId, turfIds), eq(bookings.day, date)),
        now,
        timeZone,
      )
    : [];
  return {
    success: true,
    date,
    today,
    turfs: listed,
    bookings: entries.map(({ entry }) => entry),
  };
}

/** A team player's mark on a booking before a change, or null. */
async function teamPlayerMark(tx: DbOrTx, bookingId: string, playerId: string) {
  const [row] = await tx
    .select({ attendance: playerAttendance.attendance })
    .from(playerAttendance)
    .where(and(eq(playerAttendance.bookingId, bookingId), eq(playerAttendance.playerId, playerId)));
  return row?.attendance ?? null;
}

async function nameOf(tx: DbOrTx, userId: string): Promise<string> {
  const [row] = await tx
    .select({ fullname: users.fullname })
    .from(users)
    .where(eq(users.id, userId));
  return row?.fullname ?? '';
}
