import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BOOKING_DAYS_AHEAD,
  dateWindow,
  dateWindowMessage,
  dateWindowProblem,
  isWithinWindow,
  type DateWindowKind,
} from './date-windows';
import { SUBSCRIPTION_DAYS_AHEAD } from './subscription';
import { addDays, isLocalDate } from './time';

const KINDS: DateWindowKind[] = ['grid', 'subscription', 'calendar'];
/** Any real date from 1 Jan 1970 to the end of 2199, as the venue's today. */
const today = fc.integer({ min: 0, max: 83_000 }).map((offset) => addDays('1970-01-01', offset));

describe('dateWindow', () => {
  it('is the grid, the subscription horizon and one year back to two years ahead', () => {
    expect(dateWindow('grid', '2030-05-10')).toEqual({ first: '2030-05-10', last: '2030-05-16' });
    expect(dateWindow('subscription', '2030-05-10')).toEqual({
      first: '2030-05-10',
      last: '2030-08-08',
    });
    expect(dateWindow('calendar', '2026-11-25')).toEqual({
      first: '2025-11-25',
      last: '2028-11-24',
    });
    // A leap day has no twin a year back or two ahead: the 28th stands in for it.
    expect(dateWindow('calendar', '2028-02-29')).toEqual({
      first: '2027-02-28',
      last: '2030-02-27',
    });
  });

  it('names its dates in the message', () => {
    expect(dateWindowMessage(dateWindow('calendar', '2026-11-25'))).toBe(
      'Choose a date between 25 Nov 2025 and 24 Nov 2028.',
    );
  });

  it('holds today and is as long as each rule says, whatever today is', () => {
    fc.assert(
      fc.property(today, (day) => {
        for (const kind of KINDS) expect(isWithinWindow(day, dateWindow(kind, day))).toBe(true);
        const grid = dateWindow('grid', day);
        expect(addDays(grid.first, BOOKING_DAYS_AHEAD - 1)).toBe(grid.last);
        expect(dateWindow('subscription', day).last).toBe(addDays(day, SUBSCRIPTION_DAYS_AHEAD));
        const calendar = dateWindow('calendar', day);
        expect(isLocalDate(calendar.first) && isLocalDate(calendar.last)).toBe(true);
        // 365 or 366 days back; 730 or 731 days ahead, today included.
        expect([365, 366]).toContain(days(calendar.first, day));
        expect([730, 731]).toContain(days(day, calendar.last) + 1);
      }),
    );
  });

  it('takes exactly the dates from its first to its last, and nothing that is no date', () => {
    fc.assert(
      fc.property(
        today,
        fc.constantFrom(...KINDS),
        fc.integer({ min: -800, max: 800 }),
        (day, kind, offset) => {
          const window = dateWindow(kind, day);
          const date = addDays(day, offset);
          const inside = date >= window.first && date <= window.last;
          expect(isWithinWindow(date, window)).toBe(inside);
          expect(dateWindowProblem(kind, [day, date], day)).toBe(
            inside ? null : dateWindowMessage(window),
          );
        },
      ),
    );
  });

  it('refuses far and malformed dates', () => {
    const window = dateWindow('calendar', '2030-05-10');
    for (const date of [
      '9999-12-31',
      '10000-01-01',
      '+275760-09-13',
      '0001-01-01',
      '0000-01-01',
      '1900-01-01',
      '2030-02-30',
      'infinity',
      '',
    ])
      expect([date, isWithinWindow(date, window)]).toEqual([date, false]);
    expect(dateWindowProblem('calendar', [], '2030-05-10')).toBeNull();
  });
});

function days(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
