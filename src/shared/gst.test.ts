import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRatePercent, ratePercentText, splitGstInclusive } from './gst';

describe('splitGstInclusive', () => {
  it('splits ₹1,200 at 18% within a state', () => {
    // 1200 / 1.18 = 1016.949…; each half-rate tax is 91.525… → ₹91.53.
    expect(splitGstInclusive(120_000, 1800, true)).toEqual({
      amountPaise: 120_000,
      taxablePaise: 101_694,
      cgstPaise: 9153,
      sgstPaise: 9153,
      igstPaise: 0,
    });
  });

  it('splits ₹1,200 at 18% across states', () => {
    expect(splitGstInclusive(120_000, 1800, false)).toEqual({
      amountPaise: 120_000,
      taxablePaise: 101_695,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 18_305,
    });
  });

  it('gives no tax at a 0% rate and no parts for nothing', () => {
    expect(splitGstInclusive(500, 0, true).taxablePaise).toBe(500);
    expect(splitGstInclusive(0, 1800, true)).toMatchObject({ taxablePaise: 0, cgstPaise: 0 });
  });

  const amounts = fc.integer({ min: -99_999_999, max: 99_999_999 });
  const rates = fc.integer({ min: 0, max: 10_000 });

  it('adds up to the amount to the paisa, with CGST = SGST, for any amount and rate', () => {
    fc.assert(
      fc.property(amounts, rates, fc.boolean(), (amount, rate, sameState) => {
        const s = splitGstInclusive(amount, rate, sameState);
        expect(s.taxablePaise + s.cgstPaise + s.sgstPaise + s.igstPaise).toBe(amount);
        expect(Math.abs(s.cgstPaise - s.sgstPaise)).toBeLessThanOrEqual(1);
        if (sameState) expect(s.igstPaise).toBe(0);
        else expect(s.cgstPaise + s.sgstPaise).toBe(0);
        for (const part of Object.values(s)) expect(Number.isInteger(part)).toBe(true);
      }),
    );
  });

  it('keeps the taxable value within a paisa of the exact one, and taxes at the rate', () => {
    fc.assert(
      fc.property(amounts, rates, fc.boolean(), (amount, rate, sameState) => {
        const s = splitGstInclusive(amount, rate, sameState);
        const exact = (amount * 10_000) / (10_000 + rate);
        expect(Math.abs(s.taxablePaise - exact)).toBeLessThanOrEqual(1);
        const tax = s.cgstPaise + s.sgstPaise + s.igstPaise;
        expect(Math.abs(tax - (s.taxablePaise * rate) / 10_000)).toBeLessThanOrEqual(
          1.5 + rate / 10_000,
        );
      }),
    );
  });

  it('splits a negative amount as the mirror of the positive', () => {
    fc.assert(
      fc.property(amounts, rates, fc.boolean(), (amount, rate, sameState) => {
        const plus = splitGstInclusive(Math.abs(amount), rate, sameState);
        const minus = splitGstInclusive(-Math.abs(amount), rate, sameState);
        expect(minus.taxablePaise).toBe(0 - plus.taxablePaise);
        expect(minus.cgstPaise).toBe(0 - plus.cgstPaise);
      }),
    );
  });

  it('refuses fractions of a paisa and rates out of range', () => {
    expect(() => splitGstInclusive(1.5, 1800, true)).toThrow(RangeError);
    expect(() => splitGstInclusive(100, 10_001, true)).toThrow(RangeError);
  });
});

describe('GST rate text', () => {
  it('reads percent with up to two decimals', () => {
    expect(parseRatePercent('18')).toBe(1800);
    expect(parseRatePercent('12.5')).toBe(1250);
    expect(parseRatePercent('0.25')).toBe(25);
    expect(parseRatePercent('100')).toBe(10_000);
    for (const bad of ['101', '-1', '18.005', 'x', '']) expect(parseRatePercent(bad)).toBeNull();
  });

  it('prints rates and half rates', () => {
    expect(ratePercentText(1800)).toBe('18');
    expect(ratePercentText(900)).toBe('9');
    expect(ratePercentText(625)).toBe('6.25');
  });
});
