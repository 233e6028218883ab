import type { UserRow } from '../auth/users';
import { finishCharge, requireMade } from '../payments/paid';
import type { CheckoutContext } from '../payments/payment-context';
import { findPaymentByIntent } from '../payments/payment-records';
import { linesOf } from '../payments/charge-lines';
import { HttpError } from '../http/errors';

// A joiner's "I paid" for a spot (docs/decisions/045): like create-booking, only a request to
// finalize (an alias of the one "I paid", payments/paid.ts, decision 052), checked with the
// gateway and idempotent. The caller answers with the game as it now
// stands, so the player sees themselves in it, or why their payment went back.

/** Finalizes the player's own spot payment for `gameId`; refused as create-booking refuses. */
export async function finishGamePayment(
  context: CheckoutContext,
  player: UserRow,
  gameId: string,
  paymentId: string,
): Promise<void> {
  const payment = await findPaymentByIntent(context.db, paymentId);
  // Someone else's payment, or one for another game, is answered as if it did not exist.
  const lines = payment ? await linesOf(context.db, payment.id) : [];
  if (!payment || payment.userId !== player.id || !lines.some((line) => line.gameId === gameId))
    throw new HttpError(404, 'payment_not_found');
  requireMade(await finishCharge(context, payment), ['joined'], 'game_not_found');
}
