import { describe, expect, it } from 'vitest';
import { DEFAULT_WEEK_HOURS } from './opening-hours';
import { candidateStarts, freeStarts, parseSearchTime, searchTimeText } from './slot-search';

const now = { date: '2030-05-10', minutes: 10 * 60 };
const SATURDAY = '2030-05-11';

describe('search times', () => {
  it('read and write 24-hour half hours', () => {
    expect(parseSearchTime('19:00')).toBe(1140);
    expect(parseSearchTime('7:30')).toBe(450);
    expect(parseSearchTime('19:15')).toBeNull();
    expect(parseSearchTime('24:00')).toBeNull();
    expect(parseSearchTime('7 PM')).toBeNull();
    expect(searchTimeText(450)).toBe('07:30');
  });
});

describe('candidateStarts', () => {
  it('is the asked start alone, or with flex the nearest starts an hour either side', () => {
    expect(candidateStarts({ date: SATURDAY, from: 1140, minutes: 60, flex: false }, now)).toEqual([
      1140,
    ]);
    expect(candidateStarts({ date: SATURDAY, from: 1140, minutes: 60, flex: true }, now)).toEqual([
      1140, 1110, 1170, 1080, 1200,
    ]);
  });

  it('stays on the grid and out of the past', () => {
    expect(candidateStarts({ date: SATURDAY, from: 390, minutes: 60, flex: true }, now)).toEqual([
      390, 360, 420, 450,
    ]);
    expect(candidateStarts({ date: SATURDAY, from: 1380, minutes: 60, flex: false }, now)).toEqual(
      [],
    );
    expect(candidateStarts({ date: now.date, from: 600, minutes: 60, flex: true }, now)).toEqual([
      600, 630, 660,
    ]);
  });
});

describe('freeStarts', () => {
  it('leaves out starts that overlap what is taken or fall outside the hours', () => {
    const search = { date: SATURDAY, from: 1140, minutes: 60, flex: true };
    const taken = [{ date: SATURDAY, start: 1140, end: 1200 }];
    expect(freeStarts(search, { openingHours: null, taken }, now)).toEqual([1080, 1200]);
    const shortSaturday = DEFAULT_WEEK_HOURS.map((hours, day) =>
      day === 6 ? { open: 360, close: 1170 } : hours,
    );
    expect(freeStarts(search, { openingHours: shortSaturday, taken: [] }, now)).toEqual([
      1110, 1080,
    ]);
  });
});
