import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  coverFirst,
  PHOTO_WIDTHS,
  photoOrderProblem,
  photoSizeProblem,
  variantWidths,
} from './turf-photos';

describe('variantWidths', () => {
  it('stores the standard widths under the original and the original itself, never wider', () => {
    expect(variantWidths(3000)).toEqual([320, 640, 1024, 1600]);
    expect(variantWidths(1600)).toEqual([320, 640, 1024, 1600]);
    expect(variantWidths(1200)).toEqual([320, 640, 1024, 1200]);
    expect(variantWidths(320)).toEqual([320]);
  });

  it('for any width: ascending, distinct, none wider than the original or the widest size', () => {
    fc.assert(
      fc.property(fc.integer({ min: 320, max: 8000 }), (width) => {
        const widths = variantWidths(width);
        expect(widths.length).toBeGreaterThan(0);
        widths.forEach((w, i) => i > 0 && expect(w).toBeGreaterThan(widths[i - 1]!));
        expect(Math.max(...widths)).toBe(Math.min(width, PHOTO_WIDTHS.at(-1)!));
      }),
    );
  });
});

describe('photoSizeProblem', () => {
  it('refuses too small and too big, keeps the rest', () => {
    expect(photoSizeProblem(319, 400)).toBe('photo_too_small');
    expect(photoSizeProblem(400, 239)).toBe('photo_too_small');
    expect(photoSizeProblem(8001, 400)).toBe('photo_too_big');
    expect(photoSizeProblem(320, 240)).toBeNull();
  });
});

describe('photoOrderProblem', () => {
  it('needs each photo exactly once and a cover among them', () => {
    expect(photoOrderProblem(['a', 'b'], ['b', 'a'], 'b')).toBeNull();
    expect(photoOrderProblem(['a', 'b'], ['a'], 'a')).toBe('photo_order_invalid');
    expect(photoOrderProblem(['a', 'b'], ['a', 'a'], 'a')).toBe('photo_order_invalid');
    expect(photoOrderProblem(['a', 'b'], ['a', 'b', 'c'], 'a')).toBe('photo_order_invalid');
    expect(photoOrderProblem(['a', 'b'], ['a', 'c'], 'a')).toBe('photo_order_invalid');
    expect(photoOrderProblem(['a', 'b'], ['a', 'b'], 'c')).toBe('photo_cover_invalid');
  });

  it('accepts exactly the permutations of the current photos', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.uuid(), { minLength: 1, maxLength: 10 }),
        fc.array(fc.uuid(), { maxLength: 10 }),
        (current, order) => {
          const permutation =
            order.length === current.length &&
            [...order].sort().join() === [...current].sort().join();
          const problem = photoOrderProblem(current, order, current[0]!);
          expect(problem === null).toBe(permutation);
        },
      ),
    );
  });
});

describe('coverFirst', () => {
  it('puts the cover first and the rest by position', () => {
    const photos = [
      { id: 'a', isCover: false, position: 2 },
      { id: 'b', isCover: true, position: 3 },
      { id: 'c', isCover: false, position: 1 },
    ];
    expect(coverFirst(photos).map((p) => p.id)).toEqual(['b', 'c', 'a']);
  });
});
