import type { DbOrTx } from '../db/database';
import { gamePlayers } from '../db/schema-games';
import { GAME_MESSAGES } from '../../shared/games';
import type { RefundDestination } from '../../shared/credit';
import { returnWholeCharge } from '../payments/money-back';
import { settlePayment, type PaymentRow } from '../payments/payment-records';
import { findGame, playersOf, type GameRow } from './game-records';

// A spot's payment is in (docs/decisions/045): finalizePaid hands a payment with a game_id here.
// What the join checked before paying is checked again under the game's row lock, so a spot is
// taken at most once and a payment that finds no spot goes back whole.

/** Why `player` cannot take a spot now, or null (the game's players as they are now). */
export function joinProblem(game: GameRow, player: string, joined: GamePlayerCount, now: Date) {
  if (game.organizerId === player) return { status: 409, message: GAME_MESSAGES.ownGame };
  if (game.status !== 'open' || game.deadline <= now)
    return { status: 409, message: GAME_MESSAGES.notOpen };
  if (joined.players.includes(player)) return { status: 409, message: GAME_MESSAGES.alreadyIn };
  if (joined.count >= game.spotsTotal) return { status: 409, message: GAME_MESSAGES.full };
  return null;
}

interface GamePlayerCount {
  count: number;
  players: string[];
}

export async function joinedOf(db: DbOrTx, gameId: string): Promise<GamePlayerCount> {
  const joined = (await playersOf(db, gameId)).filter((row) => row.status === 'joined');
  return { count: joined.length, players: joined.map((row) => row.playerId) };
}

export type GameSpotResult = { outcome: 'joined' } | { outcome: 'refund'; cause: string };

/**
 * A spot's payment is in (inside finalizePaid's transaction, the payment row locked): under the
 * game's row lock the player joins if the game still takes them at this price; otherwise the
 * payment goes back whole (refund_due, for the caller to refund after commit).
 */
export async function finalizeGameSpot(
  tx: DbOrTx,
  now: Date,
  payment: PaymentRow,
  gameId: string,
): Promise<GameSpotResult> {
  const game = await findGame(tx, gameId, true);
  const problem = !game
    ? { message: GAME_MESSAGES.notFound }
    : payment.amountPaise + payment.creditPaise !== game.pricePerSpotPaise
      ? { message: GAME_MESSAGES.notOpen }
      : joinProblem(game, payment.userId, await joinedOf(tx, game.id), now);
  if (problem) {
    await spotMoneyBack(tx, payment, problem.message, now);
    return { outcome: 'refund', cause: problem.message };
  }
  await tx.insert(gamePlayers).values({
    gameId,
    playerId: payment.userId,
    intentId: payment.intentId,
    amountPaise: payment.amountPaise + payment.creditPaise,
    joinedAt: now,
  });
  await settlePayment(tx, payment.id, 'finalized', now);
  return { outcome: 'joined' };
}

/**
 * A spot's money goes back whole (decision 052's returnWholeCharge), to how it was paid or all to
 * credit when the player chose so; from pending (its spot was never taken) or finalized (the
 * player leaves, is removed, or the game is cancelled), once. Answers whether the gateway has a
 * refund to make after commit.
 */
export function spotMoneyBack(
  tx: DbOrTx,
  payment: PaymentRow,
  cause: string,
  now: Date,
  /** The player's standing choice (game_players.refund_to): how they paid, or all to credit. */
  destination: RefundDestination = 'source',
): Promise<boolean> {
  return returnWholeCharge(tx, payment, { cause, now, destination });
}
