import { describe, expect, it } from 'vitest';
import type { CalendarCourt } from '../../../shared/api/owner-calendar-contract';
import { cellLabel, cellText, columnCells, type CalendarFacts } from './calendar-cells';
import { blockCourtsText, calendarColumns, entriesOnCourt, otherCourtOf } from './calendar-courts';
import { englishWords as words, entry } from './test-entries';

const court = (id: string, parts: string[] = []): CalendarCourt => ({
  _id: id,
  name: id === 'full' ? 'Full pitch' : id === 'a' ? 'Half A' : id === 'b' ? 'Half B' : 'Cage',
  sports: ['football'],
  parts,
  openingHours: null,
});
const HALF_A = court('a');
const HALF_B = court('b');
const FULL = court('full', ['a', 'b']);
const CAGE = court('cage');
const COURTS = [HALF_A, HALF_B, FULL, CAGE];
const DAY = '2030-05-14';
const DAYS = ['2030-05-13', DAY, '2030-05-15'];

const onFull = entry({
  date: DAY,
  start: 1080,
  end: 1140,
  courtId: 'full',
  courtName: 'Full pitch',
});
const onA = entry({ date: DAY, start: 600, end: 660, courtId: 'a', courtName: 'Half A' });
const venueBlock = (courtId: string, courtName: string) =>
  entry({
    kind: 'block',
    date: DAY,
    start: 360,
    end: 420,
    customer: null,
    reason: 'Maintenance',
    groupId: 'g',
    groupSize: 1,
    courtId,
    courtName,
    blockCourtIds: ['a', 'b', 'cage'],
  });

describe('calendarColumns', () => {
  it('keeps the week for one court, and shows one day by court with two or more', () => {
    const week = { days: DAYS, shownDay: DAY, shownCourtId: null };
    expect(calendarColumns({ ...week, wide: true, courts: [CAGE] }).map((c) => c.date)).toEqual(
      DAYS,
    );
    expect(calendarColumns({ ...week, wide: false, courts: [CAGE] })).toEqual([
      { key: DAY, date: DAY, court: null },
    ]);
    const wide = calendarColumns({ ...week, wide: true, courts: COURTS });
    expect(wide.map((c) => [c.date, c.court?.name])).toEqual(COURTS.map((c) => [DAY, c.name]));
    expect(
      calendarColumns({ ...week, wide: false, courts: COURTS, shownCourtId: 'b' }).map(
        (c) => c.court?.name,
      ),
    ).toEqual(['Half B']);
    expect(
      calendarColumns({ ...week, wide: false, courts: COURTS }).map((c) => c.court?.name),
      'the first court until one is chosen',
    ).toEqual(['Half A']);
  });
});

describe('a court’s column', () => {
  it('shows what stands on its ground: the whole pitch on each half, a half on the whole pitch', () => {
    const entries = [onFull, onA];
    expect(entriesOnCourt(entries, HALF_A, COURTS)).toEqual([onFull, onA]);
    expect(entriesOnCourt(entries, HALF_B, COURTS)).toEqual([onFull]);
    expect(entriesOnCourt(entries, FULL, COURTS)).toEqual([onFull, onA]);
    expect(entriesOnCourt(entries, CAGE, COURTS)).toEqual([]);
    expect(entriesOnCourt(entries, null, COURTS)).toEqual(entries);
  });

  it('names the other court an entry stands on, but not a block that closes the whole column', () => {
    expect(otherCourtOf(onFull, HALF_B)).toBe('Full pitch');
    expect(otherCourtOf(onA, FULL)).toBe('Half A');
    expect(otherCourtOf(onA, HALF_A)).toBeNull();
    expect(otherCourtOf(venueBlock('a', 'Half A'), FULL)).toBeNull();
    expect(otherCourtOf(onFull, null)).toBeNull();
  });

  it('writes the other court into the cell and its label', () => {
    const facts: CalendarFacts = {
      entries: [onFull, onA],
      openingHours: [null, null, null, null, null, null, null].map(() => ({
        open: 360,
        close: 1439,
      })),
      now: { date: '2030-05-13', minutes: 600 },
      courts: COURTS,
    };
    const columns = calendarColumns({
      wide: true,
      days: DAYS,
      shownDay: DAY,
      courts: COURTS,
      shownCourtId: null,
    });
    const rows = columnCells(columns, facts);
    const sixPm = rows[(1080 - 360) / 30]!;
    expect(sixPm.map((cell) => cellText(words(), cell))).toEqual([
      'Full pitch: Rohan Mehta',
      'Full pitch: Rohan Mehta',
      'Rohan Mehta',
      '',
    ]);
    expect(cellLabel(words(), sixPm[1]!)).toContain('Half B, booked on Full pitch: Rohan Mehta');
  });
});

describe('blockCourtsText', () => {
  it('says every court for a venue block, else the courts by name', () => {
    expect(blockCourtsText(words(), venueBlock('a', 'Half A'), COURTS)).toBe('Every court');
    expect(
      blockCourtsText(words(), { ...venueBlock('a', 'Half A'), blockCourtIds: ['a', 'b'] }, COURTS),
    ).toBe('Half A, Half B');
    expect(
      blockCourtsText(
        words(),
        { ...venueBlock('full', 'Full pitch'), blockCourtIds: ['full'] },
        COURTS,
      ),
    ).toBe('Full pitch');
  });
});
