import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addStars,
  isReviewRating,
  NO_STARS,
  reviewRefusal,
  reviewSummary,
  tidyText,
  type ReviewedBooking,
} from './reviews';

const stars = fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 200 });
const tally = (ratings: number[]) => ({
  count: ratings.length,
  sum: ratings.reduce((sum, rating) => sum + rating, 0),
});

describe('reviewSummary', () => {
  it('is the mean of every star, ratings and reviews alike, to one decimal', () => {
    fc.assert(
      fc.property(stars, stars, (ratings, reviews) => {
        const all = [...ratings, ...reviews];
        const summary = reviewSummary(addStars(tally(ratings), tally(reviews)));
        expect(summary.count).toBe(all.length);
        if (all.length === 0) {
          expect(summary.average).toBeNull();
          return;
        }
        const mean = all.reduce((sum, rating) => sum + rating, 0) / all.length;
        expect(Math.abs(summary.average! - mean)).toBeLessThanOrEqual(0.05 + 1e-9);
        expect(Math.round(summary.average! * 10)).toBe(summary.average! * 10);
      }),
    );
  });

  it('rounds a half up and says null without stars', () => {
    expect(reviewSummary({ count: 20, sum: 89 })).toEqual({ average: 4.5, count: 20 });
    expect(reviewSummary({ count: 3, sum: 13 })).toEqual({ average: 4.3, count: 3 });
    expect(reviewSummary({ count: 2, sum: 9 })).toEqual({ average: 4.5, count: 2 });
    expect(reviewSummary(NO_STARS)).toEqual({ average: null, count: 0 });
  });

  it('counts one rating and one review of the same person as two stars', () => {
    expect(reviewSummary(addStars({ count: 1, sum: 2 }, { count: 1, sum: 5 }))).toEqual({
      average: 3.5,
      count: 2,
    });
  });
});

describe('review input', () => {
  it('takes whole stars from 1 to 5 only', () => {
    expect([1, 2, 3, 4, 5].every(isReviewRating)).toBe(true);
    expect([0, 6, 4.5, -1, Number.NaN].some(isReviewRating)).toBe(false);
  });

  it('trims text and keeps it only inside its limits', () => {
    expect(tidyText('  Great turf  ', 3, 20)).toBe('Great turf');
    expect(tidyText('   ok   ', 3, 20)).toBeNull();
    expect(tidyText('x'.repeat(21), 3, 20)).toBeNull();
  });
});

describe('reviewRefusal', () => {
  const played: ReviewedBooking = {
    status: 'confirmed',
    attendance: null,
    day: '2030-05-12',
    endMinute: 19 * 60,
  };
  const at = (date: string, minutes: number) => ({ date, minutes });

  it('lets a booking be reviewed from the minute it ends', () => {
    expect(reviewRefusal(played, at('2030-05-12', 19 * 60 - 1))).toBe('review_not_played');
    expect(reviewRefusal(played, at('2030-05-12', 19 * 60))).toBeNull();
    expect(reviewRefusal(played, at('2030-05-13', 0))).toBeNull();
    expect(reviewRefusal({ ...played, endMinute: 1440 }, at('2030-05-12', 1439))).toBe(
      'review_not_played',
    );
  });

  it('lets a checked-in player review before the end, never a no-show', () => {
    expect(reviewRefusal({ ...played, attendance: 'arrived' }, at('2030-05-12', 18 * 60))).toBe(
      null,
    );
    expect(reviewRefusal({ ...played, attendance: 'no_show' }, at('2030-06-01', 0))).toBe(
      'review_not_played',
    );
  });

  it('never lets a cancelled, rained-out or expired booking be reviewed', () => {
    for (const status of ['cancelled', 'expired'])
      expect(reviewRefusal({ ...played, status }, at('2030-06-01', 0))).toBe('review_cancelled');
    expect(reviewRefusal({ ...played, status: 'pending' }, at('2030-06-01', 0))).toBe(
      'review_not_played',
    );
  });
});
