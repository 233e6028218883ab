import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { reliability, reliabilityLabel, type Reliability } from '../../shared/player-record';
import { localInstant, type LocalDate } from '../../shared/time';
import { playerRecordCounts, playerRecordCountsOf } from '../bookings/attendance';
import type { DbOrTx } from '../db/database';
import { bookings } from '../db/schema-bookings';
import { gamePlayers, games } from '../db/schema-games';

// The games and game_players tables (docs/decisions/045): the games modules are their only
// writers; a change to a game's players runs under the game's row lock.

export type GameRow = typeof games.$inferSelect;
export type GamePlayerRow = typeof gamePlayers.$inferSelect;

export async function findGame(db: DbOrTx, gameId: string, forUpdate = false) {
  const query = db.select().from(games).where(eq(games.id, gameId));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export function playersOf(db: DbOrTx, gameId: string) {
  return db
    .select()
    .from(gamePlayers)
    .where(eq(gamePlayers.gameId, gameId))
    .orderBy(asc(gamePlayers.joinedAt));
}

/** How many spots are taken (joined players), per game. */
export async function joinedCounts(db: DbOrTx, gameIds: readonly string[]) {
  if (gameIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ gameId: gamePlayers.gameId, joined: count() })
    .from(gamePlayers)
    .where(and(inArray(gamePlayers.gameId, [...gameIds]), eq(gamePlayers.status, 'joined')))
    .groupBy(gamePlayers.gameId);
  return new Map(rows.map((row) => [row.gameId, row.joined]));
}

/** How many players hold a spot in the open game of each booking, for those that have one. */
export async function joinedPlayersOfBookings(db: DbOrTx, bookingIds: readonly string[]) {
  if (bookingIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ bookingId: games.bookingId, joined: count() })
    .from(gamePlayers)
    .innerJoin(games, eq(games.id, gamePlayers.gameId))
    .where(and(inArray(games.bookingId, [...bookingIds]), eq(gamePlayers.status, 'joined')))
    .groupBy(games.bookingId);
  return new Map(rows.map((row) => [row.bookingId, row.joined]));
}

/** When the game's booking starts. */
export async function playStartOf(db: DbOrTx, game: GameRow, timeZone: string) {
  const [booking] = await db
    .select({ day: bookings.day, startMinute: bookings.startMinute })
    .from(bookings)
    .where(eq(bookings.id, game.bookingId));
  if (!booking) throw new Error('a game without its booking');
  return localInstant(booking.day as LocalDate, booking.startMinute, timeZone);
}

export interface ReliabilityJson {
  kind: Reliability['kind'];
  percent: number | null;
  label: string;
}

/** A player's reliability figure (docs/decisions/043) as games show it. */
export async function reliabilityOf(
  db: DbOrTx,
  playerId: string,
  clock: { now: Date; timeZone: string },
): Promise<{ figure: Reliability; json: ReliabilityJson }> {
  const figure = reliability(await playerRecordCounts(db, playerId, clock));
  return { figure, json: reliabilityJson(figure) };
}

function reliabilityJson(figure: Reliability): ReliabilityJson {
  return {
    kind: figure.kind,
    percent: figure.kind === 'rated' ? figure.percent : null,
    label: reliabilityLabel(figure),
  };
}

/** The reliability of each of `playerIds`, from one grouped read of their records. */
export async function reliabilitiesOf(
  db: DbOrTx,
  playerIds: readonly string[],
  clock: { now: Date; timeZone: string },
): Promise<Map<string, ReliabilityJson>> {
  const records = await playerRecordCountsOf(db, playerIds, clock);
  return new Map([...records].map(([id, counts]) => [id, reliabilityJson(reliability(counts))]));
}
