import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextRating } from './rating';
import { publicRaterName } from './turf-types';

describe('nextRating (spec §4)', () => {
  it('sets the clicked star, and lowers by one when the current star is clicked again', () => {
    expect(nextRating(0, 3)).toBe(3);
    expect(nextRating(3, 5)).toBe(5);
    expect(nextRating(3, 3)).toBe(2);
    expect(nextRating(1, 1)).toBe(0);
  });

  it('always stays within 0..5', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 1, max: 5 }),
        (current, star) => {
          const next = nextRating(current, star);
          expect(next).toBeGreaterThanOrEqual(0);
          expect(next).toBeLessThanOrEqual(5);
        },
      ),
    );
  });
});

describe('publicRaterName', () => {
  it('shows a first name and an initial at most', () => {
    expect(publicRaterName('Priya Sharma')).toBe('Priya S.');
    expect(publicRaterName('  priya  k  sharma ')).toBe('priya S.');
    expect(publicRaterName('Priya')).toBe('Priya');
    expect(publicRaterName('')).toBe('Anonymous');
  });
});
