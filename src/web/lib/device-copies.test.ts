import { describe, expect, it } from 'vitest';
import {
  DEVICE_COPY_PREFIX,
  MAX_BOOKING_COPIES,
  bookingCopyName,
  forgetDeviceCopies,
  readDeviceCopy,
  saveDeviceCopy,
} from './device-copies';

/** localStorage as the browser has it, in memory. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  quota = Infinity;
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (value.length > this.quota) throw new DOMException('full', 'QuotaExceededError');
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}

const NOW = new Date('2026-12-03T14:30:00Z');

describe('copies kept on the device', () => {
  it('gives back what was saved, with when it was saved', () => {
    const storage = new MemoryStorage();
    saveDeviceCopy(storage, 'u1', 'bookings', [{ reference: 'TB-1' }], NOW);
    expect(readDeviceCopy(storage, 'u1', 'bookings')).toEqual({
      value: [{ reference: 'TB-1' }],
      savedAt: '2026-12-03T14:30:00.000Z',
    });
  });

  it("keeps each user's copies apart", () => {
    const storage = new MemoryStorage();
    saveDeviceCopy(storage, 'u1', 'bookings', ['mine'], NOW);
    expect(readDeviceCopy(storage, 'u2', 'bookings')).toBeNull();
  });

  it('replaces an older copy by a newer one', () => {
    const storage = new MemoryStorage();
    saveDeviceCopy(storage, 'u1', bookingCopyName('b1'), { v: 1 }, NOW);
    saveDeviceCopy(storage, 'u1', bookingCopyName('b1'), { v: 2 }, new Date('2026-12-03T15:00Z'));
    expect(readDeviceCopy(storage, 'u1', bookingCopyName('b1'))).toEqual({
      value: { v: 2 },
      savedAt: '2026-12-03T15:00:00.000Z',
    });
  });

  it('forgets every copy of every user, and nothing else in storage', () => {
    const storage = new MemoryStorage();
    storage.setItem('turfbook-auth', '{}');
    saveDeviceCopy(storage, 'u1', 'bookings', [], NOW);
    saveDeviceCopy(storage, 'u2', bookingCopyName('b9'), {}, NOW);
    forgetDeviceCopies(storage);
    expect(storage.length).toBe(1);
    expect(storage.getItem('turfbook-auth')).toBe('{}');
  });

  it('ignores a copy that is not one (hand-edited, cut short, or of another shape)', () => {
    const storage = new MemoryStorage();
    for (const text of [
      '{',
      'null',
      '{"value":[]}',
      '{"value":[],"savedAt":"soon"}',
      '{"savedAt":"2026-12-03T14:30:00Z"}',
    ]) {
      storage.setItem(`${DEVICE_COPY_PREFIX}u1:bookings`, text);
      expect(readDeviceCopy(storage, 'u1', 'bookings')).toBeNull();
    }
  });

  it('keeps the most recently saved booking pages only, and the list whatever their number', () => {
    const storage = new MemoryStorage();
    saveDeviceCopy(storage, 'u1', 'bookings', [], new Date('2026-01-01T00:00Z'));
    for (let index = 0; index <= MAX_BOOKING_COPIES; index += 1) {
      const savedAt = new Date(NOW.getTime() + index * 60_000);
      saveDeviceCopy(storage, 'u1', bookingCopyName(`b${index}`), { index }, savedAt);
    }
    expect(readDeviceCopy(storage, 'u1', bookingCopyName('b0'))).toBeNull();
    expect(readDeviceCopy(storage, 'u1', bookingCopyName('b1'))).not.toBeNull();
    expect(readDeviceCopy(storage, 'u1', bookingCopyName(`b${MAX_BOOKING_COPIES}`))).not.toBeNull();
    expect(readDeviceCopy(storage, 'u1', 'bookings')).not.toBeNull();
  });

  it('keeps the older copy when storage is full, without failing', () => {
    const storage = new MemoryStorage();
    saveDeviceCopy(storage, 'u1', 'bookings', ['old'], NOW);
    storage.quota = 10;
    expect(() => saveDeviceCopy(storage, 'u1', 'bookings', ['new'], NOW)).not.toThrow();
    expect(readDeviceCopy(storage, 'u1', 'bookings')?.value).toEqual(['old']);
  });
});
