import { deviceStorage, readDeviceCopy, saveDeviceCopy } from '../lib/device-copies';

// Reading an answer saved on this device (lib/device-copies.ts, docs/decisions/060) is a query of
// its own, asked only while the server cannot be reached; its key names the user and the copy.

export const deviceCopyKeys = {
  all: ['device-copy'] as const,
  one: (userId: string, name: string) => ['device-copy', userId, name] as const,
};

/** One kind of answer kept for offline use: its copy's name, and how to check a saved one. */
export interface SavedAnswer<T> {
  name: string;
  /**
   * The saved value when it still has the shape this version of the app reads, else null (a
   * copy saved by an older version is dropped, never shown half-understood).
   */
  check: (value: unknown) => Promise<T | null>;
}

/** A saved answer with when it was saved; null when there is none to show. */
export interface ShownCopy<T> {
  value: T;
  savedAt: string;
}

/** Passes an answer on after saving it for `userId` (a `.then` step of a query's fetch). */
export function keepOnDevice<T>(userId: string | null, name: string): (answer: T) => T {
  return (answer) => {
    const storage = deviceStorage();
    if (storage && userId) saveDeviceCopy(storage, userId, name, answer, new Date());
    return answer;
  };
}

export async function readSavedAnswer<T>(
  userId: string,
  saved: SavedAnswer<T>,
): Promise<ShownCopy<T> | null> {
  const storage = deviceStorage();
  const copy = storage ? readDeviceCopy(storage, userId, saved.name) : null;
  if (!copy) return null;
  const value = await saved.check(copy.value);
  return value === null ? null : { value, savedAt: copy.savedAt };
}
