import { useEffect, useState } from 'react';

/**
 * Seconds left of `secondsLeft` read at `readAt` (this browser's Date.now()), ticking every
 * second. Counted from the server's figure, so a browser clock that is off does not matter.
 */
export function useSecondsLeft(secondsLeft: number, readAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, secondsLeft - Math.floor((now - readAt) / 1000));
}
