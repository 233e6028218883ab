import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { creditShares, creditToUse, refundParts } from './credit-spend';

describe('creditToUse', () => {
  it('takes what the balance covers, never more than the price', () => {
    expect(creditToUse(0, 100_000)).toBe(0);
    expect(creditToUse(30_000, 100_000)).toBe(30_000);
    expect(creditToUse(250_000, 100_000)).toBe(100_000);
  });
});

describe('creditShares', () => {
  it('shares the credit over bookings in proportion, to the paisa', () => {
    expect(creditShares(10_000, [33_333, 33_333, 33_334])).toEqual([3333, 3333, 3334]);
    expect(creditShares(1, [50_000, 50_000])).toEqual([1, 0]);
  });

  it('adds up exactly and never gives a booking more than its share', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 5_000_000 }), { minLength: 1, maxLength: 12 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (shares, fraction) => {
          const price = shares.reduce((a, b) => a + b, 0);
          const credit = Math.floor(price * fraction);
          const parts = creditShares(credit, shares);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(credit);
          parts.forEach((part, i) => {
            expect(part).toBeGreaterThanOrEqual(0);
            expect(part).toBeLessThanOrEqual(shares[i]!);
          });
        },
      ),
    );
  });
});

describe('refundParts', () => {
  it('splits a refund in proportion to what each source paid', () => {
    // ₹1000 booking, ₹300 of it credit; the policy gives half back.
    expect(refundParts(50_000, 100_000, 30_000, 'source')).toEqual({
      creditPaise: 15_000,
      sourcePaise: 35_000,
    });
    expect(refundParts(100_000, 100_000, 30_000, 'source')).toEqual({
      creditPaise: 30_000,
      sourcePaise: 70_000,
    });
    expect(refundParts(100_001, 100_001, 0, 'source')).toEqual({
      creditPaise: 0,
      sourcePaise: 100_001,
    });
  });

  it('puts everything into credit when asked, and an all-credit booking back to credit', () => {
    expect(refundParts(50_000, 100_000, 30_000, 'credit')).toEqual({
      creditPaise: 50_000,
      sourcePaise: 0,
    });
    expect(refundParts(50_000, 100_000, 100_000, 'source')).toEqual({
      creditPaise: 50_000,
      sourcePaise: 0,
    });
  });

  it('adds up to the refund, each part within what its source paid', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99_999_999 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.constantFrom('source' as const, 'credit' as const),
        (amount, creditFraction, refundFraction, refundTo) => {
          const credit = Math.floor(amount * creditFraction);
          const refund = Math.floor(amount * refundFraction);
          const parts = refundParts(refund, amount, credit, refundTo);
          expect(parts.creditPaise + parts.sourcePaise).toBe(refund);
          expect(parts.creditPaise).toBeGreaterThanOrEqual(0);
          expect(parts.sourcePaise).toBeGreaterThanOrEqual(0);
          if (refundTo === 'source') {
            expect(parts.creditPaise).toBeLessThanOrEqual(credit);
            expect(parts.sourcePaise).toBeLessThanOrEqual(amount - credit);
          }
        },
      ),
    );
  });
});
