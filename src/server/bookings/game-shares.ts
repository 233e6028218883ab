import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { gamePlayers, games } from '../db/schema-games';
import { refunds } from '../db/schema-money';

// What the booking core reads of a booking opened as a game (docs/decisions/045): the games
// module ends the game when its booking is cancelled; the core checks it did, and counts what the
// game's kept spots had returned to the organizer of the booking's price.

/** Whether the booking's game still runs or still has a player in it: it must end first. */
export async function gameStillRunning(db: DbOrTx, bookingId: string): Promise<boolean> {
  const [found] = await db
    .select({ id: games.id })
    .from(games)
    .where(
      and(
        eq(games.bookingId, bookingId),
        sql`(${games.status} in ('open', 'closed') or exists (select 1 from ${gamePlayers}
          where ${gamePlayers.gameId} = ${games.id} and ${gamePlayers.status} = 'joined'))`,
      ),
    )
    .limit(1);
  return !!found;
}

/**
 * What of the booking's price went back to its organizer as the returns of spots kept when the
 * game settled (made or due; refunds rows naming the spot, decision 052): those players paid that part, so it is not the organizer's to get
 * back again. 0 for a booking without a settled game.
 */
export async function gameReturnedPaise(db: DbOrTx, bookingId: string): Promise<number> {
  const [row] = await db
    .select({ returned: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)::int` })
    .from(refunds)
    .innerJoin(gamePlayers, eq(gamePlayers.id, refunds.gamePlayerId))
    .innerJoin(games, eq(games.id, gamePlayers.gameId))
    .where(eq(games.bookingId, bookingId));
  return row?.returned ?? 0;
}
