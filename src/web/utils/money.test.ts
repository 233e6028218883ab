import { describe, expect, it } from 'vitest';
import { NOT_AN_AMOUNT, formatRupeeAmount } from './money';

describe('formatRupeeAmount', () => {
  it('writes rupees from the API with Indian grouping and two decimals', () => {
    expect(formatRupeeAmount(0)).toBe('₹0.00');
    expect(formatRupeeAmount(500)).toBe('₹500.00');
    expect(formatRupeeAmount(1200)).toBe('₹1,200.00');
    expect(formatRupeeAmount(150000)).toBe('₹1,50,000.00');
    expect(formatRupeeAmount(999.5)).toBe('₹999.50');
    expect(formatRupeeAmount('1500.00')).toBe('₹1,500.00');
    expect(formatRupeeAmount(-250.5)).toBe('-₹250.50');
  });

  it('reads the digits, not a float times 100', () => {
    // 1650.1 * 100 is 165009.99999999997 in floating point.
    expect(formatRupeeAmount(1650.1)).toBe('₹1,650.10');
    expect(formatRupeeAmount(0.29)).toBe('₹0.29');
  });

  it('refuses what is not an amount instead of inventing one', () => {
    expect(formatRupeeAmount(Number.NaN)).toBe(NOT_AN_AMOUNT);
    expect(formatRupeeAmount(0.1 + 0.2)).toBe(NOT_AN_AMOUNT);
    expect(formatRupeeAmount('12.345')).toBe(NOT_AN_AMOUNT);
  });
});
