import { describe, expect, it } from 'vitest';
import { DEFAULT_WEEK_HOURS, type WeekHours } from '../../../shared/opening-hours';
import {
  CALENDAR_TIMES,
  calendarCell,
  cellLabel,
  cellText,
  entryLines,
  entryTitle,
  weekCells,
  type CalendarFacts,
} from './calendar-cells';
import { englishWords as words, entry } from './test-entries';

// 2030-05-13 is a Monday.
const MON = '2030-05-13';
const TUE = '2030-05-14';
const booking = entry({ date: TUE, start: 1080, end: 1200 });
const hold = entry({
  kind: 'hold',
  date: TUE,
  start: 600,
  end: 660,
  amountPaid: 0,
  reference: null,
});
const block = entry({
  kind: 'block',
  date: TUE,
  start: 360,
  end: 480,
  customer: null,
  amountPaid: 0,
  reference: null,
  reason: 'Maintenance',
  groupId: 'g1',
  groupSize: 8,
});
// Mondays 4:00 PM – 10:00 PM only.
const HOURS: WeekHours = DEFAULT_WEEK_HOURS.map((day, index) =>
  index === 1 ? { open: 960, close: 1320 } : day,
);
const facts: CalendarFacts = {
  entries: [booking, hold, block],
  openingHours: HOURS,
  now: { date: MON, minutes: 12 * 60 + 10 },
};

describe('weekCells', () => {
  it('has a row per half-hour from 6:00 AM to 11:30 PM and a column per day', () => {
    const rows = weekCells([MON, TUE], facts);
    expect(rows).toHaveLength(36);
    expect(CALENDAR_TIMES[0]).toBe(360);
    expect(CALENDAR_TIMES.at(-1)).toBe(1410);
    expect(rows.every((row) => row.map((cell) => cell.date).join() === `${MON},${TUE}`)).toBe(true);
  });
});

describe('calendarCell', () => {
  it('greys the past up to the minute now, which cannot be picked', () => {
    expect(calendarCell(MON, 690, facts)).toMatchObject({ look: 'past', pickable: false });
    // 12:00 PM started ten minutes ago.
    expect(calendarCell(MON, 720, facts)).toMatchObject({ look: 'past', pickable: false });
  });

  it('greys the hours the turf is closed, and opens at its opening time', () => {
    expect(calendarCell(MON, 930, facts)).toMatchObject({ look: 'closed', pickable: false });
    expect(calendarCell(MON, 960, facts)).toMatchObject({ look: 'open', pickable: true });
    expect(calendarCell(MON, 1290, facts)).toMatchObject({ look: 'open', pickable: true });
    expect(calendarCell(MON, 1320, facts)).toMatchObject({ look: 'closed', pickable: false });
    expect(calendarCell(TUE, 360, { ...facts, entries: [] }).look).toBe('open');
  });

  it('shows each entry on every half-hour it covers, counting its rows', () => {
    expect(calendarCell(TUE, 1080, facts)).toMatchObject({ look: 'booking', entryRow: 0 });
    expect(calendarCell(TUE, 1170, facts)).toMatchObject({ look: 'booking', entryRow: 3 });
    expect(calendarCell(TUE, 1200, facts).look).toBe('open');
    expect(calendarCell(TUE, 630, facts)).toMatchObject({ look: 'hold', pickable: true });
    expect(calendarCell(TUE, 450, facts).look).toBe('block');
  });

  it('keeps a booking visible (and pickable) in hours closed after it was made', () => {
    const closedTuesday = HOURS.map((day, index) => (index === 2 ? null : day));
    const cell = calendarCell(TUE, 1080, { ...facts, openingHours: closedTuesday });
    expect(cell).toMatchObject({ look: 'booking', closed: true, pickable: true });
  });
});

describe('what cells say', () => {
  it('titles a booking by its customer, a hold as paying, a block by its reason', () => {
    expect(entryTitle(words(), booking)).toBe('Rohan Mehta');
    expect(entryTitle(words(), hold)).toBe('Paying now');
    expect(entryTitle(words(), block)).toBe('Maintenance');
  });

  it("spreads a booking's amount, phone and reference over its next rows", () => {
    expect(entryLines(words(), booking)).toEqual(['₹800.00 paid', '9876543210', 'TB-7K2M9Q']);
    const texts = [1080, 1110, 1140, 1170].map((minutes) =>
      cellText(words(), calendarCell(TUE, minutes, facts)),
    );
    expect(texts).toEqual(['Rohan Mehta', '₹800.00 paid', '9876543210', 'TB-7K2M9Q']);
  });

  it('says what a block series is, and marks the past and closed', () => {
    expect(cellText(words(), calendarCell(TUE, 390, facts))).toBe('One of 8 weekly blocks');
    expect(cellText(words(), calendarCell(MON, 600, facts))).toBe('Past');
    expect(cellText(words(), calendarCell(MON, 900, facts))).toBe('Closed');
    expect(cellText(words(), calendarCell(MON, 1000 - 10, facts))).toBe('');
  });

  it('names a cell with its time and everything about its entry', () => {
    expect(cellLabel(words(), calendarCell(TUE, 1110, facts))).toBe(
      'Tue, May 14, 2030 6:30 PM, booked: Rohan Mehta, ₹800.00 paid, 9876543210, TB-7K2M9Q, 6:00 PM to 8:00 PM',
    );
    expect(cellLabel(words(), calendarCell(MON, 960, facts))).toBe(
      'Mon, May 13, 2030 4:00 PM, open',
    );
  });
});
