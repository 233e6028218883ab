import type { DbOrTx } from '../db/database';
import { gamePlayers } from '../db/schema-games';
import { GAME_MESSAGES } from '../../shared/games';
import { returnWholeCharge } from '../payments/money-back';
import { settlePayment } from '../payments/payment-records';
import type { ChargePurpose } from '../payments/purposes';
import { findGame, playersOf, type GameRow } from './game-records';

// A spot's payment is in (docs/decisions/045): finalizePaid hands a charge with a game_spot line
// here. What the join checked before paying is checked again under the game's row lock, so a
// spot is taken at most once and a payment that finds no spot goes back whole.

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

/**
 * A game's spot as a purpose of a charge (decision 052): inside finalizePaid's transaction, the
 * payment row locked, the player joins under the game's row lock if the game still takes them at
 * this price; otherwise the payment goes back whole (refund_due, refunded after commit). A
 * finalized one reads as joined.
 */
export const gameSpotPurpose: ChargePurpose = {
  async fulfil(tx, context, payment, lines) {
    const gameId = lines[0]!.gameId!;
    const now = context.now();
    const game = await findGame(tx, gameId, true);
    const problem = !game
      ? { message: GAME_MESSAGES.notFound }
      : payment.amountPaise + payment.creditPaise !== game.pricePerSpotPaise
        ? { message: GAME_MESSAGES.notOpen }
        : joinProblem(game, payment.userId, await joinedOf(tx, game.id), now);
    if (problem) {
      await returnWholeCharge(tx, payment, { cause: problem.message, now });
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
    return { outcome: 'joined', gameId };
  },
  async settled(_db, _payment, lines) {
    return { outcome: 'joined', gameId: lines[0]!.gameId! };
  },
};
