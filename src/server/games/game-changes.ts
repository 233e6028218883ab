import { and, eq, inArray, lte } from 'drizzle-orm';
import { GAME_MESSAGES, leaveRefusal } from '../../shared/games';
import { canRunGame } from '../../shared/permissions';
import type { UserRow } from '../auth/users';
import { returnWholeCharge } from '../payments/money-back';
import { settleRefundsOfPayment } from '../payments/refunds';
import type { PaymentContext } from '../payments/payment-context';
import { findPaymentByIntent } from '../payments/payment-records';
import { writeRefunds } from '../bookings/due-refunds';
import { issueInvoice, issueReturnCreditNote } from '../invoices/issue';
import type { DbOrTx } from '../db/database';
import { enqueue } from '../db/outbox';
import { gamePlayers, games } from '../db/schema-games';
import { refunds } from '../db/schema-money';
import { HttpError } from '../http/errors';
import { findGame, playersOf, playStartOf, type GameRow, type GamePlayerRow } from './game-records';

// What changes a game after it opened (docs/decisions/045): a player leaves or is removed (their
// spot's payment back whole), the organizer closes or cancels it, and at the deadline the sweep
// settles it (each kept spot's return to the organizer) or cancels it. Each runs in one
// transaction under the game's row lock; gateway refunds are made after commit, retried by the
// reconciler (players' payments, refund_due) and by the sweep (the organizer's returns, due).

type Context = PaymentContext & { config: { venueTimeZone: string } };

const unsettled = (game: GameRow) => game.status === 'open' || game.status === 'closed';

/**
 * The player's spot goes back whole: the row ends as `status`; what credit paid is back in their
 * credit now, and the card part's refund is due (answered: the intent to refund after commit).
 */
async function refundSpot(
  tx: DbOrTx,
  player: GamePlayerRow,
  status: 'left' | 'removed' | 'refunded',
  cause: string,
  now: Date,
): Promise<string[]> {
  await tx
    .update(gamePlayers)
    .set({ status, endedAt: now })
    .where(and(eq(gamePlayers.id, player.id), eq(gamePlayers.status, 'joined')));
  const payment = await findPaymentByIntent(tx, player.intentId);
  if (!payment) throw new Error('a game spot without its payment');
  // Called off by someone else, it goes where the player chose; leaving, back to how they paid.
  const refundTo = status === 'left' ? 'source' : player.refundTo;
  const toGateway = await returnWholeCharge(tx, payment, { cause, now, destination: refundTo });
  // Leaving is the player's own doing, answered on the page; anything else is told by mail.
  if (status !== 'left') await enqueue(tx, 'game.spot_refunded', { playerRowId: player.id });
  return toGateway ? [player.intentId] : [];
}

/** Runs `change` under the game's lock, then makes the refunds it made due. */
async function underGameLock(
  context: PaymentContext,
  gameId: string,
  change: (tx: DbOrTx, game: GameRow) => Promise<string[]>,
) {
  const toRefund = await context.db.transaction(async (tx) => {
    const game = await findGame(tx, gameId, true);
    if (!game) throw new HttpError(404, 'game_not_found');
    return change(tx, game);
  });
  await refundEndedSpots(context, toRefund);
}

/** The player leaves: a full refund while the cancellation policy gives one, else 409. */
export async function leaveGame(context: Context, player: UserRow, gameId: string) {
  await underGameLock(context, gameId, async (tx, game) => {
    const mine = (await playersOf(tx, game.id)).find(
      (row) => row.playerId === player.id && row.status === 'joined',
    );
    if (!mine) throw new HttpError(409, 'game_not_in');
    const startsAt = await playStartOf(tx, game, context.config.venueTimeZone);
    const refusal = leaveRefusal(game.status, startsAt, context.now());
    if (refusal) throw HttpError.refusal(409, refusal, 'game_refused');
    return refundSpot(tx, mine, 'left', GAME_MESSAGES.leftCause, context.now());
  });
}

/** The organizer removes a joined player, who is refunded in full (before the game settles). */
export async function removePlayer(
  context: Context,
  actor: UserRow,
  gameId: string,
  playerRowId: string,
) {
  await underGameLock(context, gameId, async (tx, game) => {
    if (!canRunGame(actor, game)) throw new HttpError(403, 'game_only_organizer');
    if (!unsettled(game)) throw new HttpError(409, 'game_settled');
    const row = (await playersOf(tx, game.id)).find(
      (player) => player.id === playerRowId && player.status === 'joined',
    );
    if (!row) throw new HttpError(404, 'game_player_not_found');
    return refundSpot(tx, row, 'removed', GAME_MESSAGES.removedCause, context.now());
  });
}

/** The organizer takes no new players; the game settles at its deadline as any other. */
export async function closeGame(context: Context, actor: UserRow, gameId: string) {
  await underGameLock(context, gameId, async (tx, game) => {
    if (!canRunGame(actor, game)) throw new HttpError(403, 'game_only_organizer');
    if (!unsettled(game)) throw new HttpError(409, 'game_settled');
    await tx.update(games).set({ status: 'closed' }).where(eq(games.id, game.id));
    return [];
  });
}

/** The organizer cancels the game: every player refunded in full. */
export async function cancelGame(context: Context, actor: UserRow, gameId: string) {
  await underGameLock(context, gameId, async (tx, game) => {
    if (!canRunGame(actor, game)) throw new HttpError(403, 'game_only_organizer');
    if (!unsettled(game)) throw new HttpError(409, 'game_settled');
    return endGame(tx, context, game, 'cancelled', GAME_MESSAGES.cancelledCause);
  });
}

