import { and, eq } from 'drizzle-orm';
import { GAME_MESSAGES } from '../../shared/games';
import { SPLIT_MESSAGES } from '../../shared/split';
import type { DbOrTx } from '../db/database';
import { bookings } from '../db/schema-bookings';
import { gamePlayers, games } from '../db/schema-games';
import { splits } from '../db/schema-splits';

/**
 * Why this confirmed booking cannot be cancelled online, or null when it can (by its player, or
 * by its owner's rain-out). Its money came from several payments and a refund row goes back to
 * one: a split booking (docs/decisions/044), until each share can be refunded to its own payer;
 * a booking opened as a game (docs/decisions/045) while the game runs or joiners' spots are part
 * of its money (the game is cancelled first). Cancelling refuses with it (409), and the booking
 * page offers no cancel.
 */
export async function onlineCancelRefusal(db: DbOrTx, bookingId: string): Promise<string | null> {
  const [found] = await db
    .select({ splitId: splits.id, gameId: games.id, gameStatus: games.status })
    .from(bookings)
    .leftJoin(splits, eq(splits.bookerIntentId, bookings.paymentId))
    .leftJoin(games, eq(games.bookingId, bookings.id))
    .where(eq(bookings.id, bookingId));
  if (found?.splitId) return SPLIT_MESSAGES.cancelSplit;
  if (!found?.gameId || found.gameStatus === 'cancelled') return null;
  if (found.gameStatus !== 'settled') return GAME_MESSAGES.cancelBooking;
  const [kept] = await db
    .select({ id: gamePlayers.id })
    .from(gamePlayers)
    .where(and(eq(gamePlayers.gameId, found.gameId), eq(gamePlayers.status, 'joined')))
    .limit(1);
  return kept ? GAME_MESSAGES.cancelBooking : null;
}
