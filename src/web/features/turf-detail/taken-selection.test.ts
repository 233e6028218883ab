import { describe, expect, it } from 'vitest';
import { EMPTY_SELECTION } from '../../../shared/slot-selection';
import { isSelectionNewlyTaken, isSelectionTaken } from './taken-selection';

const day = '2030-05-12';
const at = (minutes: number, date = day) => ({ date, minutes });
// Someone else's booking, 7:00–8:00 PM.
const taken = [{ date: day, start: 1140, end: 1200 }];

describe('a selection the live grid takes away', () => {
  it('is nothing while nothing is picked', () => {
    expect(isSelectionTaken(EMPTY_SELECTION, taken)).toBe(false);
  });

  it('is a start alone inside a booking, not one beside it', () => {
    expect(isSelectionTaken({ start: at(1140), end: null }, taken)).toBe(true);
    expect(isSelectionTaken({ start: at(1170), end: null }, taken)).toBe(true);
    expect(isSelectionTaken({ start: at(1200), end: null }, taken)).toBe(false);
    expect(isSelectionTaken({ start: at(1110), end: null }, taken)).toBe(false);
    expect(isSelectionTaken({ start: at(1140, '2030-05-13'), end: null }, taken)).toBe(false);
  });

  it('is a range sharing any half-hour with a booking', () => {
    expect(isSelectionTaken({ start: at(1080), end: at(1170) }, taken)).toBe(true);
    expect(isSelectionTaken({ start: at(1170), end: at(1260) }, taken)).toBe(true);
    expect(isSelectionTaken({ start: at(1080), end: at(1260) }, taken)).toBe(true);
  });

  it('is not a range that ends as the booking starts, or starts as it ends (half-open)', () => {
    expect(isSelectionTaken({ start: at(1080), end: at(1140) }, taken)).toBe(false);
    expect(isSelectionTaken({ start: at(1200), end: at(1260) }, taken)).toBe(false);
  });

  it('judges a range that is not one to book by its start', () => {
    expect(isSelectionTaken({ start: at(1260), end: at(1080) }, taken)).toBe(false);
    expect(isSelectionTaken({ start: at(1140), end: at(1140) }, taken)).toBe(true);
    expect(isSelectionTaken({ start: at(1080), end: at(1260, '2030-05-13') }, taken)).toBe(false);
  });
});

describe('when new availability takes a selection away', () => {
  const range = { start: at(1080), end: at(1170) };

  it('is when it covers a slot taken now and not before', () => {
    expect(isSelectionNewlyTaken(range, [], taken)).toBe(true);
    expect(isSelectionNewlyTaken(range, [], [])).toBe(false);
  });

  it('is a brought-along selection that is taken by the time the grid knows', () => {
    expect(isSelectionNewlyTaken(range, null, taken)).toBe(true);
    expect(isSelectionNewlyTaken(range, null, [])).toBe(false);
  });

  it('is not a range the player drew over a Booked cell themselves', () => {
    const later = [...taken, { date: '2030-05-14', start: 600, end: 660 }];
    expect(isSelectionNewlyTaken(range, taken, later)).toBe(false);
  });
});
