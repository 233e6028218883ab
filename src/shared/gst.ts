// GST on a GST-inclusive price (decision 038). Every TurfBook price already includes GST, so an
// invoice splits what was paid into its taxable value and its taxes, in whole paise, such that
// the parts add up to the amount exactly. Within one state the tax is CGST + SGST, each half of
// the rate; across states it is IGST at the full rate.

/** A GST rate in basis points: 1800 is 18%. */
export type RateBasisPoints = number;

export interface GstSplit {
  amountPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/** n / d rounded half up, for non-negative whole numbers. */
function roundedDivision(n: number, d: number): number {
  return Math.floor((2 * n + d) / (2 * d));
}

/**
 * Splits a GST-inclusive amount. Intra-state, CGST and SGST are each the amount's half-rate share
 * rounded to the paisa, so they are always equal; the taxable value takes the rounding. Inter-state,
 * IGST is the full-rate share rounded, and the taxable value the rest. Amounts may be negative
 * (a credit note's), and split as the mirror of their positive amount.
 */
export function splitGstInclusive(
  amountPaise: number,
  rate: RateBasisPoints,
  sameState: boolean,
): GstSplit {
  if (!Number.isSafeInteger(amountPaise)) throw new RangeError('amount must be whole paise');
  if (!Number.isInteger(rate) || rate < 0 || rate > 10_000)
    throw new RangeError('rate must be whole basis points from 0 to 10000');
  // -0 is no amount to mirror: its parts are plain zeros.
  if (Object.is(amountPaise, -0)) return splitGstInclusive(0, rate, sameState);
  if (amountPaise < 0) {
    const mirror = splitGstInclusive(-amountPaise, rate, sameState);
    return {
      amountPaise,
      taxablePaise: 0 - mirror.taxablePaise,
      cgstPaise: 0 - mirror.cgstPaise,
      sgstPaise: 0 - mirror.sgstPaise,
      igstPaise: 0 - mirror.igstPaise,
    };
  }
  const whole = 10_000 + rate;
  if (sameState) {
    const half = roundedDivision(amountPaise * rate, 2 * whole);
    return {
      amountPaise,
      taxablePaise: amountPaise - 2 * half,
      cgstPaise: half,
      sgstPaise: half,
      igstPaise: 0,
    };
  }
  const igst = roundedDivision(amountPaise * rate, whole);
  return {
    amountPaise,
    taxablePaise: amountPaise - igst,
    cgstPaise: 0,
    sgstPaise: 0,
    igstPaise: igst,
  };
}

/** '18' or '12.5' (percent, at most two decimals, 0 to 100) as basis points, or null. */
export function parseRatePercent(text: string): RateBasisPoints | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const points = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return points <= 10_000 ? points : null;
}

/** 1800 → '18', 1250 → '12.5', for printing a rate; halves print as 9 and 6.25. */
export function ratePercentText(rate: RateBasisPoints): string {
  return String(rate / 100);
}
