// Prices (spec §9): money is integer paise inside, rupees with 2 decimals on screen and in the API.

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

/** Reads an amount in rupees (a number or a text with at most 2 decimals) as paise; null if it is none. */
export function rupeesToPaise(amount: number | string): number | null {
  const text = typeof amount === 'number' ? String(amount) : amount.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
