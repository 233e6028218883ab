import { useSyncExternalStore } from 'react';

// The calendar shows the whole week at Tailwind's `md` width and up; below it, one day at a time
// with day tabs (seven columns of names and phone numbers do not fit 390 px).
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
