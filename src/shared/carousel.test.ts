import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CAROUSEL_INTERVAL_MS,
  SWIPE_THRESHOLD_PX,
  indexAfterSwipe,
  nextIndex,
  prevIndex,
  swipeDirection,
  wrapIndex,
} from './carousel';

describe('carousel index (spec §4: cycles 0 to 2 and wraps)', () => {
  it('cycles 0 → 1 → 2 → 0 forwards and 0 → 2 → 1 → 0 backwards', () => {
    expect([0, 1, 2].map((i) => nextIndex(i, 3))).toEqual([1, 2, 0]);
    expect([0, 1, 2].map((i) => prevIndex(i, 3))).toEqual([2, 0, 1]);
  });

  it('wraps any index into range and survives an empty carousel', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(7, 3)).toBe(1);
    expect(wrapIndex(2, 0)).toBe(0);
    expect(nextIndex(0, 0)).toBe(0);
    expect(wrapIndex(Number.NaN, 3)).toBe(0);
  });

  it('next then previous is the identity, and count steps come back to the start', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.nat(), (count, raw) => {
        const start = raw % count;
        expect(prevIndex(nextIndex(start, count), count)).toBe(start);
        let index = start;
        for (let step = 0; step < count; step += 1) {
          index = nextIndex(index, count);
          expect(index).toBeGreaterThanOrEqual(0);
          expect(index).toBeLessThan(count);
        }
        expect(index).toBe(start);
      }),
    );
  });
});

describe('swipe (spec §9: horizontal move of more than 50 px)', () => {
  it('uses the spec constants', () => {
    expect(SWIPE_THRESHOLD_PX).toBe(50);
    expect(CAROUSEL_INTERVAL_MS).toBe(5000);
  });

  it('needs strictly more than the threshold', () => {
    expect(swipeDirection(-50)).toBeNull();
    expect(swipeDirection(50)).toBeNull();
    expect(swipeDirection(-51)).toBe('next');
    expect(swipeDirection(51)).toBe('prev');
    expect(swipeDirection(0)).toBeNull();
  });

  it('treats a mostly vertical gesture as a scroll', () => {
    expect(swipeDirection(-80, 120)).toBeNull();
    expect(swipeDirection(-80, 40)).toBe('next');
  });

  it('honours a custom threshold', () => {
    expect(swipeDirection(-25, 0, 20)).toBe('next');
    expect(swipeDirection(-15, 0, 20)).toBeNull();
  });

  it('moves the index with wrap-around, or leaves it', () => {
    expect(indexAfterSwipe(2, 3, -120)).toBe(0);
    expect(indexAfterSwipe(0, 3, 120)).toBe(2);
    expect(indexAfterSwipe(1, 3, 30)).toBe(1);
  });
});
