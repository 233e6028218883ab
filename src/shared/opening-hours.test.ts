import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_WEEK_HOURS,
  OPENING_HOURS_MESSAGES,
  hoursOn,
  isClosedSlot,
  isDefaultWeek,
  isWithinOpeningHours,
  openingHoursProblem,
  weekHoursProblem,
  weekdayOf,
  type WeekHours,
} from './opening-hours';
import { END_OF_DAY, GRID_TIMES, SLOT_TIMES } from './slots';

// 2030-05-12 is a Sunday, 2030-05-13 a Monday.
const SUNDAY = '2030-05-12';
const MONDAY = '2030-05-13';
const mondaysShort: WeekHours = DEFAULT_WEEK_HOURS.map((hours, day) =>
  day === 1 ? { open: 8 * 60, close: 20 * 60 } : hours,
);
const closedSundays: WeekHours = DEFAULT_WEEK_HOURS.map((hours, day) => (day === 0 ? null : hours));

describe('weekdayOf', () => {
  it('counts Sunday as 0 from the date alone', () => {
    expect(weekdayOf(SUNDAY)).toBe(0);
    expect(weekdayOf(MONDAY)).toBe(1);
    expect(weekdayOf('2030-05-18')).toBe(6);
  });

  it('agrees with the calendar on any date, leap days and year ends included', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1900-01-01T00:00:00Z'),
          max: new Date('2199-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        (moment) => {
          const date = moment.toISOString().slice(0, 10);
          expect(weekdayOf(date)).toBe(moment.getUTCDay());
        },
      ),
      { numRuns: 2000 },
    );
    expect(weekdayOf('2024-02-29')).toBe(4);
    expect(weekdayOf('2100-03-01')).toBe(1);
  });
});

describe('opening hours', () => {
  it('by default opens every grid time of every day', () => {
    for (const minutes of SLOT_TIMES) expect(isClosedSlot(MONDAY, minutes, null)).toBe(false);
    expect(isWithinOpeningHours({ date: SUNDAY, start: 6 * 60, end: END_OF_DAY }, null)).toBe(true);
    expect(isWithinOpeningHours({ date: SUNDAY, start: 5 * 60, end: 7 * 60 }, null)).toBe(false);
  });

  it('closes the times outside a day’s hours, the closing time itself included', () => {
    expect(isClosedSlot(MONDAY, 7 * 60 + 30, mondaysShort)).toBe(true);
    expect(isClosedSlot(MONDAY, 8 * 60, mondaysShort)).toBe(false);
    expect(isClosedSlot(MONDAY, 19 * 60 + 30, mondaysShort)).toBe(false);
    expect(isClosedSlot(MONDAY, 20 * 60, mondaysShort)).toBe(true);
    // Other days keep the default.
    expect(isClosedSlot(SUNDAY, 7 * 60, mondaysShort)).toBe(false);
  });

  it('lets a booking end exactly at closing time (half-open ranges)', () => {
    expect(isWithinOpeningHours({ date: MONDAY, start: 19 * 60, end: 20 * 60 }, mondaysShort)).toBe(
      true,
    );
    expect(
      isWithinOpeningHours({ date: MONDAY, start: 19 * 60, end: 20 * 60 + 30 }, mondaysShort),
    ).toBe(false);
  });

  it('closes a day without hours', () => {
    expect(hoursOn(SUNDAY, closedSundays)).toBeNull();
    expect(isClosedSlot(SUNDAY, 12 * 60, closedSundays)).toBe(true);
    expect(openingHoursProblem([{ date: SUNDAY, start: 600, end: 660 }], closedSundays)).toBe(
      OPENING_HOURS_MESSAGES.closed,
    );
  });

  it('a range is within the hours exactly when none of its cells is closed', () => {
    const times = fc.constantFrom(...GRID_TIMES);
    const day = fc.option(
      fc.tuple(times, times).map(([a, b]) => ({ open: Math.min(a, b), close: Math.max(a, b) })),
    );
    fc.assert(
      fc.property(
        fc.array(day, { minLength: 7, maxLength: 7 }),
        fc.integer({ min: 0, max: 6 }),
        times,
        times,
        (week, dayOffset, a, b) => {
          fc.pre(a !== b);
          const date = `2030-05-${String(12 + dayOffset).padStart(2, '0')}`;
          const range = { date, start: Math.min(a, b), end: Math.max(a, b) };
          const cells = GRID_TIMES.filter((t) => t >= range.start && t < range.end);
          const allOpen = cells.every((t) => !isClosedSlot(date, t, week));
          expect(isWithinOpeningHours(range, week)).toBe(allOpen);
        },
      ),
    );
  });
});

describe('weekHoursProblem', () => {
  it('accepts the default week, closed days and half-hour times', () => {
    expect(weekHoursProblem([...DEFAULT_WEEK_HOURS])).toBeNull();
    expect(weekHoursProblem([...closedSundays])).toBeNull();
    expect(weekHoursProblem([...mondaysShort])).toBeNull();
  });

  it('refuses a close at or before the open, odd times and a short week', () => {
    const at = (open: number, close: number) =>
      DEFAULT_WEEK_HOURS.map((hours, day) => (day === 2 ? { open, close } : hours));
    expect(weekHoursProblem(at(600, 600))).toBe(
      'Tuesday: the closing time must be after the opening time.',
    );
    expect(weekHoursProblem(at(600, 540))).toContain('Tuesday');
    expect(weekHoursProblem(at(610, 700))).toContain('on the half hour');
    expect(weekHoursProblem(at(5 * 60, 700))).toContain('6:00 AM and 11:59 PM');
    expect(weekHoursProblem(DEFAULT_WEEK_HOURS.slice(0, 6))).toBe(
      OPENING_HOURS_MESSAGES.weekLength,
    );
  });

  it('knows the default week', () => {
    expect(isDefaultWeek(DEFAULT_WEEK_HOURS)).toBe(true);
    expect(isDefaultWeek(mondaysShort)).toBe(false);
    expect(isDefaultWeek(closedSundays)).toBe(false);
  });
});
