import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paiseToRupees, paiseToRupeesText, rupeesToPaise } from './pricing';

describe('rupee amounts', () => {
  it('writes 2 decimals and reads numbers and texts back', () => {
    expect(paiseToRupeesText(150_000)).toBe('1500.00');
    expect(paiseToRupeesText(98_333)).toBe('983.33');
    expect(paiseToRupees(98_333)).toBe(983.33);
    expect(rupeesToPaise('1500.00')).toBe(150_000);
    expect(rupeesToPaise(983.33)).toBe(98_333);
    expect(rupeesToPaise('12.5')).toBe(1250);
    for (const bad of ['', 'abc', '-5', '1.234', '1e3', ' 12 34'])
      expect(rupeesToPaise(bad)).toBeNull();
  });

  it('round-trips every amount, as text and as the API number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (paise) => {
        expect(rupeesToPaise(paiseToRupeesText(paise))).toBe(paise);
        expect(rupeesToPaise(paiseToRupees(paise))).toBe(paise);
      }),
    );
  });

  it('gives the number the 2-decimal text reads as, for any whole amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (paise) => {
        expect(paiseToRupees(paise)).toBe(Number(paiseToRupeesText(paise)));
      }),
      { numRuns: 10_000 },
    );
  });
});
