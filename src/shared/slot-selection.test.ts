import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BOOKING_MESSAGES,
  EMPTY_SELECTION,
  cellState,
  checkBookingSelection,
  isSelectable,
  selectSlot,
  type Selection,
} from './slot-selection';

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
