import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, formatPaise } from './display-format';

describe('formatPaise', () => {
  it('writes rupees with Indian grouping and two decimals', () => {
    expect(formatPaise(0)).toBe('₹0.00');
    expect(formatPaise(5)).toBe('₹0.05');
    expect(formatPaise(50_000)).toBe('₹500.00');
    expect(formatPaise(165_000)).toBe('₹1,650.00');
    expect(formatPaise(15_000_050)).toBe('₹1,50,000.50');
    expect(formatPaise(99_999_999)).toBe('₹9,99,999.99');
    expect(formatPaise(-25_050)).toBe('-₹250.50');
  });

  it('reads back to the same paise for any amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), (paise) => {
        const text = formatPaise(paise).replace('₹', '').replaceAll(',', '');
        const [whole, fraction] = text.split('.');
        expect(Number(whole) * 100 + Number(fraction)).toBe(paise);
        expect(fraction).toHaveLength(2);
      }),
    );
  });
});

describe('formatDate', () => {
  it('writes weekday, day, short month and year', () => {
    expect(formatDate('2026-11-24')).toBe('Tue, 24 Nov 2026');
    expect(formatDate('2030-01-01')).toBe('Tue, 1 Jan 2030');
    expect(formatDate('2028-02-29')).toBe('Tue, 29 Feb 2028');
  });
});
