import { useCallback, useRef } from 'react';

// Changes to a booking (cancel, move) carry an Idempotency-Key: the server answers a repeat of the
// same request as it answered the first, so a double click or a retry after a lost answer cannot
// act twice.

/** A random request id. crypto.randomUUID exists only in secure contexts (HTTPS, localhost). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * One key per user action: asking again for the same action (a second click, a retry) gives the
 * same key; a different action (another target time) gets a new one.
 */
export function useIdempotencyKey(): (action: string) => string {
  const last = useRef<{ action: string; key: string } | null>(null);
  return useCallback((action: string) => {
    if (last.current?.action !== action) last.current = { action, key: newIdempotencyKey() };
    return last.current.key;
  }, []);
}
