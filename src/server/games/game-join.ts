import { randomUUID } from 'node:crypto';
import { GAME_MESSAGES } from '../../shared/games';
import { meetsReliabilityMinimum } from '../../shared/player-record';
import { canJoinGame } from '../../shared/permissions';
import type { UserRow } from '../auth/users';
import type { CheckoutContext } from '../payments/payment-context';
import { startCharge, type PaymentStart } from '../payments/start-charge';
import type { StartLimitContext } from '../payments/start-limit';
import { HttpError } from '../http/errors';
import { findGame, reliabilityOf, type GameRow } from './game-records';
import { joinedOf, joinProblem } from './game-finalize';

// Joining an open game (docs/decisions/045): a charge for one spot, started by the one start
// (payments/start-charge.ts, decision 052) and finalized through finalizePaid like any payment. What is checked before paying is checked
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
  if (!game) throw new HttpError(404, 'game_not_found');
  await requireJoinable(context, player, game);
  const pricePaise = game.pricePerSpotPaise;
  return startCharge(context, {
    player,
    kind: 'game_spot',
    // Paying partly with credit is another payment, as at Pay Now.
    holdKey: `game-spot:${game.id}:${pricePaise}${useCredit ? '+credit' : ''}`,
    holdsSlots: false,
    useCredit,
    // No booking of the joiner's for a credit entry to name: the payment (its game) explains it.
    price: () => ({
      pricePaise,
      lines: [{ purpose: 'game_spot', amountPaise: pricePaise, gameId: game.id }],
    }),
    keptUntil: game.deadline,
    metadata: { kind: 'game_spot', userId: player.id, gameId: game.id },
    idempotencyKey: `game-${randomUUID()}`,
    // Paid in full by credit, the spot is taken in the start, or it rolls back with the reason.
    refusalWhenPaid: (outcome) =>
      outcome.outcome === 'joined'
        ? null
        : outcome.outcome === 'refunded'
          ? outcome.cause!
          : GAME_MESSAGES.notOpen,
  });
}

/** The checks before paying: the player may join, the game takes them, their reliability fits. */
async function requireJoinable(
  context: CheckoutContext,
  player: UserRow,
  game: GameRow,
): Promise<void> {
  if (!canJoinGame(player, game)) {
    if (player.id === game.organizerId) throw new HttpError(409, 'game_own');
    throw new HttpError(403, 'game_players_only');
  }
  const now = context.now();
  const problem = joinProblem(game, player.id, await joinedOf(context.db, game.id), now);
  if (problem) throw HttpError.refusal(problem.status, problem.message, 'game_refused');
  if (game.minReliability !== null) {
    const clock = { now, timeZone: context.config.venueTimeZone };
    const { figure } = await reliabilityOf(context.db, player.id, clock);
    if (!meetsReliabilityMinimum(figure, game.minReliability))
      throw new HttpError(403, 'game_below_minimum');
  }
}
