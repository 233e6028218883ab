import { and, desc, eq, gt, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import {
  GAME_MESSAGES,
  gameDeadline,
  gameReturnMethods,
  leaveRefusal,
  openGameRefusal,
  organizerPart,
  shownGameStatus,
  spotPrice,
  type OpenGameBody,
} from '../../shared/games';
import type { GameJson } from '../../shared/api/game-contract';
import { canOpenGame, canRunGame } from '../../shared/permissions';
import { paiseToRupeesText } from '../../shared/pricing';
import { timeLabel } from '../../shared/slots';
import { gatePassReference } from '../../shared/attendance';
import { localInstant, zonedNow, type LocalDate } from '../../shared/time';
import type { UserRow } from '../auth/users';
import type { DbOrTx } from '../db/database';
import { databaseErrorCode } from '../db/errors';
import { courts, turfs, users } from '../db/schema';
import { bookings } from '../db/schema-bookings';
import { invoices } from '../db/schema-invoices';
import { payments } from '../db/schema-money';
import { splits } from '../db/schema-splits';
import { gamePlayers, games } from '../db/schema-games';
import { HttpError } from '../http/errors';
import {
  joinedCounts,
  playersOf,
  playStartOf,
  reliabilitiesOf,
  type GamePlayerRow,
  type GameRow,
} from './game-records';

// Opening a booking as a game and reading games (docs/decisions/045).

export interface GameClock {
  now: Date;
  timeZone: string;
}

/** Refusals about the booking's state (409); the rest are about the booker's choices (400). */
const CONFLICTS = new Set<string>([GAME_MESSAGES.alreadyOpen, GAME_MESSAGES.notConfirmed]);

/** Opens the booker's confirmed booking as a game; answers the new game's row. */
export async function openGame(
  db: DbOrTx,
  actor: UserRow,
  body: OpenGameBody,
  clock: GameClock,
): Promise<GameRow> {
  const [row] = await db
    .select({
      booking: bookings,
      courtSports: courts.sports,
      splitId: splits.id,
      gameId: games.id,
    })
    .from(bookings)
    .innerJoin(courts, eq(courts.id, bookings.courtId))
    .leftJoin(splits, eq(splits.bookerIntentId, bookings.paymentId))
    .leftJoin(games, eq(games.bookingId, bookings.id))
    .where(eq(bookings.id, body.bookingId));
  // Someone else's booking is as if it did not exist.
  if (!row || !canOpenGame(actor, row.booking))
    throw new HttpError(404, 'booking_not_found', { message: GAME_MESSAGES.bookingNotFound });
  const { booking } = row;
  // The rule the booking page's offer (actions.openGame) is computed by, here with the booker's
  // choices, so the page never offers what this refuses (docs/decisions/045).
  const gameable = {
    status: booking.status,
    paymentStatus: booking.paymentStatus,
    paidOnline: booking.source === 'online' && booking.paymentId !== null,
    amountPaise: booking.amountPaise,
    creditPaise: booking.creditPaise,
    split: !!row.splitId,
    hasGame: !!row.gameId,
  };
  const startsAt = localInstant(booking.day as LocalDate, booking.startMinute, clock.timeZone);
  const refusal = openGameRefusal(gameable, startsAt, clock.now, body);
  if (refusal) throw HttpError.refusal(CONFLICTS.has(refusal) ? 409 : 400, refusal, 'game_refused');
  const deadline = gameDeadline(startsAt, body.deadlineHoursBefore, clock.now)!;
  // The card charged less than what may come back: returns go to credit (docs/decisions/045).
  if (!gameReturnMethods(gameable).includes(body.returnTo))
    throw new HttpError(400, 'game_source_not_possible');
  const sport = body.sport ?? row.courtSports[0]!;
  if (!row.courtSports.includes(sport)) throw new HttpError(400, 'game_sport');
  try {
    const [game] = await db
      .insert(games)
      .values({
        bookingId: booking.id,
        organizerId: actor.id,
        turfId: booking.turfId,
        // Paid online: the rule above refused a booking without its payment.
        organizerIntentId: booking.paymentId!,
        sport,
        level: body.level,
        spotsTotal: body.spotsTotal,
        pricePaise: booking.amountPaise,
        pricePerSpotPaise: spotPrice(booking.amountPaise, body.spotsTotal),
        note: body.note,
        returnTo: body.returnTo,
        minReliability: body.minReliability,
        ifNotFull: body.ifNotFull,
        deadline,
        createdAt: clock.now,
      })
      .returning();
    return game!;
  } catch (error) {
    if (databaseErrorCode(error) === '23505') throw new HttpError(409, 'game_already_open');
    throw error;
  }
}

export interface GameFilters {
  sport?: string;
  location?: string;
  date?: string;
  level?: string;
}

/** Games in the list's shape; `onlyJoinable` keeps open games before their deadline with a spot. */
export async function gamesAnswer(
  db: DbOrTx,
  where: SQL | undefined,
  clock: GameClock,
  onlyJoinable: boolean,
): Promise<GameJson[]> {
  const rows = await db
    .select({ game: games, booking: bookings, turf: turfs, organizer: users })
    .from(games)
    .innerJoin(bookings, eq(bookings.id, games.bookingId))
    .innerJoin(turfs, eq(turfs.id, games.turfId))
    .innerJoin(users, eq(users.id, games.organizerId))
    .where(where)
    .orderBy(bookings.day, bookings.startMinute, desc(games.createdAt))
    .limit(100);
  const joined = await joinedCounts(
    db,
    rows.map((row) => row.game.id),
  );
  const reliability = await reliabilitiesOf(
    db,
    rows.map((row) => row.organizer.id),
    clock,
  );
  const answers: GameJson[] = [];
  for (const { game, booking, turf, organizer } of rows) {
    const spotsFree = game.spotsTotal - (joined.get(game.id) ?? 0);
    if (onlyJoinable && spotsFree <= 0) continue;
    answers.push({
      _id: game.id,
      bookingId: booking.id,
      turf: { _id: turf.id, name: turf.name, location: turf.location },
      date: booking.day,
      startTime: timeLabel(booking.startMinute),
      endTime: timeLabel(booking.endMinute),
      sport: game.sport,
      level: game.level,
      spotsTotal: game.spotsTotal,
      spotsFree,
      pricePerSpot: paiseToRupeesText(game.pricePerSpotPaise),
      pricePerSpotPaise: game.pricePerSpotPaise,
      organizer: {
        fullname: organizer.fullname,
        reliability: reliability.get(organizer.id)!,
      },
      note: game.note,
      status: shownGameStatus(game.status, game.deadline, clock.now),
      deadline: game.deadline.toISOString(),
      minReliability: game.minReliability,
    });
  }
  return answers;
}

export function listOpenGames(db: DbOrTx, filters: GameFilters, clock: GameClock) {
  const conditions: SQL[] = [
    eq(games.status, 'open'),
    gt(games.deadline, clock.now),
    // A free spot, judged before the page's limit, so full games never crowd joinable ones out.
    sql`${games.spotsTotal} > (select count(*) from ${gamePlayers}
      where ${gamePlayers.gameId} = ${games.id} and ${gamePlayers.status} = 'joined')`,
  ];
  if (filters.sport) conditions.push(eq(games.sport, filters.sport));
  if (filters.level) conditions.push(eq(games.level, filters.level as GameRow['level']));
  if (filters.date) conditions.push(eq(bookings.day, filters.date));
  if (filters.location) {
    const escaped = filters.location.replace(/[\\%_]/g, (c) => `\\${c}`);
    conditions.push(ilike(turfs.location, `%${escaped}%`));
  }
  return gamesAnswer(db, and(...conditions), clock, true);
}

/** One game; its players (with reliability) and the money for its organizer only. */
export async function gameDetail(db: DbOrTx, actor: UserRow, gameId: string, clock: GameClock) {
  const [game] = await gamesAnswer(db, eq(games.id, gameId), clock, false);
  if (!game) throw new HttpError(404, 'game_not_found');
  const [row] = await db.select().from(games).where(eq(games.id, gameId));
  const players = await playersOf(db, gameId);
  const you = row ? await yourSpot(db, row, players, actor, clock) : null;
  if (!row || !canRunGame(actor, row)) return { success: true as const, game, you };
  const names = players.length
    ? await db
        .select({ id: users.id, fullname: users.fullname })
        .from(users)
        .where(
          inArray(
            users.id,
            players.map((player) => player.playerId),
          ),
        )
    : [];
  const joined = players.filter((player) => player.status === 'joined').length;
  const reliability = await reliabilitiesOf(
    db,
    players.map((player) => player.playerId),
    clock,
  );
  return {
    success: true as const,
    game,
    you,
    players: players.map((player) => ({
      _id: player.id,
      playerId: player.playerId,
      fullname: names.find((name) => name.id === player.playerId)?.fullname ?? '',
      reliability: reliability.get(player.playerId)!,
      status: player.status,
      amount: paiseToRupeesText(player.amountPaise),
    })),
    organizerPart: paiseToRupeesText(organizerPart(row.pricePaise, row.spotsTotal, joined)),
    returnTo: row.returnTo,
    ifNotFull: row.ifNotFull,
  };
}

/**
 * The asking player's place in the game: their spot (or how their last one ended) and, while they
 * hold it, why they could not leave now (null: they may, refunded in full). Null: never joined.
 */
async function yourSpot(
  db: DbOrTx,
  game: GameRow,
  players: readonly GamePlayerRow[],
  actor: UserRow,
  clock: GameClock,
) {
  const mine = players.filter((player) => player.playerId === actor.id);
  const spot = mine.find((player) => player.status === 'joined') ?? mine.at(-1);
  if (!spot) return null;
  const joined = spot.status === 'joined';
  const refusal = joined
    ? leaveRefusal(game.status, await playStartOf(db, game, clock.timeZone), clock.now)
    : GAME_MESSAGES.notIn;
  const [booking] = joined
    ? await db.select().from(bookings).where(eq(bookings.id, game.bookingId))
    : [];
  // What TurfBook credit paid of it (decision 040), and the spot's invoice once the game settled.
  const [paid] = await db
    .select({
      creditPaise: payments.creditPaise,
      paymentStatus: payments.status,
      invoice: invoices.number,
    })
    .from(payments)
    .leftJoin(invoices, eq(invoices.paymentIntentId, payments.intentId))
    .where(eq(payments.intentId, spot.intentId));
  return {
    status: spot.status,
    amount: paiseToRupeesText(spot.amountPaise),
    creditUsed: paiseToRupeesText(paid?.creditPaise ?? 0),
    invoiceNumber: paid?.invoice ?? null,
    leaveRefusal: refusal,
    refundTo: spot.refundTo,
    refundPending: !joined && paid?.paymentStatus === 'refund_due',
    // The player's pass at the gate (docs/decisions/043): the owner checks them in under it.
    reference: booking
      ? gatePassReference(
          { ...booking, date: booking.day, endTime: timeLabel(booking.endMinute) },
          zonedNow(clock.now, clock.timeZone),
        )
      : null,
  };
}
