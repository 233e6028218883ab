import { eq } from 'drizzle-orm';
import { SPLIT_MESSAGES } from '../../shared/split';
import type { DbOrTx } from '../db/database';
import { bookings } from '../db/schema-bookings';
import { splits } from '../db/schema-splits';

/**
 * Why this confirmed booking cannot be cancelled online, or null when it can (by its player, or
 * by its owner's rain-out). Its money came from several payments and a refund row goes back to
 * one: a split booking (docs/decisions/044), until each share can be refunded to its own payer.
 * A booking opened as a game (docs/decisions/045) is cancellable by its organizer (a joined player
 * has no access to it): the game ends with it, its players refunded in full (game-shares.ts).
 * Cancelling refuses with it (409), and the booking page offers no cancel.
 */
export async function onlineCancelRefusal(db: DbOrTx, bookingId: string): Promise<string | null> {
  const [found] = await db
    .select({ splitId: splits.id })
    .from(bookings)
    .leftJoin(splits, eq(splits.bookerIntentId, bookings.paymentId))
    .where(eq(bookings.id, bookingId));
  if (found?.splitId) return SPLIT_MESSAGES.cancelSplit;
  return null;
}
