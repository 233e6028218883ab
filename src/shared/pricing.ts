// Money (spec §9): integer paise inside, rupees with 2 decimals on screen and in the API. These
// are the only places rupees and paise are turned into each other, and a charge is split into
// its slots' shares. What a range costs is shared/price-rules priceOfRange's alone
// (docs/decisions/034).

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
  /** Per slot, in the slots' order: its share of the charge, in proportion to its own price. */
  sharesPaise: number[];
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
