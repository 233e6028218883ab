import { eq } from 'drizzle-orm';
import type { GamePreview } from '../../shared/api/game-contract';
import type { DbOrTx } from '../db/database';
import { games } from '../db/schema-games';
import { gamesAnswer, type GameClock } from './game-service';

// What anyone with a game's link may see of it, signed in or not (docs/decisions/055, 061): the
// link preview and the page's front door read this one rule. The organizer's name and note are
// left out: the note may hold a phone number, and a stranger needs neither to decide to join.

/** The game's public facts, or null when there is no such game. */
export async function gamePreview(
  db: DbOrTx,
  gameId: string,
  clock: GameClock,
): Promise<GamePreview | null> {
  const [game] = await gamesAnswer(db, eq(games.id, gameId), clock, false);
  if (!game) return null;
  return {
    _id: game._id,
    turf: game.turf,
    date: game.date,
    startTime: game.startTime,
    endTime: game.endTime,
    sport: game.sport,
    level: game.level,
    spotsTotal: game.spotsTotal,
    spotsFree: game.spotsFree,
    pricePerSpot: game.pricePerSpot,
    pricePerSpotPaise: game.pricePerSpotPaise,
    status: game.status,
  };
}
