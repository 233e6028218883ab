import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../shared/api-types';
import { bookingJson } from '../../shared/testing/booking-json';
import { useAuthStore } from '../lib/auth-store';
import { DEVICE_COPY_PREFIX } from '../lib/device-copies';
import { keepOnDevice, readSavedAnswer } from './device-copies';
import { savedBookings } from './my-bookings';

/** A browser's local storage, in memory. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

let storage: Storage;
beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal('localStorage', storage);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("a player's bookings kept for offline use", () => {
  it('saves each answer as it passes, and reads it back with when it was saved', async () => {
    vi.useFakeTimers({ now: new Date('2026-12-03T14:30:00Z'), toFake: ['Date'] });
    const bookings = [bookingJson({ _id: 'b1', reference: 'TB-7K3M9Q' })];
    expect(keepOnDevice('u1', savedBookings.name)(bookings)).toBe(bookings);
    await expect(readSavedAnswer('u1', savedBookings)).resolves.toEqual({
      value: bookings,
      savedAt: '2026-12-03T14:30:00.000Z',
    });
  });

  it('saves nothing when nobody is logged in', async () => {
    keepOnDevice(null, savedBookings.name)([bookingJson()]);
    expect(storage.length).toBe(0);
  });

  it('drops a copy this version cannot read (saved by an older one), rather than show it', async () => {
    storage.setItem(
      `${DEVICE_COPY_PREFIX}u1:bookings`,
      JSON.stringify({ value: [{ _id: 'b1', when: 'Tuesday' }], savedAt: '2026-12-03T14:30:00Z' }),
    );
    await expect(readSavedAnswer('u1', savedBookings)).resolves.toBeNull();
  });

  it("reads no other player's copy", async () => {
    keepOnDevice('u1', savedBookings.name)([bookingJson()]);
    await expect(readSavedAnswer('u2', savedBookings)).resolves.toBeNull();
  });

  it('forgets every copy on logout, and when another person logs in', async () => {
    const player: SessionUser = {
      _id: 'u1',
      id: 'u1',
      fullname: 'A',
      email: 'a@x.in',
      mobilenumber: '9876543210',
      role: 'user',
      language: 'en',
      memberSince: '2026-12',
    };
    useAuthStore.getState().setUser(player);
    keepOnDevice('u1', savedBookings.name)([bookingJson()]);
    useAuthStore.getState().setUser({ ...player, fullname: 'A B' });
    await expect(readSavedAnswer('u1', savedBookings)).resolves.not.toBeNull();
    useAuthStore.getState().clearUser();
    await expect(readSavedAnswer('u1', savedBookings)).resolves.toBeNull();

    useAuthStore.getState().setUser(player);
    keepOnDevice('u1', savedBookings.name)([bookingJson()]);
    useAuthStore.getState().setUser({ ...player, _id: 'u2' });
    await expect(readSavedAnswer('u1', savedBookings)).resolves.toBeNull();
  });
});
