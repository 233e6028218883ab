import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bookingPricePaise,
  chargeForSlots,
  paiseToRupees,
  paiseToRupeesText,
  rupeesToPaise,
} from './pricing';

describe('bookingPricePaise', () => {
  it('charges hours × price per hour', () => {
    expect(bookingPricePaise(18 * 60, 19 * 60 + 30, 100_000)).toBe(150_000);
    expect(bookingPricePaise(6 * 60, 6 * 60 + 30, 80_000)).toBe(40_000);
    expect(bookingPricePaise(23 * 60, 23 * 60 + 59, 100_000)).toBe(98_333);
  });

  it('adds up: two touching ranges cost what the whole range costs (to the paisa)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 47 }),
        fc.integer({ min: 0, max: 47 }),
        fc.integer({ min: 1, max: 48 }),
        fc.integer({ min: 1, max: 5000 }).map((rupees) => rupees * 100),
        (a, b, c, price) => {
          const [start, middle, end] = [a, a + b, a + b + c].map((halfHours) => halfHours * 30) as [
            number,
            number,
            number,
          ];
          expect(
            bookingPricePaise(start, middle, price) + bookingPricePaise(middle, end, price),
          ).toBe(bookingPricePaise(start, end, price));
        },
      ),
    );
  });
});

describe('chargeForSlots', () => {
  const slot = fc
    .tuple(fc.integer({ min: 12, max: 46 }), fc.integer({ min: 1, max: 12 }))
    .map(([startHalf, length]) => ({
      start: startHalf * 30,
      end: Math.min(47, startHalf + length) * 30 + (startHalf + length >= 47 ? 29 : 0),
    }));
  // Any price a turf may have: up to ₹1,00,000 an hour, to the paisa.
  const price = fc.integer({ min: 1, max: 10_000_000 });
  const discount = fc.constantFrom(0, 15, 33, 99);

  it('charges one slot without discount exactly its booking price', () => {
    fc.assert(
      fc.property(slot, price, (s, p) => {
        const charge = chargeForSlots([s], p);
        expect(charge.finalPaise).toBe(bookingPricePaise(s.start, s.end, p));
        expect(charge.sharesPaise).toEqual([charge.finalPaise]);
        expect(charge.discountPaise).toBe(0);
      }),
    );
  });

  it('splits the charge into shares that add up to it, never negative, each within a paisa of exact', () => {
    fc.assert(
      fc.property(
        fc.array(slot, { minLength: 1, maxLength: 60 }),
        price,
        discount,
        (slots, p, d) => {
          const charge = chargeForSlots(slots, p, d);
          expect(charge.sharesPaise.reduce((sum, share) => sum + share, 0)).toBe(charge.finalPaise);
          expect(charge.discountPaise + charge.finalPaise).toBe(charge.originalPaise);
          slots.forEach((s, index) => {
            const share = charge.sharesPaise[index]!;
            expect(Number.isInteger(share)).toBe(true);
            expect(share).toBeGreaterThanOrEqual(0);
            // |share − exact| < 1, kept in integers: exact = minutes × p × (100 − d) / 6000.
            const exactTimes6000 = (s.end - s.start) * p * (100 - d);
            expect(Math.abs(share * 6000 - exactTimes6000)).toBeLessThan(6000);
          });
        },
      ),
    );
  });

  it('is deterministic: the same slots always get the same shares', () => {
    fc.assert(
      fc.property(fc.array(slot, { minLength: 1, maxLength: 10 }), price, (slots, p) => {
        expect(chargeForSlots(slots, p, 15)).toEqual(chargeForSlots(slots, p, 15));
      }),
    );
  });
});

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
