import { paiseToRupeesText } from './pricing';

// What a move costs (docs/decisions/053): the new slot's price, as a hold made now would be
// charged, less what the booking keeps now. A dearer move is paid before it takes effect; a
// cheaper one gives the difference back at once. A rain-out's free move (decision 041) waives a
// dearer difference to the same court or a court of the same size, and only there: a rained-out
// half-pitch moved onto the whole pitch pays for the half it did not have.

/** Who moves the booking: its player (the one free reschedule), or the rain-out's free move. */
export type MoveKind = 'reschedule' | 'rain_out';

/** How big a court is: how many plain courts it stands on (a plain court 1, two halves 2). */
export function courtSize(court: { parts: readonly unknown[] }): number {
  return Math.max(1, court.parts.length);
}

export interface MovePriceInput {
  /** What the booking keeps now, paise (its price after any earlier difference). */
  currentPaise: number;
  /** What the new slot costs now, on the court it would be held on, paise. */
  newPaise: number;
  kind: MoveKind;
  /** Plain courts under the booking's court and under the court it moves to. */
  fromSize: number;
  toSize: number;
}

export type MoveSettlement =
  /** Nothing changes hands: the same price, or a rain-out's waived difference. */
  | { kind: 'none'; waivedPaise: number }
  /** The player pays this much more before the move takes effect. */
  | { kind: 'pay'; differencePaise: number }
  /** This much goes back to the player when the move is made. */
  | { kind: 'refund'; differencePaise: number };

/** Whether a rain-out's free move waives a dearer slot's difference: same court or same size. */
export function rainOutWaives(fromSize: number, toSize: number): boolean {
  return fromSize === toSize;
}

/** What a move settles: pay the difference, get it back, or nothing. */
export function moveSettlement(input: MovePriceInput): MoveSettlement {
  const difference = input.newPaise - input.currentPaise;
  if (difference === 0) return { kind: 'none', waivedPaise: 0 };
  if (difference < 0) return { kind: 'refund', differencePaise: -difference };
  if (input.kind === 'rain_out' && rainOutWaives(input.fromSize, input.toSize))
    return { kind: 'none', waivedPaise: difference };
  return { kind: 'pay', differencePaise: difference };
}

/** The booking keeps what it kept after a settled move: its price is the new slot's. */
export function priceAfterMove(currentPaise: number, settlement: MoveSettlement): number {
  if (settlement.kind === 'pay') return currentPaise + settlement.differencePaise;
  if (settlement.kind === 'refund') return currentPaise - settlement.differencePaise;
  return currentPaise;
}

export const MOVE_PRICE_CODE = 'price_difference';

export const MOVE_PRICE_MESSAGES = {
  /** The 402 of a move to a dearer slot asked without payDifference. */
  payFirst: (paise: number) =>
    `This time costs ₹${paiseToRupeesText(paise)} more than your booking. Pay the difference to move it.`,
  /** The move dialog's quote. */
  payMore: (paise: number) => `Pay ₹${paiseToRupeesText(paise)} more`,
  back: (paise: number) => `₹${paiseToRupeesText(paise)} back to you`,
  same: 'Same price: nothing to pay.',
  waived: 'Free: the rain-out waives the difference on this court.',
  /** Said where a move is picked. */
  rule: 'A move costs what the new time costs: a dearer time asks you to pay the difference first, and a cheaper one gives the difference back.',
  /** A paid difference whose move can no longer happen. */
  cannotMove:
    'This booking could not be moved to the time you paid for, so your payment goes back in full.',
} as const;

/** The dialog's quote line for a settlement. */
export function moveQuoteText(settlement: MoveSettlement): string {
  if (settlement.kind === 'pay') return MOVE_PRICE_MESSAGES.payMore(settlement.differencePaise);
  if (settlement.kind === 'refund') return MOVE_PRICE_MESSAGES.back(settlement.differencePaise);
  return settlement.waivedPaise > 0 ? MOVE_PRICE_MESSAGES.waived : MOVE_PRICE_MESSAGES.same;
}
