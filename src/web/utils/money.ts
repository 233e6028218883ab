import { formatPaise } from '../../shared/display-format';
import { rupeesToPaise } from '../../shared/pricing';

// The API speaks rupees (numbers, or texts with 2 decimals); screens write money one way,
// formatPaise's '₹1,650.00'. The rupees become paise by reading their digits (rupeesToPaise),
// never by multiplying a float, so 1650.1 cannot show as ₹1,650.09.

/** Shown for a value that is not an amount (more than 2 decimals, NaN): never a made-up figure. */
export const NOT_AN_AMOUNT = '₹—';

/** 1650 → '₹1,650.00', '1500.5' → '₹1,500.50', -250.5 → '-₹250.50'. */
export function formatRupeeAmount(rupees: number | string): string {
  const text = String(rupees).trim();
  const negative = text.startsWith('-');
  const paise = rupeesToPaise(negative ? text.slice(1) : text);
  if (paise === null) return NOT_AN_AMOUNT;
  return formatPaise(negative ? -paise : paise);
}
