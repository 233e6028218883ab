import { CURRENCY_SYMBOL } from '../../shared/catalog';

/** 1200 → '₹1,200', 1250.5 → '₹1,250.5' (Indian digit grouping, spec §9 rupee symbol). */
export function formatRupees(amount: number): string {
  return `${CURRENCY_SYMBOL}${amount.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;
}
