import { and, eq } from 'drizzle-orm';
import { GAME_MESSAGES } from '../../shared/games';
import type { DbOrTx } from '../db/database';
import { bookings } from '../db/schema-bookings';
import { gamePlayers, games } from '../db/schema-games';

/**
 * Why this confirmed booking cannot be cancelled online, or null when it can (by its player, or
 * by its owner's rain-out): a booking opened as a game (docs/decisions/045) while the game runs
 * or joiners' spots are part of its money (the game is cancelled first). Cancelling refuses with
 * it (409), and the booking page offers no cancel. A shared booking (docs/decisions/044) is
 * cancelled like any other: its refund is divided among its payers (bookings/due-refunds.ts).
 */
export async function onlineCancelRefusal(db: DbOrTx, bookingId: string): Promise<string | null> {
  const [found] = await db
    .select({ gameId: games.id, gameStatus: games.status })
    .from(bookings)
    .leftJoin(games, eq(games.bookingId, bookings.id))
    .where(eq(bookings.id, bookingId));
  if (!found?.gameId || found.gameStatus === 'cancelled') return null;
  if (found.gameStatus !== 'settled') return GAME_MESSAGES.cancelBooking;
  const [kept] = await db
    .select({ id: gamePlayers.id })
    .from(gamePlayers)
    .where(and(eq(gamePlayers.gameId, found.gameId), eq(gamePlayers.status, 'joined')))
    .limit(1);
  return kept ? GAME_MESSAGES.cancelBooking : null;
}
