import type { Sport } from '../../shared/catalog';
import {
  courtSize,
  moveSettlement,
  type MoveKind,
  type MoveSettlement,
} from '../../shared/move-price';
import { priceOfRange } from '../../shared/price-rules';
import { chargeForPrices } from '../../shared/pricing';
import type { TimeRange } from '../../shared/slots';
import { zonedNow } from '../../shared/time';
import type { BookingRow } from '../bookings/changes';
import { pricingOfSlots } from '../bookings/court-prices';
import type { ResolvedRequest } from '../bookings/resolve-request';
import { courtAtMoveTarget } from '../bookings/reschedule';
import type { DbOrTx } from '../db/database';
import { liveCourts } from '../turfs/courts';
import type { TurfRow } from '../turfs/turf-json';

// What a move costs (docs/decisions/053), asked under the booking's locks in the move's own
// transaction: the court the booking would land on (the core's assignment, keeping its own court
// while free), that court's price for the new time as a hold made now would be charged
// (court-prices and price-rules, the functions resolve-request prices a hold with), and the
// shared rule's settlement against what the booking keeps now.

export interface MoveQuote {
  courtId: string;
  newPaise: number;
  settlement: MoveSettlement;
  /** The new slot as Pay Now's hold takes it, when the difference is to be paid. */
  request: ResolvedRequest;
}

export async function quoteMove(
  tx: DbOrTx,
  move: {
    booking: BookingRow;
    to: TimeRange;
    now: Date;
    timeZone: string;
    turf: TurfRow;
    sport: Sport;
    courtId?: string | null;
    kind: MoveKind;
  },
): Promise<MoveQuote> {
  const { booking, to, now, turf, sport } = move;
  const courtId = await courtAtMoveTarget(tx, {
    booking,
    to,
    now,
    turfSport: sport,
    courtId: move.courtId ?? null,
  });
  const [pricing] = await pricingOfSlots(
    tx,
    turf,
    sport,
    [{ range: to, courtId }],
    now,
    booking.userId,
  );
  const price = priceOfRange(pricing!.rules, to, zonedNow(now, move.timeZone));
  const courts = await liveCourts(tx, turf.id);
  const sizeOf = (id: string | null) => {
    const court = courts.find((listed) => listed.id === id);
    return court ? courtSize(court) : 1;
  };
  const settlement = moveSettlement({
    currentPaise: booking.amountPaise,
    newPaise: price.totalPaise,
    kind: move.kind,
    fromSize: sizeOf(booking.courtId),
    toSize: sizeOf(courtId),
  });
  return {
    courtId,
    newPaise: price.totalPaise,
    settlement,
    request: {
      kind: 'booking',
      turf,
      ranges: [to],
      courtIds: [courtId],
      holdCourtIds: [courtId],
      sport,
      prices: [price],
      charge: chargeForPrices([price.totalPaise]),
    },
  };
}
