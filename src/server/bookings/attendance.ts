import { and, desc, eq, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AttendanceMark } from '../../shared/attendance';
import { LATE_CANCELLATION_HOURS, type PlayerRecordCounts } from '../../shared/player-record';
import type { DbOrTx } from '../db/database';
import { turfs } from '../db/schema';
import { bookings } from '../db/schema-bookings';
import { bookingTeamPlayers, games, playerAttendance } from '../db/schema-games';
import { splitShares, splits } from '../db/schema-splits';
import { SPLIT_TIME_UP } from '../../shared/split';

// Who showed up, in the booking core (docs/decisions/043): the one writer of a booking's mark,
// and what its rows mean for a player's record.

/**
 * Sets (or clears, with null) the mark of a confirmed booking; compare-and-swap on the status, so
 * a booking cancelled meanwhile is left alone. Answers whether it was marked. The caller has
 * checked the time rule (shared/attendance attendanceProblem) on the locked row.
 */
export async function markAttendance(
  tx: DbOrTx,
  change: { bookingId: string; mark: AttendanceMark | null; by: string; now: Date },
): Promise<boolean> {
  const marked = await tx
    .update(bookings)
    .set({
      attendance: change.mark,
      attendanceMarkedBy: change.by,
      attendanceMarkedAt: change.now,
    })
    .where(and(eq(bookings.id, change.bookingId), eq(bookings.status, 'confirmed')))
    .returning({ id: bookings.id });
  return marked.length === 1;
}

/** The instant a booking row starts or ends, in the venue's zone. */
function instantOf(minute: typeof bookings.startMinute | typeof bookings.endMinute, zone: string) {
  return sql`((${bookings.day} + ${minute} * interval '1 minute') at time zone ${zone})`;
}

/**
 * Shares left unpaid at a deadline: of the splits a player booked that ended because they let
 * the last chance to pay the rest pass, each share still unpaid then (docs/decisions/044). A
 * teammate is never counted: an unpaid share has no payer, and the booker answers for it.
 */
export async function unpaidSharesAtDeadline(db: DbOrTx, playerId: string): Promise<number> {
  return (await unpaidSharesAtDeadlineOf(db, [playerId])).get(playerId) ?? 0;
}

/** unpaidSharesAtDeadline of each of `playerIds` in one query (absent: none). */
async function unpaidSharesAtDeadlineOf(db: DbOrTx, playerIds: readonly string[]) {
  const rows = await db
    .select({ playerId: splits.bookerId, count: sql<number>`count(*)::int` })
    .from(splitShares)
    .innerJoin(splits, eq(splits.id, splitShares.splitId))
    .where(
      and(
        inArray(splits.bookerId, [...playerIds]),
        eq(splits.status, 'ended'),
        eq(splits.endCause, SPLIT_TIME_UP),
        eq(splitShares.status, 'unpaid'),
      ),
    )
    .groupBy(splits.bookerId);
  return new Map(rows.map((row) => [row.playerId, row.count]));
}

/**
 * What each count of the record means, as SQL over the bookings table (one place). `mark` is the
 * player's Arrived / No-show: the booking row's for its booker, player_attendance's for a team
 * player (who played in a booking someone else booked, team-players.ts).
 */
function recordRules(timeZone: string, now: Date, mark: AnyColumn = bookings.attendance) {
  return {
    played: sql`${bookings.status} = 'confirmed' and ${mark} is distinct from 'no_show'
      and ${instantOf(bookings.endMinute, timeZone)} <= ${now.toISOString()}::timestamptz`,
    lateCancellation: sql`${bookings.status} = 'cancelled' and ${bookings.cancelledBy} = 'player'
      and ${bookings.cancelledAt} > ${instantOf(bookings.startMinute, timeZone)} - ${`${LATE_CANCELLATION_HOURS} hours`}::interval`,
    noShow: sql`${bookings.status} = 'confirmed' and ${mark} = 'no_show'`,
  };
}

/** Team players' bookings joined to their marks: each row one booking a player played in. */
const teamPlayerMarkJoin = and(
  eq(playerAttendance.bookingId, bookingTeamPlayers.bookingId),
  eq(playerAttendance.playerId, bookingTeamPlayers.playerId),
);

/** Only a player's own online bookings count (a venue booking's user is its owner, decision 032). */
const playersOwn = (playerIds: readonly string[]) =>
  and(inArray(bookings.userId, [...playerIds]), eq(bookings.source, 'online'));

/**
 * A player's record (shared/player-record): only their own online bookings count, never a
 * venue's phone or walk-in booking and never what the venue or TurfBook cancelled.
 */
