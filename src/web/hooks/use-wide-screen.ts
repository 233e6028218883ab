import { useSyncExternalStore } from 'react';

// The week grids (the owner's calendar, the player's availability) show all seven days at
// Tailwind's `md` width and up; below it, one day at a time with day tabs (seven columns of
// times, names and phone numbers do not fit 390 px).
const WIDE = '(min-width: 768px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE).matches,
    () => true,
  );
}
