import { randomUUID } from 'node:crypto';
import { CURRENCY } from '../../shared/catalog';
import { GAME_MESSAGES } from '../../shared/games';
import { meetsReliabilityMinimum } from '../../shared/player-record';
import { canJoinGame } from '../../shared/permissions';
import type { UserRow } from '../auth/users';
import { dropIntent, openIntent, type PaymentStart } from '../checkout/hold-and-pay';
import type { CheckoutContext } from '../checkout/payment-context';
import { findPendingPaymentFor, recordPayment } from '../checkout/payment-records';
import { withStartLimit, type StartLimitContext } from '../checkout/start-limit';
import { HttpError } from '../http/errors';
import { findGame, reliabilityOf } from './game-records';
import { joinedOf, joinProblem } from './game-finalize';

// Joining an open game (docs/decisions/045): a payment of one spot's price, started here and
// finalized through finalizePaid like any payment. What is checked before paying is checked
// again under the game's row lock when the payment is in, so a spot is taken at most once.

/** Starts the payment of one spot, refused before paying when it could not join. */
export async function startJoin(
  context: CheckoutContext & StartLimitContext,
  player: UserRow,
  gameId: string,
): Promise<PaymentStart> {
  const game = await findGame(context.db, gameId);
  if (!game) throw new HttpError(404, GAME_MESSAGES.notFound);
  if (!canJoinGame(player, game)) {
    if (player.id === game.organizerId) throw new HttpError(409, GAME_MESSAGES.ownGame);
    throw new HttpError(403, 'Only a player can join a game.');
  }
  const now = context.now();
  const problem = joinProblem(game, player.id, await joinedOf(context.db, game.id), now);
  if (problem) throw new HttpError(problem.status, problem.message);
  if (game.minReliability !== null) {
    const clock = { now, timeZone: context.config.venueTimeZone };
    const { figure } = await reliabilityOf(context.db, player.id, clock);
    if (!meetsReliabilityMinimum(figure, game.minReliability))
      throw new HttpError(403, GAME_MESSAGES.belowMinimum);
  }
  const amountPaise = game.pricePerSpotPaise;
  const holdKey = `game-spot:${game.id}:${amountPaise}`;
  const answer = (intent: { id: string; clientSecret: string }): PaymentStart => ({
    clientSecret: intent.clientSecret,
    paymentId: intent.id,
    holdExpiresAt: game.deadline,
    amountPaise,
    creditPaise: 0,
    paidWithCredit: false,
  });
  return withStartLimit(context, player.id, async (countIn) => {
    const pending = await findPendingPaymentFor(context.db, player.id, holdKey);
    if (pending) return answer({ id: pending.intentId, clientSecret: pending.clientSecret });
    const intent = await openIntent(
      context,
      amountPaise,
      { kind: 'game_spot', userId: player.id, gameId: game.id },
      `game-${randomUUID()}`,
    );
    try {
      await context.db.transaction(async (tx) => {
        await countIn(tx);
        await recordPayment(tx, {
          userId: player.id,
          kind: 'game_spot',
          currency: CURRENCY,
          holdKey,
          createdAt: now,
          gameId: game.id,
          intentId: intent.id,
          clientSecret: intent.clientSecret,
          provider: context.payments.provider,
          amountPaise,
        });
      });
    } catch (error) {
      await dropIntent(context, intent.id);
      throw error;
    }
    return answer(intent);
  });
}