/**
 * The game of a booking being cancelled ends with it (by its organizer, or the venue's cancel or
 * rain-out): every joined player refunded in full, as cancelling the game does, also after it
 * settled (the kept spots' returns to the organizer stay made or due). The caller holds the
 * booking's day locks (taken before any row lock: docs/decisions/045), then this takes the game's
 * row lock. Answers the spots' intents to refund after commit and what was joined: each spot's
 * price and whether the game had settled, for `gameCancellationParts`. Null: no game.
 */
export async function endGameOfBooking(
  tx: DbOrTx,
  context: Pick<PaymentContext, 'now' | 'invoicing'>,
  bookingId: string,
  cause: string,
): Promise<{ toRefund: string[]; settled: boolean; joinedSpotsPaise: number[] } | null> {
  const [found] = await tx
    .select({ id: games.id })
    .from(games)
    .where(eq(games.bookingId, bookingId));
  if (!found) return null;
  const game = (await findGame(tx, found.id, true))!;
  const players = await playersOf(tx, game.id);
  // The spots ending now, or (a game already ended) the kept spots that had been returned.
  const ending = players.filter((row) => row.status === 'joined');
  const returned = await returnedSpots(tx, players);
  const settled = game.status === 'settled' || returned.size > 0;
  const toRefund =
    game.status === 'cancelled' && ending.length === 0
      ? []
      : await endGame(tx, context, game, 'cancelled', cause);
  const spots = settled ? players.filter((row) => returned.has(row.id)) : ending;
  return { toRefund, settled, joinedSpotsPaise: spots.map((row) => row.amountPaise) };
}

/** Makes the spots' refunds that `endGameOfBooking` made due (after commit). */
export async function refundEndedSpots(context: PaymentContext, intentIds: readonly string[]) {
  for (const intentId of intentIds) await settleRefundsOfPayment(context, intentId);
}

/**
 * A joined player's standing choice of where their spot goes back if the game is called off:
 * how they paid, or TurfBook credit. Changeable while they hold the spot (the money has not moved).
 */
export async function chooseSpotRefundTo(
  context: PaymentContext,
  player: UserRow,
  gameId: string,
  refundTo: 'source' | 'credit',
) {
  await underGameLock(context, gameId, async (tx, game) => {
    const mine = (await playersOf(tx, game.id)).filter((row) => row.playerId === player.id);
    if (mine.length === 0) throw new HttpError(409, 'game_not_in');
    const spot = mine.find((row) => row.status === 'joined');
    if (!spot) throw new HttpError(409, 'game_refund_too_late');
    await tx.update(gamePlayers).set({ refundTo }).where(eq(gamePlayers.id, spot.id));
    return [];
  });
}

/**
 * open/closed → cancelled (every player refunded) or settled (each kept spot's return due). At
 * settling each kept spot is sold: the joiner's invoice is issued, and the organizer's is reduced
 * by a credit note once the return is made, here for credit (decision 038).
 */
async function endGame(
  tx: DbOrTx,
  context: Pick<PaymentContext, 'now' | 'invoicing'>,
  game: GameRow,
  status: 'cancelled' | 'settled',
  cause: string,
): Promise<string[]> {
  const now = context.now();
  await tx
    .update(games)
    .set({ status, settledAt: game.settledAt ?? now })
    .where(eq(games.id, game.id));
  const joined = (await playersOf(tx, game.id)).filter((row) => row.status === 'joined');
  if (status === 'cancelled') {
    const refunds: string[] = [];
    for (const row of joined) refunds.push(...(await refundSpot(tx, row, 'refunded', cause, now)));
    return refunds;
  }
  if (joined.length === 0) return [];
  // Each kept spot's return to the organizer (decision 052's one money back): a refunds row of
  // the organizer's payment naming the spot, credit now in this transaction, or due to the card.
  const credit = game.returnTo === 'credit';
  await writeRefunds(
    tx,
    joined.map((row) => ({
      paymentIntentId: game.organizerIntentId,
      gamePlayerId: row.id,
      amountPaise: row.amountPaise,
      destination: game.returnTo,
    })),
    { userId: game.organizerId, ledgerBookingId: game.bookingId, now },
  );
  for (const row of joined) {
    await issueInvoice(tx, row.intentId, now, context.invoicing);
    if (credit) await issueReturnCreditNote(tx, row.id, now, context.invoicing);
  }
  // The card part is made after commit, like any refund (retried by the minute sweep).
  return credit ? [] : [game.organizerIntentId];
}

/** The ids of the game's players whose kept spot has been returned to the organizer. */
async function returnedSpots(tx: DbOrTx, players: readonly GamePlayerRow[]) {
  if (players.length === 0) return new Set<string>();
  const rows = await tx
    .select({ id: refunds.gamePlayerId })
    .from(refunds)
    .where(
      inArray(
        refunds.gamePlayerId,
        players.map((row) => row.id),
      ),
    );
  return new Set(rows.map((row) => row.id!));
}

/** The sweep: every game past its deadline settles (or is cancelled), then due returns are made. */
export async function sweepGames(context: PaymentContext) {
  const now = context.now();
  const due = await context.db
    .select({ id: games.id })
    .from(games)
    .where(and(inArray(games.status, ['open', 'closed']), lte(games.deadline, now)));
  for (const { id } of due) {
    await underGameLock(context, id, async (tx, game) => {
      if (!unsettled(game) || game.deadline > now) return [];
      const joined = (await playersOf(tx, game.id)).filter((row) => row.status === 'joined');
      const full = joined.length >= game.spotsTotal;
      if (!full && game.ifNotFull === 'cancel')
        return endGame(tx, context, game, 'cancelled', GAME_MESSAGES.notFullCause);
      return endGame(tx, context, game, 'settled', '');
    });
  }
}
