import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_WEEK_HOURS,
  OPENING_HOURS_MESSAGES,
  weekHoursProblem,
  type DayHours,
  type WeekHours,
} from './opening-hours';
import {
  BOOKING_MESSAGES,
  EMPTY_SELECTION,
  cellState,
  checkBookingSelection,
  isSelectable,
  selectSlot,
  type Selection,
} from './slot-selection';
import { END_OF_DAY, GRID_TIMES } from './slots';
import { addDays } from './time';

const H = 60;
const slot = (date: string, minutes: number) => ({ date, minutes });

describe('selectSlot (spec §4)', () => {
  it('sets start, then end, then restarts with the new slot as start', () => {
    const first = selectSlot(EMPTY_SELECTION, slot('2030-01-02', 18 * H));
    expect(first).toEqual({ start: slot('2030-01-02', 18 * H), end: null });
    const second = selectSlot(first, slot('2030-01-02', 19 * H));
    expect(second).toEqual({ start: slot('2030-01-02', 18 * H), end: slot('2030-01-02', 19 * H) });
    const third = selectSlot(second, slot('2030-01-03', 7 * H));
    expect(third).toEqual({ start: slot('2030-01-03', 7 * H), end: null });
  });

  it('never holds an end without a start, whatever the clicks', () => {
    const click = fc.record({
      date: fc.constantFrom('2030-01-02', '2030-01-03'),
      minutes: fc.integer({ min: 360, max: 1439 }),
    });
    fc.assert(
      fc.property(fc.array(click, { maxLength: 12 }), (clicks) => {
        let selection: Selection = EMPTY_SELECTION;
        clicks.forEach((c, index) => {
          selection = selectSlot(selection, c);
          expect(selection.start).not.toBeNull();
          expect(selection.end === null).toBe(index % 2 === 0);
        });
      }),
    );
  });
});

describe('cellState', () => {
  const now = { date: '2030-01-02', minutes: 12 * H };
  const taken = [{ date: '2030-01-02', start: 18 * H, end: 19 * H }];

  it('shows past, booked, the start, the half-hours played and the end as the end', () => {
    const selection = { start: slot('2030-01-02', 14 * H), end: slot('2030-01-02', 16 * H) };
    const facts = { now, taken, selection };
    expect(cellState(slot('2030-01-02', 11 * H + 30), facts)).toBe('past');
    expect(cellState(slot('2030-01-01', 20 * H), facts)).toBe('past');
    expect(cellState(slot('2030-01-02', 18 * H), facts)).toBe('booked');
    expect(cellState(slot('2030-01-02', 18 * H + 30), facts)).toBe('booked');
    // The booking 6–7 PM ends at 7 PM: that half-hour is free for the next player.
    expect(cellState(slot('2030-01-02', 19 * H), facts)).toBe('available');
    expect(cellState(slot('2030-01-02', 14 * H), facts)).toBe('selected');
    expect(cellState(slot('2030-01-02', 15 * H), facts)).toBe('in-range');
    expect(cellState(slot('2030-01-02', 15 * H + 30), facts)).toBe('in-range');
    expect(cellState(slot('2030-01-02', 16 * H), facts)).toBe('range-end');
    expect(cellState(slot('2030-01-02', 17 * H), facts)).toBe('available');
    expect(cellState(slot('2030-01-02', 12 * H), facts)).toBe('available');
  });

  it("offers a booking's first half-hour as the end while a start is picked before it", () => {
    const picking = (start: number) => ({
      now,
      taken,
      selection: { start: slot('2030-01-02', start), end: null },
    });
    expect(cellState(slot('2030-01-02', 18 * H), picking(16 * H))).toBe('end-option');
    expect(isSelectable(cellState(slot('2030-01-02', 18 * H), picking(16 * H)))).toBe(true);
    // Not inside the booking, and not once the run from the start is broken by it.
    expect(cellState(slot('2030-01-02', 18 * H + 30), picking(16 * H))).toBe('booked');
    expect(cellState(slot('2030-01-02', 18 * H), picking(19 * H))).toBe('booked');
    const ended = {
      now,
      taken,
      selection: { start: slot('2030-01-02', 16 * H), end: slot('2030-01-02', 18 * H) },
    };
    expect(cellState(slot('2030-01-02', 18 * H), ended)).toBe('range-end');
  });

  it('never lets a valid chosen range contain a booked half-hour, nor count its end as played', () => {
    const half = fc.integer({ min: 12, max: 47 }).map((h) => h * 30);
    fc.assert(
      fc.property(
        half,
        half,
        fc.array(fc.tuple(half, fc.integer({ min: 1, max: 4 })), { maxLength: 4 }),
        (a, b, bookings) => {
          const day = '2030-01-03';
          const booked = bookings.map(([start, halves]) => ({
            date: day,
            start,
            end: start + halves * 30,
          }));
          const facts = { now, taken: booked, selection: { start: slot(day, a), end: null } };
          const endState = cellState(slot(day, b), facts);
          if (!isSelectable(endState)) return;
          const selection = selectSlot(facts.selection, slot(day, b));
          if (checkBookingSelection(selection, { loggedIn: true, taken: booked }) !== null) return;
          for (let m = a; m < b; m += 30) {
            expect(booked.some((r) => r.start <= m && m < r.end)).toBe(false);
          }
          const chosen = { now, taken: booked, selection };
          expect(cellState(slot(day, b), chosen)).toBe('range-end');
        },
      ),
    );
  });
});

