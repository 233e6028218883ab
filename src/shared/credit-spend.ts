import type { RefundDestination } from './credit';
import { splitInProportion } from './pricing';

// Spending TurfBook credit on a booking (docs/decisions/040): how much credit a payment takes,
// how it is shared over a subscription's bookings, and how a refund of a part-credit booking
// goes back to each place its money came from. Every split adds up to the paisa.

/** What credit pays of `pricePaise` from a balance of `balancePaise`: all of it that fits. */
export function creditToUse(balancePaise: number, pricePaise: number): number {
  return Math.max(0, Math.min(balancePaise, pricePaise));
}

/**
 * The payment's credit shared over its bookings, in proportion to each booking's share of the
 * price; each part is at most its booking's share, and the parts add up to the credit.
 */
export function creditShares(creditPaise: number, sharesPaise: readonly number[]): number[] {
  return splitInProportion(creditPaise, sharesPaise);
}

export interface RefundParts {
  /** Back to the player's TurfBook credit. */
  creditPaise: number;
  /** Back to the card or UPI the rest was paid with. */
  sourcePaise: number;
}

/**
 * Where a refund of `refundPaise` goes, for a booking of `amountPaise` of which credit paid
 * `creditPaise`: asked for credit, all of it; otherwise each part in proportion to what it paid
 * (a policy's half refund gives back half of each), so neither part ever exceeds what it paid,
 * and a booking credit paid in full goes back to credit whatever was asked (there is no card).
 */
export function refundParts(
  refundPaise: number,
  amountPaise: number,
  creditPaise: number,
  refundTo: RefundDestination,
): RefundParts {
  if (refundTo === 'credit') return { creditPaise: refundPaise, sourcePaise: 0 };
  const [fromCredit, fromSource] = splitInProportion(refundPaise, [
    creditPaise,
    amountPaise - creditPaise,
  ]);
  return { creditPaise: fromCredit!, sourcePaise: fromSource! };
}
