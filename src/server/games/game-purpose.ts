import type { ChargePurpose } from '../payments/purposes';
import { finalizeGameSpot } from './game-finalize';

// A game's spot as a purpose of a charge (docs/decisions/045, 052): a paid spot joins the game
// or goes back whole; a finalized one reads as joined.

export const gameSpotPurpose: ChargePurpose = {
  async fulfil(tx, context, payment, lines) {
    const gameId = lines[0]!.gameId!;
    const spot = await finalizeGameSpot(tx, context.now(), payment, gameId);
    return spot.outcome === 'refund' ? spot : { outcome: 'joined', gameId };
  },
  async settled(_db, _payment, lines) {
    return { outcome: 'joined', gameId: lines[0]!.gameId! };
  },
};
