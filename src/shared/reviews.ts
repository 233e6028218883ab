import type { LocalMoment } from './slots';

// Reviews of played bookings (docs/decisions/067): who may write one, how long its words may be,
// and the turf's summary, where every star counts once, the spec's ratings and the visible
// reviews' alike.

export const REVIEW_TEXT_MIN = 3;
export const REVIEW_TEXT_MAX = 1000;
export const REPLY_TEXT_MAX = 1000;
export const REASON_TEXT_MIN = 3;
export const REASON_TEXT_MAX = 500;
/** How many reviews a page of a turf's reviews holds. */
export const REVIEWS_PAGE_SIZE = 10;

/** Stars counted: how many, and their total. */
export interface StarTally {
  count: number;
  sum: number;
}

export const NO_STARS: StarTally = { count: 0, sum: 0 };

/** The turf's `reviewSummary`: the average of every star to one decimal, null without any. */
export interface ReviewSummary {
  average: number | null;
  count: number;
}

/** The tallies of the ratings and of the visible reviews as one. */
export function addStars(...tallies: StarTally[]): StarTally {
  return tallies.reduce((all, one) => ({ count: all.count + one.count, sum: all.sum + one.sum }), {
    ...NO_STARS,
  });
}

/** 4.45 → 4.5: the sum and count are whole, so sum×10/count is exact at every half. */
export function reviewSummary(stars: StarTally): ReviewSummary {
  if (stars.count === 0) return { average: null, count: 0 };
  return { average: Math.round((stars.sum * 10) / stars.count) / 10, count: stars.count };
}

/** A review's stars: a whole number from 1 to 5. */
export function isReviewRating(rating: number): boolean {
  return Number.isInteger(rating) && rating >= 1 && rating <= 5;
}

/** Text as kept: trimmed; null when its length is outside [min, max]. */
export function tidyText(text: string, min: number, max: number): string | null {
  const tidy = text.trim();
  return tidy.length >= min && tidy.length <= max ? tidy : null;
}

/** What a review needs of its booking. */
export interface ReviewedBooking {
  status: string;
  attendance: 'arrived' | 'no_show' | null;
  day: string;
  endMinute: number;
}

export type ReviewRefusal = 'review_cancelled' | 'review_not_played';

/**
 * Why this booking cannot be reviewed yet (or ever), or null: a confirmed booking whose time has
 * ended, or whose player was checked in; never a cancelled or rained-out one, never a no-show.
 */
export function reviewRefusal(booking: ReviewedBooking, now: LocalMoment): ReviewRefusal | null {
  if (booking.status === 'cancelled' || booking.status === 'expired') return 'review_cancelled';
  if (booking.status !== 'confirmed' || booking.attendance === 'no_show')
    return 'review_not_played';
  if (booking.attendance === 'arrived') return null;
  const ended =
    booking.day < now.date || (booking.day === now.date && booking.endMinute <= now.minutes);
  return ended ? null : 'review_not_played';
}
