// The home carousel's rules (spec §4 "Carousel: index cycles 0 to 2 and wraps", spec §9 "3 slides,
// auto-advance 5000 ms, swipe threshold more than 50 px"). Pure: the web hook owns timers and touches.

export const CAROUSEL_INTERVAL_MS = 5000;
export const SWIPE_THRESHOLD_PX = 50;

/** Any whole number brought into 0..count-1, wrapping both ways; 0 when there is nothing to show. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  const whole = Math.trunc(index);
  return ((whole % count) + count) % count;
}

/** The slide after `current`; the last wraps to the first. */
export function nextIndex(current: number, count: number): number {
  return wrapIndex(current + 1, count);
}

/** The slide before `current`; the first wraps to the last. */
export function prevIndex(current: number, count: number): number {
  return wrapIndex(current - 1, count);
}

export type SwipeDirection = 'next' | 'prev';

/**
 * What a finished touch gesture means. `deltaX` is end minus start: a finger moving left
 * (negative) shows the next slide, moving right the previous one. Only a horizontal move of
 * more than `threshold` px counts, and a gesture that went further up or down than sideways is
 * a page scroll, not a swipe.
 */
export function swipeDirection(
  deltaX: number,
  deltaY = 0,
  threshold = SWIPE_THRESHOLD_PX,
): SwipeDirection | null {
  const horizontal = Math.abs(deltaX);
  if (!(horizontal > threshold) || Math.abs(deltaY) > horizontal) return null;
  return deltaX < 0 ? 'next' : 'prev';
}

/** The index after a swipe: unchanged when the gesture was not a swipe. */
export function indexAfterSwipe(
  current: number,
  count: number,
  deltaX: number,
  deltaY = 0,
  threshold = SWIPE_THRESHOLD_PX,
): number {
  const direction = swipeDirection(deltaX, deltaY, threshold);
  if (direction === 'next') return nextIndex(current, count);
  if (direction === 'prev') return prevIndex(current, count);
  return wrapIndex(current, count);
}
