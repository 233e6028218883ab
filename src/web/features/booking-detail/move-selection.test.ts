import { describe, expect, it } from 'vitest';
import { RESCHEDULE_MESSAGES } from '../../../shared/reschedule';
import { BOOKING_MESSAGES, type Selection } from '../../../shared/slot-selection';
import { bookingRange, moveProblem, selectedRange, takenByOthers } from './move-selection';

const now = { date: '2030-05-10', minutes: 9 * 60 };
// Booked 6:00–7:30 PM on the 12th: 90 minutes.
const current = { date: '2030-05-12', start: 18 * 60, end: 19 * 60 + 30 };
const pick = (date: string, start: number, end: number | null): Selection => ({
  start: { date, minutes: start },
  end: end === null ? null : { date, minutes: end },
});

describe('bookingRange', () => {
  it("reads the API's labels", () => {
    expect(bookingRange({ date: '2030-05-12', startTime: '6:00 PM', endTime: '7:30 PM' })).toEqual(
      current,
    );
    expect(bookingRange({ date: '2030-05-12', startTime: 'soon', endTime: '7:30 PM' })).toBeNull();
  });
});

describe('takenByOthers', () => {
  it('leaves out the booking being moved, once', () => {
    const other = { date: '2030-05-12', start: 20 * 60, end: 21 * 60 };
    expect(takenByOthers([current, other], current)).toEqual([other]);
    expect(takenByOthers([current, current], current)).toEqual([current]);
    expect(takenByOthers([other], current)).toEqual([other]);
  });
});

describe('selectedRange', () => {
  it('is a range only with a start and an end on one day', () => {
    expect(selectedRange(pick('2030-05-13', 600, 690))).toEqual({
      date: '2030-05-13',
      start: 600,
      end: 690,
    });
    expect(selectedRange(pick('2030-05-13', 600, null))).toBeNull();
  });
});

describe('moveProblem', () => {
  const others = [{ date: '2030-05-13', start: 20 * 60, end: 21 * 60 }];

  it('accepts a free time of the same length, even one overlapping the booking itself', () => {
    expect(moveProblem(pick('2030-05-13', 10 * 60, 11 * 60 + 30), current, others, now)).toBeNull();
    expect(moveProblem(pick('2030-05-12', 18 * 60 + 30, 20 * 60), current, others, now)).toBeNull();
  });

  it("applies the grid's rules first", () => {
    expect(moveProblem(pick('2030-05-13', 600, null), current, others, now)).toBe(
      BOOKING_MESSAGES.incomplete,
    );
    expect(
      moveProblem(
        { start: { date: '2030-05-13', minutes: 600 }, end: { date: '2030-05-14', minutes: 690 } },
        current,
        others,
        now,
      ),
    ).toBe(BOOKING_MESSAGES.differentDays);
    expect(moveProblem(pick('2030-05-13', 19 * 60 + 30, 21 * 60), current, others, now)).toBe(
      BOOKING_MESSAGES.taken,
    );
  });

  it('asks for the same length, and for a different time', () => {
    expect(moveProblem(pick('2030-05-13', 600, 660), current, others, now)).toBe(
      RESCHEDULE_MESSAGES.sameLength(90),
    );
    expect(moveProblem(pick('2030-05-12', 18 * 60, 19 * 60 + 30), current, others, now)).toBe(
      RESCHEDULE_MESSAGES.sameTime,
    );
  });

  it("keeps the new time inside the turf's opening hours; it may end at closing time", () => {
    // 2030-05-13 is a Monday: open 8:00 AM – 8:00 PM that day, the default on the others.
    const week = [0, 1, 2, 3, 4, 5, 6].map((day) =>
      day === 1 ? { open: 8 * 60, close: 20 * 60 } : { open: 6 * 60, close: 23 * 60 + 59 },
    );
    expect(moveProblem(pick('2030-05-13', 18 * 60 + 30, 20 * 60), current, [], now, week)).toBe(
      null,
    );
    expect(moveProblem(pick('2030-05-13', 19 * 60, 20 * 60 + 30), current, [], now, week)).toBe(
      BOOKING_MESSAGES.closed,
    );
    expect(moveProblem(pick('2030-05-14', 19 * 60, 20 * 60 + 30), current, [], now, week)).toBe(
      null,
    );
  });
});
