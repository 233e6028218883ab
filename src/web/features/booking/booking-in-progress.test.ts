import { describe, expect, it } from 'vitest';
import { flatPriceRules } from '../../../shared/price-rules';
import { BOOKING_IN_PROGRESS_KEY, type KeyValueStore } from '../../lib/payments/payment-session';
import { quoteBooking, readBookingInProgress } from './booking-in-progress';

function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const turf = { _id: 't1', name: 'Borivali Box', price: 1000, images: '', location: 'Borivali' };
const passed = {
  turf,
  start: { date: '2026-01-01', minutes: 18 * 60 },
  end: { date: '2026-01-01', minutes: 19 * 60 + 30 },
};

describe('quoteBooking', () => {
  it('charges hours × price per hour with 2 decimals', () => {
    expect(quoteBooking(passed.start, passed.end, flatPriceRules(100000), null)).toMatchObject({
      problem: null,
      hours: 1.5,
      totalText: '1500.00',
    });
    // 6:00 PM to 11:59 PM at ₹999/hour: 359 minutes.
    expect(
      quoteBooking(
        passed.start,
        { date: '2026-01-01', minutes: 23 * 60 + 59 },
        flatPriceRules(99900),
        null,
      ).totalText,
    ).toBe('5977.35');
  });

  it('will not price a zero-length or reversed range', () => {
    expect(quoteBooking(passed.start, passed.start, flatPriceRules(100000), null)).toMatchObject({
      problem: 'Invalid time: End time must be after start time.',
      totalText: '0.00',
    });
    expect(quoteBooking(passed.end, passed.start, flatPriceRules(100000), null).problem).toBe(
      'Invalid time: End time must be after start time.',
    );
    expect(
      quoteBooking(
        passed.start,
        { ...passed.end, date: '2026-01-02' },
        flatPriceRules(100000),
        null,
      ).problem,
    ).toBe('Start time and end time must be on the same day.');
  });
});

describe('quoteBooking and the opening hours', () => {
  // 2026-01-01 is a Thursday: open 8:00 AM – 7:00 PM that day, the default on the others.
  const thursdaysShort = [0, 1, 2, 3, 4, 5, 6].map((day) =>
    day === 4 ? { open: 8 * 60, close: 19 * 60 } : { open: 6 * 60, close: 23 * 60 + 59 },
  );

  it('will not price a range running past closing time; ending at closing time is fine', () => {
    const ending = (minutes: number) => ({ date: '2026-01-01', minutes });
    expect(
      quoteBooking(passed.start, ending(19 * 60), flatPriceRules(100000), null, thursdaysShort),
    ).toMatchObject({
      problem: null,
      totalText: '1000.00',
    });
    expect(
      quoteBooking(passed.start, passed.end, flatPriceRules(100000), null, thursdaysShort),
    ).toMatchObject({
      problem: 'The turf is closed at this time. Please select a time within its opening hours.',
      totalText: '0.00',
    });
    expect(
      quoteBooking(passed.start, passed.end, flatPriceRules(100_000), null, null).problem,
    ).toBeNull();
  });
});

describe('readBookingInProgress', () => {
  it('takes the navigation state and keeps it for a reload of the same turf', () => {
    const store = memoryStore();
    expect(readBookingInProgress(passed, 't1', store)?.start.minutes).toBe(1080);
    expect(store.data.has(BOOKING_IN_PROGRESS_KEY)).toBe(true);
    expect(readBookingInProgress(null, 't1', store)?.end.minutes).toBe(1170);
  });

  it('ignores a stored booking of another turf and anything malformed', () => {
    const store = memoryStore();
    readBookingInProgress(passed, 't1', store);
    expect(readBookingInProgress(null, 't2', store)).toBeNull();
    expect(readBookingInProgress({ turf, start: passed.start }, 't1', memoryStore())).toBeNull();
    expect(
      readBookingInProgress(
        { ...passed, start: { date: 'today', minutes: 10 } },
        't1',
        memoryStore(),
      ),
    ).toBeNull();
    expect(readBookingInProgress(null, 't1', null)).toBeNull();
  });
});
