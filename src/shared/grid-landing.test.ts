import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstFreeSlot, shownSlot } from './grid-landing';
import { cellState, EMPTY_SELECTION } from './slot-selection';
import { SLOT_TIMES, type TimeRange } from './slots';

// A turf's grid opens at the first time still free after now (docs/decisions/067).

const DAYS = ['2030-05-10', '2030-05-11', '2030-05-12'];
const evening = { date: DAYS[0]!, minutes: 19 * 60 };

describe('where a turf’s grid opens', () => {
  it('at the first free half-hour after now, past the booked ones', () => {
    const taken = [{ date: DAYS[0]!, start: 19 * 60, end: 21 * 60 }];
    expect(firstFreeSlot(DAYS, { now: { date: DAYS[0]!, minutes: 18 * 60 + 40 }, taken })).toEqual({
      date: DAYS[0],
      minutes: 21 * 60,
    });
    // Nothing left today: tomorrow's opening time, by the turf's own hours (8 AM on Saturdays).
    const hours = [null, ...Array(6).fill({ open: 8 * 60, close: 22 * 60 })];
    expect(
      firstFreeSlot(DAYS, {
        now: { date: DAYS[0]!, minutes: 23 * 60 + 40 },
        taken: [],
        openingHours: hours,
      }),
    ).toEqual({ date: DAYS[1], minutes: 8 * 60 });
    const allWeek = DAYS.map((date) => ({ date, start: 0, end: 24 * 60 }));
    expect(firstFreeSlot(DAYS, { now: evening, taken: allWeek })).toBeNull();
  });

  it('is free, and no earlier half-hour of the week is', () => {
    const range = fc
      .record({
        day: fc.integer({ min: 0, max: DAYS.length - 1 }),
        start: fc.constantFrom(...SLOT_TIMES),
        halves: fc.integer({ min: 1, max: 30 }),
      })
      .map(({ day, start, halves }): TimeRange => ({
        date: DAYS[day]!,
        start,
        end: Math.min(start + halves * 30, 24 * 60),
      }));
    fc.assert(
      fc.property(
        fc.array(range, { maxLength: 12 }),
        fc.constantFrom(...SLOT_TIMES),
        (taken, nowMinutes) => {
          const facts = { now: { date: DAYS[0]!, minutes: nowMinutes }, taken };
          const landing = firstFreeSlot(DAYS, facts);
          const free = (date: string, minutes: number) =>
            cellState({ date, minutes }, { ...facts, selection: EMPTY_SELECTION }) === 'available';
          const cells = DAYS.flatMap((date) => SLOT_TIMES.map((minutes) => ({ date, minutes })));
          const at = landing
            ? cells.findIndex(
                (cell) => cell.date === landing.date && cell.minutes === landing.minutes,
              )
            : cells.length;
          if (landing) expect(free(landing.date, landing.minutes)).toBe(true);
          expect(cells.slice(0, at).some((cell) => free(cell.date, cell.minutes))).toBe(false);
        },
      ),
    );
  });

  it('at the time asked when the grid shows it', () => {
    expect(shownSlot(DAYS, evening)).toEqual(evening);
    expect(shownSlot(DAYS, { date: '2030-05-20', minutes: 19 * 60 })).toBeNull();
    expect(shownSlot(DAYS, { date: DAYS[0]!, minutes: 19 * 60 + 10 })).toBeNull();
    expect(shownSlot(DAYS, null)).toBeNull();
  });
});
