import type { TimeRange } from './slots';

// Prices (spec §9): money is integer paise inside, rupees with 2 decimals on screen and in the
// API. These are the only places rupees and paise are turned into each other.

/** Spec §9: a single booking costs (end − start in hours) × price per hour. */
export function bookingPricePaise(
  startMinute: number,
  endMinute: number,
  pricePerHourPaise: number,
): number {
  return Math.round(((endMinute - startMinute) * pricePerHourPaise) / 60);
}

/** 150000 → '1500.00': the spec's "2 decimals" text, also what post-payment's amount carries. */
export function paiseToRupeesText(paise: number): string {
  return (paise / 100).toFixed(2);
}

/**
 * 150000 → 1500: the API speaks rupees as numbers (spec §3). For whole paise the division is
 * already the number nearest the 2-decimal amount, so it equals reading the text back, at a
 * fraction of the cost (a turf's history calls this three times a booking).
 */
export function paiseToRupees(paise: number): number {
  return Number.isInteger(paise) ? paise / 100 : Number(paiseToRupeesText(paise));
}

/** Reads an amount in rupees (a number or a text with at most 2 decimals) as paise; null if it is none. */
export function rupeesToPaise(amount: number | string): number | null {
  const text = typeof amount === 'number' ? String(amount) : amount.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/**
 * The most one payment may carry: Stripe's limit for a charge in rupees (₹9,99,999.99). Every
 * amount the server stores is at most this, so no money column can overflow.
 */
export const MAX_PAYMENT_PAISE = 99_999_999;

/** What one payment for some slots costs, and the share of it that each slot carries. */
export interface Charge {
  /** The slots' price before any discount. */
  originalPaise: number;
  discountPaise: number;
  /** What the card is charged: exactly the sum of `sharesPaise`. */
  finalPaise: number;
  /** Per slot, in the slots' order: its hours × price, less the discount, to the paisa. */
  sharesPaise: number[];
}

const MINUTES_TIMES_PERCENT = 60 * 100;

/**
 * Prices slots bought with one payment. Each slot's exact share (minutes × price / 60, less the
 * discount) is rounded down, and the paise the rounding left over go one each to the slots with
 * the largest remainders (the earlier slot on a tie), so the shares add up to the charge exactly
 * and none is a paisa or more from its exact value. All arithmetic is on integers.
 */
export function chargeForSlots(
  slots: readonly Pick<TimeRange, 'start' | 'end'>[],
  pricePerHourPaise: number,
  discountPercent = 0,
): Charge {
  const keepPercent = 100 - discountPercent;
  // Exact share i = numerators[i] / MINUTES_TIMES_PERCENT paise.
  const numerators = slots.map((slot) => (slot.end - slot.start) * pricePerHourPaise * keepPercent);
  const totalMinutes = slots.reduce((sum, slot) => sum + slot.end - slot.start, 0);
  const originalPaise = Math.round((totalMinutes * pricePerHourPaise) / 60);
  const exactTotal = numerators.reduce((sum, n) => sum + n, 0);
  const finalPaise = Math.floor(
    (2 * exactTotal + MINUTES_TIMES_PERCENT) / (2 * MINUTES_TIMES_PERCENT),
  );

  const sharesPaise = numerators.map((n) => Math.floor(n / MINUTES_TIMES_PERCENT));
  let leftOver = finalPaise - sharesPaise.reduce((sum, share) => sum + share, 0);
  const byRemainder = numerators
    .map((n, index) => ({ index, remainder: n % MINUTES_TIMES_PERCENT }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (leftOver === 0) break;
    sharesPaise[index]! += 1;
    leftOver -= 1;
  }
  return { originalPaise, discountPaise: originalPaise - finalPaise, finalPaise, sharesPaise };
}

/**
 * `totalPaise` split in proportion to `weights` (whole paise each, adding up to the total): each
 * part's exact share rounded down, the paise left over one each to the largest remainders (the
 * earlier part on a tie). With no weight at all, the parts share equally.
 */
export function splitInProportion(totalPaise: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((total, weight) => total + weight, 0);
  // BigInt: a total times a weight may pass 2^53 (both up to MAX_PAYMENT_PAISE).
  const used = (sum > 0 ? weights : weights.map(() => 1)).map(BigInt);
  const whole = BigInt(sum > 0 ? sum : weights.length);
  const total = BigInt(totalPaise);
  const parts = used.map((weight) => Number((total * weight) / whole));
  let leftOver = totalPaise - parts.reduce((added, part) => added + part, 0);
  const byRemainder = used
    .map((weight, index) => ({ index, remainder: (total * weight) % whole }))
    .sort((a, b) =>
      b.remainder > a.remainder ? 1 : b.remainder < a.remainder ? -1 : a.index - b.index,
    );
  for (const { index } of byRemainder) {
    if (leftOver === 0) break;
    parts[index]! += 1;
    leftOver -= 1;
  }
  return parts;
}

/**
 * One payment for slots whose own prices (shared/price-rules) are `pricesPaise`, `discountPercent`
 * off the sum (to the nearest paisa), each slot's share in proportion to its price.
 */
export function chargeForPrices(pricesPaise: readonly number[], discountPercent = 0): Charge {
  const originalPaise = pricesPaise.reduce((total, price) => total + price, 0);
  const finalPaise = Math.floor((originalPaise * (100 - discountPercent) + 50) / 100);
  return {
    originalPaise,
    discountPaise: originalPaise - finalPaise,
    finalPaise,
    sharesPaise: splitInProportion(finalPaise, pricesPaise),
  };
}

/** The charge with `paiseOff` more taken off (never below nothing), the shares split again. */
export function chargeLess(charge: Charge, paiseOff: number): Charge {
  const off = Math.min(Math.max(paiseOff, 0), charge.finalPaise);
  const finalPaise = charge.finalPaise - off;
  return {
    originalPaise: charge.originalPaise,
    discountPaise: charge.discountPaise + off,
    finalPaise,
    sharesPaise: splitInProportion(finalPaise, charge.sharesPaise),
  };
}
