import { describe, expect, it } from 'vitest';
import { formatRupees } from './format-rupees';

describe('formatRupees', () => {
  it('prefixes the rupee symbol and groups digits the Indian way', () => {
    expect(formatRupees(500)).toBe('₹500');
    expect(formatRupees(1200)).toBe('₹1,200');
    expect(formatRupees(150000)).toBe('₹1,50,000');
    expect(formatRupees(999.5)).toBe('₹999.5');
  });
});
