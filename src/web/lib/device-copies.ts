// The last answers a player needs with no connection (their bookings, each booking's gate pass),
// kept in this device's local storage under the logged-in user's id, with when they were saved
// (docs/decisions/060). The service worker never caches an API answer: a copy is read from here
// only when the server cannot be reached, and the screen says when it was saved.
// Every copy is forgotten on logout (auth-store.ts), so the next person on the device sees none.

export const DEVICE_COPY_PREFIX = 'turfbook-saved:';
/** Booking pages kept for each user, the most recently saved; an older one makes room. */
export const MAX_BOOKING_COPIES = 30;
const BOOKING_NAME = 'booking:';

export interface DeviceCopy {
  /** The answer as the server gave it; check it before use (it may be from an older version). */
  value: unknown;
  /** When it was saved, an ISO instant. */
  savedAt: string;
}

/** The name of a booking page's copy; the list of the player's bookings is 'bookings'. */
export const bookingCopyName = (bookingId: string) => `${BOOKING_NAME}${bookingId}`;

const keyOf = (userId: string, name: string) => `${DEVICE_COPY_PREFIX}${userId}:${name}`;

function keysStartingWith(storage: Storage, prefix: string): string[] {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(prefix)) keys.push(key);
  }
  return keys;
}

function parseCopy(text: string | null): DeviceCopy | null {
  if (text === null) return null;
  try {
    const parsed = JSON.parse(text) as unknown;
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { value, savedAt } = parsed as Record<string, unknown>;
    if (typeof savedAt !== 'string' || Number.isNaN(Date.parse(savedAt))) return null;
    return value === undefined ? null : { value, savedAt };
  } catch {
    return null;
  }
}

export function readDeviceCopy(storage: Storage, userId: string, name: string): DeviceCopy | null {
  return parseCopy(storage.getItem(keyOf(userId, name)));
}

/** Keeps only the newest MAX_BOOKING_COPIES booking pages of this user. */
function pruneBookingCopies(storage: Storage, userId: string) {
  const keys = keysStartingWith(storage, keyOf(userId, BOOKING_NAME));
  if (keys.length <= MAX_BOOKING_COPIES) return;
  const bySavedAt = keys
    .map((key) => ({ key, savedAt: Date.parse(parseCopy(storage.getItem(key))?.savedAt ?? '') }))
    .sort((a, b) => (b.savedAt || 0) - (a.savedAt || 0));
  for (const { key } of bySavedAt.slice(MAX_BOOKING_COPIES)) storage.removeItem(key);
}

/**
 * Saves an answer; a full storage (or one the browser refuses) keeps the older copy: the copy is
 * a convenience for going offline, never a reason for the screen to fail.
 */
export function saveDeviceCopy(
  storage: Storage,
  userId: string,
  name: string,
  value: unknown,
  now: Date,
): void {
  try {
    storage.setItem(keyOf(userId, name), JSON.stringify({ value, savedAt: now.toISOString() }));
    if (name.startsWith(BOOKING_NAME)) pruneBookingCopies(storage, userId);
  } catch {
    // Quota exceeded or storage disabled: nothing saved.
  }
}

/** Forgets every saved copy, whoever's it was: on logout, and when the session is found dead. */
export function forgetDeviceCopies(storage: Storage): void {
  for (const key of keysStartingWith(storage, DEVICE_COPY_PREFIX)) storage.removeItem(key);
}

/** The browser's local storage, or null where there is none (tests, private modes that throw). */
export function deviceStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
