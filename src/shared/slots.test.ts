import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  END_OF_DAY,
  GRID_TIMES,
  SLOT_TIMES,
  isBookedSlot,
  isNightSlot,
  isPastSlot,
  parseTimeLabel,
  rangesOverlap,
  timeLabel,
} from './slots';

describe('slot times', () => {
  it('has the 36 half-hour options from 6:00 AM to 11:30 PM, and 11:59 PM on the grid', () => {
    expect(SLOT_TIMES).toHaveLength(36);
    expect(timeLabel(SLOT_TIMES[0]!)).toBe('6:00 AM');
    expect(timeLabel(SLOT_TIMES[35]!)).toBe('11:30 PM');
    expect(GRID_TIMES).toHaveLength(37);
    expect(timeLabel(GRID_TIMES[36]!)).toBe('11:59 PM');
    expect(GRID_TIMES[36]).toBe(END_OF_DAY);
  });

  it('labels noon and midnight correctly', () => {
    expect(timeLabel(0)).toBe('12:00 AM');
    expect(timeLabel(12 * 60)).toBe('12:00 PM');
    expect(timeLabel(12 * 60 + 30)).toBe('12:30 PM');
    expect(timeLabel(18 * 60 + 30)).toBe('6:30 PM');
  });

  it('parses every minute of the day back from its label', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1439 }), (minutes) => {
        expect(parseTimeLabel(timeLabel(minutes))).toBe(minutes);
      }),
    );
  });

  it('refuses what is not a time label', () => {
    for (const bad of ['', '6 PM', '13:00 PM', '0:30 AM', '6:60 AM', '18:00', 'noon']) {
      expect(parseTimeLabel(bad)).toBeNull();
    }
    expect(parseTimeLabel(' 6:30 pm ')).toBe(18 * 60 + 30);
  });
});

describe('night and day', () => {
  it('is night from 6 PM up to before 6 AM', () => {
    expect(isNightSlot(18 * 60)).toBe(true);
    expect(isNightSlot(17 * 60 + 30)).toBe(false);
    expect(isNightSlot(6 * 60)).toBe(false);
    expect(isNightSlot(5 * 60 + 59)).toBe(true);
    expect(isNightSlot(END_OF_DAY)).toBe(true);
  });
});

describe('past and booked', () => {
  const now = { date: '2025-05-10', minutes: 18 * 60 + 10 };

  it('is past before now, on earlier dates, and not from now on', () => {
    expect(isPastSlot('2025-05-10', 18 * 60, now)).toBe(true);
    expect(isPastSlot('2025-05-10', 18 * 60 + 30, now)).toBe(false);
    expect(isPastSlot('2025-05-09', 23 * 60, now)).toBe(true);
    expect(isPastSlot('2025-05-11', 6 * 60, now)).toBe(false);
  });

  it('counts a slot booked from a booking start up to, not including, its end', () => {
    const bookings = [{ date: '2025-05-11', start: 18 * 60, end: 19 * 60 }];
    expect(isBookedSlot('2025-05-11', 17 * 60 + 30, bookings)).toBe(false);
    expect(isBookedSlot('2025-05-11', 18 * 60, bookings)).toBe(true);
    expect(isBookedSlot('2025-05-11', 18 * 60 + 30, bookings)).toBe(true);
    expect(isBookedSlot('2025-05-11', 19 * 60, bookings)).toBe(false);
    expect(isBookedSlot('2025-05-12', 18 * 60, bookings)).toBe(false);
  });

  it('lets back-to-back ranges through and refuses a shared half-hour', () => {
    const first = { date: '2025-05-11', start: 10 * 60, end: 11 * 60 };
    expect(rangesOverlap(first, { date: '2025-05-11', start: 11 * 60, end: 12 * 60 })).toBe(false);
    expect(rangesOverlap(first, { date: '2025-05-11', start: 9 * 60, end: 10 * 60 })).toBe(false);
    expect(rangesOverlap(first, { date: '2025-05-11', start: 10 * 60 + 30, end: 12 * 60 })).toBe(
      true,
    );
    expect(rangesOverlap(first, { date: '2025-05-12', start: 10 * 60, end: 11 * 60 })).toBe(false);
  });

  it('overlap agrees with the booked rule: ranges overlap exactly when one has a booked minute of the other', () => {
    const range = fc
      .tuple(fc.integer({ min: 0, max: 1439 }), fc.integer({ min: 0, max: 1439 }))
      .filter(([a, b]) => a !== b)
      .map(([a, b]) => ({ date: '2025-05-11', start: Math.min(a, b), end: Math.max(a, b) }));
    fc.assert(
      fc.property(range, range, (a, b) => {
        let shared = false;
        for (let m = a.start; m < a.end && !shared; m += 1) shared = isBookedSlot(a.date, m, [b]);
        expect(rangesOverlap(a, b)).toBe(shared);
        expect(rangesOverlap(a, b)).toBe(rangesOverlap(b, a));
      }),
    );
  });
});