export async function playerRecordCounts(
  db: DbOrTx,
  playerId: string,
  clock: { now: Date; timeZone: string },
): Promise<PlayerRecordCounts> {
  return (await playerRecordCountsOf(db, [playerId], clock)).get(playerId)!;
}

/**
 * playerRecordCounts of each of `playerIds`, in three queries however many they are. A booking
 * counts for its booker and for each of its team players (a game's joined players, a split's
 * teammates), each by their own mark; a team player has no late cancellation, since leaving a
 * game is refused once it is no longer free (shared/games leaveRefusal).
 */
export async function playerRecordCountsOf(
  db: DbOrTx,
  playerIds: readonly string[],
  clock: { now: Date; timeZone: string },
): Promise<Map<string, PlayerRecordCounts>> {
  const distinct = [...new Set(playerIds)];
  if (distinct.length === 0) return new Map();
  const rules = recordRules(clock.timeZone, clock.now);
  const teamRules = recordRules(clock.timeZone, clock.now, playerAttendance.attendance);
  const counted = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;
  const own = await db
    .select({
      playerId: bookings.userId,
      played: counted(rules.played),
      lateCancellations: counted(rules.lateCancellation),
      noShows: counted(rules.noShow),
    })
    .from(bookings)
    .where(playersOwn(distinct))
    .groupBy(bookings.userId);
  const team = await db
    .select({
      playerId: bookingTeamPlayers.playerId,
      played: counted(teamRules.played),
      noShows: counted(teamRules.noShow),
    })
    .from(bookingTeamPlayers)
    .innerJoin(bookings, eq(bookings.id, bookingTeamPlayers.bookingId))
    .leftJoin(playerAttendance, teamPlayerMarkJoin)
    .where(inArray(bookingTeamPlayers.playerId, distinct))
    .groupBy(bookingTeamPlayers.playerId);
  const unpaid = await unpaidSharesAtDeadlineOf(db, distinct);
  return new Map(
    distinct.map((id) => {
      const booked = own.find((counts) => counts.playerId === id);
      const joined = team.find((counts) => counts.playerId === id);
      return [
        id,
        {
          played: (booked?.played ?? 0) + (joined?.played ?? 0),
          lateCancellations: booked?.lateCancellations ?? 0,
          noShows: (booked?.noShows ?? 0) + (joined?.noShows ?? 0),
          unpaidShares: unpaid.get(id) ?? 0,
        },
      ];
    }),
  );
}

/** How many of the bookings that count against a player the record lists, newest first. */
export const COUNTED_AGAINST_SHOWN = 20;

/**
 * The bookings that count against a player (late cancellations and no-shows, their own and as a
 * team player), newest first; `role` says which, and a joined player's carries its game.
 */
export async function bookingsCountedAgainst(
  db: DbOrTx,
  playerId: string,
  clock: { now: Date; timeZone: string },
) {
  const rules = recordRules(clock.timeZone, clock.now);
  const teamRules = recordRules(clock.timeZone, clock.now, playerAttendance.attendance);
  const fields = {
    bookingId: bookings.id,
    reference: bookings.reference,
    turfName: turfs.name,
    day: bookings.day,
    startMinute: bookings.startMinute,
    endMinute: bookings.endMinute,
  };
  const newestFirst = [desc(bookings.day), desc(bookings.startMinute)] as const;
  const own = await db
    .select({
      ...fields,
      noShow: sql<boolean>`${rules.noShow}`,
      role: sql<'booker'>`'booker'`,
      gameId: sql<string | null>`null`,
    })
    .from(bookings)
    .innerJoin(turfs, eq(turfs.id, bookings.turfId))
    .where(and(playersOwn([playerId]), or(rules.noShow, rules.lateCancellation)))
    .orderBy(...newestFirst)
    .limit(COUNTED_AGAINST_SHOWN);
  const asTeamPlayer = await db
    .select({
      ...fields,
      noShow: sql<boolean>`true`,
      role: bookingTeamPlayers.role,
      gameId: games.id,
    })
    .from(bookingTeamPlayers)
    .innerJoin(bookings, eq(bookings.id, bookingTeamPlayers.bookingId))
    .innerJoin(turfs, eq(turfs.id, bookings.turfId))
    .innerJoin(playerAttendance, teamPlayerMarkJoin)
    .leftJoin(games, eq(games.bookingId, bookings.id))
    .where(and(eq(bookingTeamPlayers.playerId, playerId), teamRules.noShow))
    .orderBy(...newestFirst)
    .limit(COUNTED_AGAINST_SHOWN);
  return [...own, ...asTeamPlayer]
    .sort((a, b) => b.day.localeCompare(a.day) || b.startMinute - a.startMinute)
    .slice(0, COUNTED_AGAINST_SHOWN);
}
