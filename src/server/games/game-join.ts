import { randomUUID } from 'node:crypto';
import { CURRENCY } from '../../shared/catalog';
import { GAME_MESSAGES } from '../../shared/games';
import { meetsReliabilityMinimum } from '../../shared/player-record';
import { canJoinGame } from '../../shared/permissions';
import type { UserRow } from '../auth/users';
import { finalizePaid } from '../payments/finalize';
import type { PaymentStart } from '../payments/hold-and-pay';
import { creditFor, dropRestIntent, openIntentForRest } from '../payments/intents';
import type { CheckoutContext } from '../payments/payment-context';
import { findPendingPaymentFor, recordPayment } from '../payments/payment-records';
import { withStartLimit, type StartLimitContext } from '../payments/start-limit';
import { recordCredit } from '../credit/ledger';
import { HttpError } from '../http/errors';
import { findGame, reliabilityOf, type GameRow } from './game-records';
import { joinedOf, joinProblem } from './game-finalize';

// Joining an open game (docs/decisions/045): a payment of one spot's price, started here and
// finalized through finalizePaid like any payment. What is checked before paying is checked
// again under the game's row lock when the payment is in, so a spot is taken at most once.
// TurfBook credit pays it wholly or in part by booking checkout's rule (decision 040).

/** Starts the payment of one spot, refused before paying when it could not join. */
export async function startJoin(
  context: CheckoutContext & StartLimitContext,
  player: UserRow,
  gameId: string,
  /** Pay what the player's TurfBook credit covers with it (docs/decisions/040). */
  useCredit = false,
): Promise<PaymentStart> {
  const game = await findGame(context.db, gameId);
  if (!game) throw new HttpError(404, GAME_MESSAGES.notFound);
  await requireJoinable(context, player, game);
  const pricePaise = game.pricePerSpotPaise;
  // Paying partly with credit is another payment, as at Pay Now.
  const holdKey = `game-spot:${game.id}:${pricePaise}${useCredit ? '+credit' : ''}`;
  return withStartLimit(context, player.id, async (countIn) => {
    const pending = await findPendingPaymentFor(context.db, player.id, holdKey);
    if (pending)
      return {
        clientSecret: pending.clientSecret,
        paymentId: pending.intentId,
        holdExpiresAt: game.deadline,
        amountPaise: pending.amountPaise + pending.creditPaise,
        creditPaise: pending.creditPaise,
        paidWithCredit: false,
      };
    const creditPaise = await creditFor(context.db, player.id, pricePaise, useCredit);
    const intent = await openIntentForRest(
      context,
      pricePaise - creditPaise,
      { kind: 'game_spot', userId: player.id, gameId: game.id },
      `game-${randomUUID()}`,
    );
    const now = context.now();
    try {
      return await context.db.transaction(async (tx): Promise<PaymentStart> => {
        await countIn(tx);
        await recordPayment(tx, {
          userId: player.id,
          kind: 'game_spot',
          currency: CURRENCY,
          holdKey,
          createdAt: now,
          lines: [{ purpose: 'game_spot', amountPaise: pricePaise, gameId: game.id }],
          intentId: intent.id,
          clientSecret: intent.clientSecret,
          provider: intent.provider,
          amountPaise: pricePaise - creditPaise,
          creditPaise,
        });
        // Debited with the payment: 409 and nothing written if another tab spent it meanwhile.
        // No booking of the joiner's to name: the payment (its game) explains the entry.
        if (creditPaise > 0)
          await recordCredit(tx, {
            userId: player.id,
            amountPaise: -creditPaise,
            reason: 'spent',
            bookingId: null,
            now,
          });
        const start = {
          clientSecret: intent.clientSecret,
          paymentId: intent.id,
          holdExpiresAt: game.deadline,
          amountPaise: pricePaise,
          creditPaise,
          paidWithCredit: intent.creditOnly,
        };
        if (!intent.creditOnly) return start;
        // Paid in full already: the spot is taken here, through finalize's own path, or the
        // whole transaction (payment and debit) rolls back with the game's reason.
        const outcome = await finalizePaid(tx, context, intent.id);
        if (outcome.outcome !== 'joined')
          throw new HttpError(
            409,
            outcome.outcome === 'refunded' ? outcome.cause! : GAME_MESSAGES.notOpen,
          );
        return start;
      });
    } catch (error) {
      await dropRestIntent(context, intent);
      throw error;
    }
  });
}

/** The checks before paying: the player may join, the game takes them, their reliability fits. */
async function requireJoinable(
  context: CheckoutContext,
  player: UserRow,
  game: GameRow,
): Promise<void> {
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
}
