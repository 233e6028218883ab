import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { turfs, users } from '../db/schema';
import { bookings } from '../db/schema-bookings';
import { payments } from '../db/schema-money';
import { gamePlayers, games } from '../db/schema-games';
import { MissingMailData, person } from './mail-data';
import type { JoinedPlayer } from './templates/game-moved';
import type { GameSpotRefundedFacts } from './templates/game-spot-refunded';

// What a game's mail to a player says (docs/decisions/045), read when it is sent.

export async function gameSpotFacts(
  db: DbOrTx,
  playerRowId: string,
): Promise<GameSpotRefundedFacts> {
  const [row] = await db
    .select({
      spot: gamePlayers,
      player: users,
      turf: turfs,
      booking: bookings,
      cause: payments.note,
    })
    .from(gamePlayers)
    .innerJoin(games, eq(games.id, gamePlayers.gameId))
    .innerJoin(bookings, eq(bookings.id, games.bookingId))
    .innerJoin(turfs, eq(turfs.id, games.turfId))
    .innerJoin(users, eq(users.id, gamePlayers.playerId))
    .leftJoin(payments, eq(payments.intentId, gamePlayers.intentId))
    .where(eq(gamePlayers.id, playerRowId));
  if (!row) throw new MissingMailData('The game spot of this mail is gone.');
  const player = person(row.player);
  return {
    player,
    status: row.spot.status,
    cause: row.cause,
    amountPaise: row.spot.amountPaise,
    turf: { name: row.turf.name },
    slot: {
      day: row.booking.day,
      startMinute: row.booking.startMinute,
      endMinute: row.booking.endMinute,
    },
  };
}

/** The players still in the open game of this booking, if it is one (docs/decisions/057). */
export async function joinedPlayersOf(db: DbOrTx, bookingId: string): Promise<JoinedPlayer[]> {
  const rows = await db
    .select({ player: users, gameId: games.id })
    .from(games)
    .innerJoin(gamePlayers, eq(gamePlayers.gameId, games.id))
    .innerJoin(users, eq(users.id, gamePlayers.playerId))
    .where(
      and(
        eq(games.bookingId, bookingId),
        inArray(games.status, ['open', 'closed']),
        eq(gamePlayers.status, 'joined'),
      ),
    )
    .orderBy(asc(gamePlayers.id));
  return rows.map((row) => ({ player: person(row.player), gameId: row.gameId }));
}
