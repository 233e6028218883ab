import { useEffect, useRef, useState, type TouchEvent } from 'react';
import {
  CAROUSEL_INTERVAL_MS,
  indexAfterSwipe,
  nextIndex,
  prevIndex,
  wrapIndex,
} from '../../../../shared/carousel';

/**
 * The carousel's state: the current slide, moves with wrap-around, auto-advance (restarted by any
 * move, held while `paused`), and touch swipes judged by the shared swipe rule.
 */
export function useCarousel(count: number, paused: boolean, intervalMs = CAROUSEL_INTERVAL_MS) {
  const [index, setIndex] = useState(0);
  const touchStart = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    if (paused || count < 2) return;
    // Keyed on the index too, so a manual move gives the new slide its full time on screen.
    const timer = window.setTimeout(() => setIndex((i) => nextIndex(i, count)), intervalMs);
    return () => window.clearTimeout(timer);
  }, [index, paused, count, intervalMs]);

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };

  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    setIndex((i) => indexAfterSwipe(i, count, touch.clientX - start.x, touch.clientY - start.y));
  };

  return {
    index,
    goTo: (target: number) => setIndex(wrapIndex(target, count)),
    next: () => setIndex((i) => nextIndex(i, count)),
    prev: () => setIndex((i) => prevIndex(i, count)),
    touchHandlers: {
      onTouchStart,
      onTouchEnd,
      onTouchCancel: () => {
        touchStart.current = null;
      },
    },
  };
}
