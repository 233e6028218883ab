import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AttendanceMark } from '../../shared/attendance';
import type { DbOrTx } from '../db/database';
import { users } from '../db/schema';
import { bookingTeamPlayers, playerAttendance } from '../db/schema-games';

// Who plays in a booking besides its booker, and their marks (docs/decisions/043): the players
// who joined its open game and the teammates who paid a share of its split. Who they are is the
// view booking_team_players (migration 0030), so the day view, the marks and the record read one
// rule; the booker's own mark stays on the booking row.

export interface TeamPlayer {
  playerId: string;
  fullname: string;
  role: 'joined' | 'teammate';
  attendance: AttendanceMark | null;
  attendanceMarkedAt: Date | null;
}

/** The team players of each of `bookingIds` (absent: none), by role then name. */
export async function teamPlayersOf(
  db: DbOrTx,
  bookingIds: readonly string[],
): Promise<Map<string, TeamPlayer[]>> {
  const byBooking = new Map<string, TeamPlayer[]>();
  if (bookingIds.length === 0) return byBooking;
  const rows = await db
    .select({
      bookingId: bookingTeamPlayers.bookingId,
      playerId: bookingTeamPlayers.playerId,
      role: bookingTeamPlayers.role,
      fullname: users.fullname,
      attendance: playerAttendance.attendance,
      attendanceMarkedAt: playerAttendance.markedAt,
    })
    .from(bookingTeamPlayers)
    .innerJoin(users, eq(users.id, bookingTeamPlayers.playerId))
    .leftJoin(
      playerAttendance,
      and(
        eq(playerAttendance.bookingId, bookingTeamPlayers.bookingId),
        eq(playerAttendance.playerId, bookingTeamPlayers.playerId),
      ),
    )
    .where(inArray(bookingTeamPlayers.bookingId, [...bookingIds]))
    .orderBy(asc(bookingTeamPlayers.role), asc(users.fullname), asc(users.id));
  for (const { bookingId, attendance, attendanceMarkedAt, ...player } of rows) {
    const list = byBooking.get(bookingId) ?? [];
    list.push({
      ...player,
      attendance: attendance ?? null,
      attendanceMarkedAt: attendance ? attendanceMarkedAt : null,
    });
    byBooking.set(bookingId, list);
  }
  return byBooking;
}

/**
 * Sets (or clears) the mark of one of a booking's team players; answers false when `playerId` is
 * not one of them now (left, removed, refunded, or never). The caller holds the booking's lock
 * and has checked the time rule on it (shared/attendance attendanceProblem), as for the booker.
 */
export async function markTeamPlayer(
  tx: DbOrTx,
  change: {
    bookingId: string;
    playerId: string;
    mark: AttendanceMark | null;
    by: string;
    now: Date;
  },
): Promise<boolean> {
  const [member] = await tx
    .select({ playerId: bookingTeamPlayers.playerId })
    .from(bookingTeamPlayers)
    .where(
      and(
        eq(bookingTeamPlayers.bookingId, change.bookingId),
        eq(bookingTeamPlayers.playerId, change.playerId),
      ),
    );
  if (!member) return false;
  const mark = { attendance: change.mark, markedBy: change.by, markedAt: change.now };
  await tx
    .insert(playerAttendance)
    .values({ bookingId: change.bookingId, playerId: change.playerId, ...mark })
    .onConflictDoUpdate({
      target: [playerAttendance.bookingId, playerAttendance.playerId],
      set: mark,
    });
  return true;
}
