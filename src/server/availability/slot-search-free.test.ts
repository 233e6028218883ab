import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { numbersOf } from './slot-search-free';

describe("numbersOf, the slot search's reader of a day's bits", () => {
  it('reads every comma-separated whole number below 2^53 as Number does', () => {
    fc.assert(
      fc.property(fc.array(fc.maxSafeNat(), { minLength: 1, maxLength: 12 }), (numbers) => {
        expect(numbersOf(numbers.join(','))).toEqual(numbers);
      }),
    );
  });

  it('reads nothing from an empty text or none', () => {
    expect(numbersOf('')).toEqual([]);
    expect(numbersOf(null)).toEqual([]);
  });
});