describe('checkBookingSelection (spec §5, in order)', () => {
  const taken = [{ date: '2030-01-02', start: 18 * H, end: 19 * H }];
  const check = (selection: Selection, loggedIn = true) =>
    checkBookingSelection(selection, { loggedIn, taken });

  it('asks a visitor to log in first', () => {
    expect(check(EMPTY_SELECTION, false)).toBe(BOOKING_MESSAGES.notLoggedIn);
  });

  it('needs both ends, on one day, the end after the start', () => {
    expect(check({ start: slot('2030-01-02', 7 * H), end: null })).toBe(
      'Please select both a start time and an end time.',
    );
    expect(check({ start: slot('2030-01-02', 7 * H), end: slot('2030-01-03', 8 * H) })).toBe(
      'Start time and end time must be on the same day.',
    );
    expect(check({ start: slot('2030-01-02', 9 * H), end: slot('2030-01-02', 8 * H) })).toBe(
      'Invalid time: End time must be after start time.',
    );
    // Equal times are an empty range (decision 010).
    expect(check({ start: slot('2030-01-02', 9 * H), end: slot('2030-01-02', 9 * H) })).toBe(
      'Invalid time: End time must be after start time.',
    );
    expect(
      check({ start: slot('2030-01-02', 9 * H), end: slot('2030-01-02', 9 * H + 30) }),
    ).toBeNull();
  });

  it('refuses a range that contains a taken slot', () => {
    expect(check({ start: slot('2030-01-02', 17 * H), end: slot('2030-01-02', 20 * H) })).toBe(
      'This time slot is already booked. Please select a different time.',
    );
    // Back to back with the 6–7 PM booking, on either side.
    expect(
      check({ start: slot('2030-01-02', 19 * H), end: slot('2030-01-02', 21 * H) }),
    ).toBeNull();
    expect(
      check({ start: slot('2030-01-02', 17 * H), end: slot('2030-01-02', 18 * H) }),
    ).toBeNull();
  });
});

