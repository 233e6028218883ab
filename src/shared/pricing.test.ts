import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookingPricePaise, paiseToRupeesText, rupeesToPaise } from './pricing';

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

describe('rupee amounts', () => {
  it('writes 2 decimals and reads numbers and texts back', () => {
    expect(paiseToRupeesText(150_000)).toBe('1500.00');
    expect(paiseToRupeesText(98_333)).toBe('983.33');
    expect(rupeesToPaise('1500.00')).toBe(150_000);
    expect(rupeesToPaise(983.33)).toBe(98_333);
    expect(rupeesToPaise('12.5')).toBe(1250);
    for (const bad of ['', 'abc', '-5', '1.234', '1e3', ' 12 34'])
      expect(rupeesToPaise(bad)).toBeNull();
  });

  it('round-trips every amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (paise) => {
        expect(rupeesToPaise(paiseToRupeesText(paise))).toBe(paise);
      }),
    );
  });
});
