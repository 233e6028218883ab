import { refundForCancellation } from '../../shared/cancellation-policy';
import { GAME_MESSAGES, gameCancellationParts } from '../../shared/games';
import { endGameOfBooking, refundEndedSpots } from '../games/game-changes';
import type { RefundDestination } from '../../shared/credit';
import { cancelConfirmedBooking, lockBooking } from '../bookings/changes';
import { HttpError } from '../http/errors';
import { requireOwnBooking, startsAt } from './booking-detail';
import { repeatsRequest } from './request-keys';
import type { CheckoutContext } from '../payments/payment-context';
import { settleRefund } from '../payments/refunds';

/**
 * The player cancels their own booking: the server quotes the refund from the policy, the core
 * cancels and frees the slot in one transaction, then the gateway refunds. A repeat of the same
 * request (same Idempotency-Key) answers as the first did; any other second cancel is a 409.
 */
export async function cancelOwnBooking(
  context: CheckoutContext,
  userId: string,
  bookingId: string,
  requestKey: string | null,
  /**
   * Where the refund goes: the card or UPI paid with (when not asked), or the player's credit
   * (decision 040); on a shared booking the booker's own part, each teammate's going where they
   * chose (decision 044).
   */
  refundTo?: RefundDestination,
): Promise<void> {
  const { db, config } = context;
  const done = await db.transaction(async (tx) => {
    const booking = requireOwnBooking(await lockBooking(tx, bookingId), userId);
    if (booking.status === 'cancelled') {
      if (await repeatsRequest(tx, booking.id, 'cancelled', requestKey))
        return { refundIds: [], spots: [] };
      throw new HttpError(409, 'cancelled_already');
    }
    const now = context.now();
    const playsAt = startsAt(booking, config.venueTimeZone);
    const quote = refundForCancellation(booking.amountPaise, playsAt, now);
    if (!quote) throw new HttpError(409, 'started_already');
    // A game booking is cancelled with its game (docs/decisions/045): its players get their
    // spots back in full, its organizer their part under the policy. The booking's day locks are
    // held (lockBooking); the game's row lock comes after them.
    const game = await endGameOfBooking(
      tx,
      context,
      booking.id,
      GAME_MESSAGES.bookingCancelledCause,
    );
    const parts = game
      ? gameCancellationParts(
          { pricePaise: booking.amountPaise, ...game },
          { startsAt: playsAt, now },
        )
      : null;
    const cancelled = await cancelConfirmedBooking(tx, {
      bookingId: booking.id,
      now,
      refundPaise: parts ? parts.organizerRefundPaise : quote.refundPaise,
      returnedPaise: parts ? parts.bookingRefundedPaise - parts.organizerRefundPaise : 0,
      refundTo,
      by: 'player',
      requestKey,
    });
    if (!cancelled) throw new HttpError(409, 'cancelled_already');
    return { refundIds: cancelled.refundIds, spots: game?.toRefund ?? [] };
  });
  await refundEndedSpots(context, done.spots);
  // One refund per payer and destination: the credit part and the card part (decisions 040, 044).
  for (const refundId of done.refundIds) await settleRefund(context, refundId);
}
