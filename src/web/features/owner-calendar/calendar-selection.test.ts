import { describe, expect, it } from 'vitest';
import {
  EMPTY_SELECTION,
  cellEnd,
  entriesIn,
  focusOf,
  isInRange,
  pickCell,
  selectEntry,
  selectedRange,
} from './calendar-selection';
import { entry } from './test-entries';

const MON = '2030-05-13';
const TUE = '2030-05-14';
const at = (date: string, minutes: number) => ({ date, minutes });

describe('pickCell', () => {
  it('starts, ends, and starts over on a third click, like the player grid', () => {
    const first = pickCell(EMPTY_SELECTION, at(MON, 18 * 60));
    expect(first).toEqual({ start: at(MON, 1080), end: null });
    const second = pickCell(first, at(MON, 21 * 60 + 30));
    expect(second).toEqual({ start: at(MON, 1080), end: at(MON, 1290) });
    expect(pickCell(second, at(MON, 600))).toEqual({ start: at(MON, 600), end: null });
  });

  it('reads an end before the start as the other corner', () => {
    const picked = pickCell(pickCell(EMPTY_SELECTION, at(MON, 1200)), at(MON, 1080));
    expect(picked).toEqual({ start: at(MON, 1080), end: at(MON, 1200) });
  });

  it('starts over on another day: a range is one day', () => {
    const picked = pickCell(pickCell(EMPTY_SELECTION, at(MON, 1200)), at(TUE, 1260));
    expect(picked).toEqual({ start: at(TUE, 1260), end: null });
  });
});

describe('selectedRange', () => {
  it('includes both picked half-hours', () => {
    expect(selectedRange({ start: at(MON, 1080), end: at(MON, 1290) })).toEqual({
      date: MON,
      start: 1080,
      end: 1320,
    });
  });

  it('is one half-hour after a single click, and nothing before one', () => {
    expect(selectedRange({ start: at(MON, 360), end: null })).toEqual({
      date: MON,
      start: 360,
      end: 390,
    });
    expect(selectedRange(EMPTY_SELECTION)).toBeNull();
  });

  it('runs the last row to 11:59 PM, the end of the grid', () => {
    expect(cellEnd(23 * 60 + 30)).toBe(23 * 60 + 59);
    expect(selectedRange({ start: at(MON, 1380), end: at(MON, 1410) })?.end).toBe(1439);
  });
});

describe('isInRange', () => {
  const range = { date: MON, start: 1080, end: 1200 };
  it('is half-open: the start is in, the end is not', () => {
    expect(isInRange(range, MON, 1080)).toBe(true);
    expect(isInRange(range, MON, 1170)).toBe(true);
    expect(isInRange(range, MON, 1200)).toBe(false);
    expect(isInRange(range, TUE, 1080)).toBe(false);
    expect(isInRange(null, MON, 1080)).toBe(false);
  });
});

describe('focusOf', () => {
  const booking = entry({ date: MON, start: 1080, end: 1140 });
  const block = entry({ kind: 'block', date: MON, start: 1200, end: 1260, reason: 'Maintenance' });
  const entries = [block, booking];

  it('is the entry when one half-hour of it is picked', () => {
    expect(focusOf({ start: at(MON, 1110), end: null }, entries)).toEqual({
      kind: 'entry',
      entry: booking,
    });
    expect(focusOf(selectEntry(block), entries)).toEqual({ kind: 'entry', entry: block });
  });

  it('is a range of a free half-hour, or of several with what is in them, earliest first', () => {
    expect(focusOf({ start: at(MON, 600), end: null }, entries)).toEqual({
      kind: 'range',
      range: { date: MON, start: 600, end: 630 },
      entries: [],
    });
    const wide = focusOf({ start: at(MON, 1080), end: at(MON, 1230) }, entries);
    expect(wide).toEqual({
      kind: 'range',
      range: { date: MON, start: 1080, end: 1260 },
      entries: [booking, block],
    });
  });

  it('is nothing before a click', () => {
    expect(focusOf(EMPTY_SELECTION, entries)).toEqual({ kind: 'none' });
  });
});

describe('entriesIn', () => {
  it('leaves out back-to-back entries (the end is free again)', () => {
    const before = entry({ date: MON, start: 1020, end: 1080 });
    expect(entriesIn({ date: MON, start: 1080, end: 1140 }, [before])).toEqual([]);
  });
});