describe('opening hours on the grid', () => {
  // 2030-05-12 is a Sunday, 2030-05-13 a Monday; it is Saturday noon.
  const SUNDAY = '2030-05-12';
  const MONDAY = '2030-05-13';
  const now = { date: '2030-05-11', minutes: 12 * H };
  const week: WeekHours = DEFAULT_WEEK_HOURS.map((hours, day) =>
    day === 0 ? null : day === 1 ? { open: 8 * H, close: 20 * H } : hours,
  );
  const facts = (selection: Selection = EMPTY_SELECTION) => ({
    now,
    taken: [],
    selection,
    openingHours: week,
  });
  const picking = (date: string, minutes: number) =>
    facts({ start: slot(date, minutes), end: null });

  it('shows the times outside the hours, and a closed day, as Closed and not selectable', () => {
    expect(cellState(slot(MONDAY, 7 * H + 30), facts())).toBe('closed');
    expect(cellState(slot(MONDAY, 8 * H), facts())).toBe('available');
    expect(cellState(slot(MONDAY, 19 * H + 30), facts())).toBe('available');
    expect(cellState(slot(MONDAY, 20 * H), facts())).toBe('closed');
    expect(cellState(slot(MONDAY, END_OF_DAY), facts())).toBe('closed');
    for (const minutes of GRID_TIMES)
      expect(cellState(slot(SUNDAY, minutes), facts())).toBe('closed');
    expect(isSelectable('closed')).toBe(false);
    // Past still wins: a closed time that has gone is simply past.
    expect(cellState(slot('2030-05-11', 6 * H), facts())).toBe('past');
  });

  it('offers the closing time as the end of a range that starts while open', () => {
    expect(cellState(slot(MONDAY, 20 * H), picking(MONDAY, 18 * H))).toBe('closing-end');
    expect(isSelectable('closing-end')).toBe(true);
    // Not later than closing, not from a start that is itself closed.
    expect(cellState(slot(MONDAY, 20 * H + 30), picking(MONDAY, 18 * H))).toBe('closed');
    expect(cellState(slot(MONDAY, 20 * H), picking(MONDAY, 7 * H))).toBe('closed');
    const chosen = facts({ start: slot(MONDAY, 18 * H), end: slot(MONDAY, 20 * H) });
    expect(cellState(slot(MONDAY, 20 * H), chosen)).toBe('range-end');
  });

  it('does not offer a booked end beyond closed time', () => {
    const shortDay: WeekHours = DEFAULT_WEEK_HOURS.map(() => ({ open: 8 * H, close: 20 * H }));
    const taken = [{ date: MONDAY, start: 21 * H, end: 22 * H }];
    const longRange = { now, taken, selection: { start: slot(MONDAY, 19 * H), end: null } };
    expect(cellState(slot(MONDAY, 21 * H), longRange)).toBe('end-option');
    expect(cellState(slot(MONDAY, 21 * H), { ...longRange, openingHours: shortDay })).toBe(
      'closed',
    );
  });

  it('refuses a selection running through closed time; ending at closing time is fine', () => {
    const check = (date: string, start: number, end: number) =>
      checkBookingSelection(
        { start: slot(date, start), end: slot(date, end) },
        { loggedIn: true, taken: [], openingHours: week },
      );
    expect(check(MONDAY, 19 * H, 20 * H)).toBeNull();
    expect(check(MONDAY, 19 * H, 20 * H + 30)).toBe(OPENING_HOURS_MESSAGES.closed);
    expect(check(MONDAY, 7 * H, 9 * H)).toBe(BOOKING_MESSAGES.closed);
    expect(check(SUNDAY, 10 * H, 11 * H)).toBe(OPENING_HOURS_MESSAGES.closed);
    // Other days keep the default: up to 11:59 PM.
    expect(check('2030-05-14', 22 * H, END_OF_DAY)).toBeNull();
    // The checks before it still come first.
    expect(check(MONDAY, 21 * H, 20 * H)).toBe(BOOKING_MESSAGES.endBeforeStart);
  });

  it('leaves a turf with the default hours exactly as it was', () => {
    for (const openingHours of [null, undefined, DEFAULT_WEEK_HOURS]) {
      for (const minutes of GRID_TIMES) {
        const plain = cellState(slot(MONDAY, minutes), {
          now,
          taken: [],
          selection: EMPTY_SELECTION,
        });
        const hours = cellState(slot(MONDAY, minutes), {
          now,
          taken: [],
          selection: EMPTY_SELECTION,
          openingHours,
        });
        expect(hours).toBe(plain);
        expect(hours).toBe('available');
      }
    }
  });

  const gridTime = fc.constantFrom(...GRID_TIMES);
  const dayHours: fc.Arbitrary<DayHours | null> = fc.option(
    fc
      .tuple(gridTime, gridTime)
      .filter(([open, close]) => close > open)
      .map(([open, close]) => ({ open, close })),
    { nil: null, freq: 4 },
  );
  const anyWeek = fc.array(dayHours, { minLength: 7, maxLength: 7 });

  it('lets a range be booked only if every cell from its start to before its end is open', () => {
    const day = fc.integer({ min: 0, max: 6 }).map((offset) => addDays(MONDAY, offset));
    fc.assert(
      fc.property(anyWeek, day, gridTime, gridTime, (openingHours, date, a, b) => {
        expect(weekHoursProblem(openingHours)).toBeNull();
        const stateOf = (minutes: number, selection: Selection = EMPTY_SELECTION) =>
          cellState(slot(date, minutes), { now, taken: [], selection, openingHours });
        const selection = { start: slot(date, a), end: slot(date, b) };
        const allowed =
          checkBookingSelection(selection, { loggedIn: true, taken: [], openingHours }) === null;
        const cellsOpen = GRID_TIMES.filter((m) => a <= m && m < b).every(
          (m) => stateOf(m) !== 'closed',
        );
        expect(allowed).toBe(b > a && cellsOpen);
        // The grid agrees: an allowed range's start can be clicked, and then its end.
        if (allowed) {
          expect(isSelectable(stateOf(a))).toBe(true);
          expect(isSelectable(stateOf(b, { start: slot(date, a), end: null }))).toBe(true);
        }
      }),
    );
  });
});
