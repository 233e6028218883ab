import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addYears,
  dateRange,
  isLocalDate,
  longDateLabel,
  parseDateText,
  shortDateLabel,
  localInstant,
  mondayOf,
  startOfLocalDate,
  zonedNow,
} from './time';
import { formatDate } from './display-format';

describe('zonedNow', () => {
  it('gives the venue date and minute, whatever the machine zone', () => {
    // 2025-01-01T18:45:00Z is 00:15 on Jan 2 in Kolkata (UTC+5:30).
    expect(zonedNow(new Date('2025-01-01T18:45:00Z'), 'Asia/Kolkata')).toEqual({
      date: '2025-01-02',
      minutes: 15,
    });
    expect(zonedNow(new Date('2025-01-01T18:45:00Z'), 'UTC')).toEqual({
      date: '2025-01-01',
      minutes: 18 * 60 + 45,
    });
    expect(zonedNow(new Date('2025-03-09T07:30:00Z'), 'America/New_York')).toEqual({
      date: '2025-03-09',
      minutes: 3 * 60 + 30,
    });
  });

  it('reads midnight as minute 0, not 24:00', () => {
    expect(zonedNow(new Date('2025-06-30T18:30:00Z'), 'Asia/Kolkata')).toEqual({
      date: '2025-07-01',
      minutes: 0,
    });
  });
});

describe("India's wall clock without Intl", () => {
  // The reference: the platform's own time-zone rules, read as Swedish dates and times are
  // written ("2030-05-10 10:00"), written apart from time.ts's formatter on purpose. One per
  // zone: building one costs milliseconds, formatting with it microseconds.
  const references = new Map<string, Intl.DateTimeFormat>();
  const intlWallClock = (instant: Date, timeZone: string) => {
    if (!references.has(timeZone)) {
      const style = { timeZone, dateStyle: 'short', timeStyle: 'short' } as const;
      references.set(timeZone, new Intl.DateTimeFormat('sv-SE', style));
    }
    const [date = '', time = ''] = references.get(timeZone)!.format(instant).split(' ');
    const [hour = 0, minute = 0] = time.split(':').map(Number);
    return { date, minutes: hour * 60 + minute };
  };
  const cutover = Date.UTC(1945, 9, 14, 17, 30);

  it('is the platform’s reading of Asia/Kolkata at every minute from 1945 to 9999', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: cutover, max: Date.UTC(9999, 11, 31, 18, 29) }),
        fc.constantFrom('Asia/Kolkata', 'Asia/Calcutta'),
        (ms, zone) => {
          const instant = new Date(ms);
          expect(zonedNow(instant, zone)).toEqual(intlWallClock(instant, zone));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('reads the war-time +06:30 before 15 October 1945 and +05:30 from its first minute', () => {
    expect(zonedNow(new Date(cutover - 60_000), 'Asia/Kolkata')).toEqual({
      date: '1945-10-14',
      minutes: 23 * 60 + 59,
    });
    expect(zonedNow(new Date(cutover), 'Asia/Kolkata')).toEqual({
      date: '1945-10-14',
      minutes: 23 * 60,
    });
    expect(zonedNow(new Date('1943-06-01T00:00:00Z'), 'Asia/Kolkata')).toEqual(
      intlWallClock(new Date('1943-06-01T00:00:00Z'), 'Asia/Kolkata'),
    );
  });
});

describe('calendar dates', () => {
  it('adds days across month, year and daylight-saving changes', () => {
    expect(addDays('2025-01-31', 1)).toBe('2025-02-01');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-03-08', 1)).toBe('2025-03-09');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(dateRange('2025-12-29', 7)).toEqual([
      '2025-12-29',
      '2025-12-30',
      '2025-12-31',
      '2026-01-01',
      '2026-01-02',
      '2026-01-03',
      '2026-01-04',
    ]);
  });

  it('checks real calendar dates', () => {
    expect(isLocalDate('2025-02-29')).toBe(false);
    expect(isLocalDate('2024-02-29')).toBe(true);
    expect(isLocalDate('2025-13-01')).toBe(false);
    expect(isLocalDate('2025-1-01')).toBe(false);
  });

  it('labels dates the way the spec writes them', () => {
    expect(longDateLabel('2025-01-01')).toBe('Wed, Jan 1, 2025');
    expect(shortDateLabel('2025-01-01')).toBe('Wed 1 Jan');
  });

  it('parses both date forms and refuses nonsense', () => {
    expect(parseDateText('2025-01-01')).toBe('2025-01-01');
    expect(parseDateText('Wed, Jan 1, 2025')).toBe('2025-01-01');
    expect(parseDateText('Jan 1, 2025')).toBe('2025-01-01');
    expect(parseDateText('Mon, Jan 1, 2025')).toBeNull(); // Jan 1 2025 was a Wednesday
    expect(parseDateText('Feb 30, 2025')).toBeNull();
    expect(parseDateText('tomorrow')).toBeNull();
  });

  it('round-trips every date through its long label', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20000 }), (offset) => {
        const date = addDays('2000-01-01', offset);
        expect(parseDateText(longDateLabel(date))).toBe(date);
        expect(addDays(addDays(date, 7), -7)).toBe(date);
      }),
    );
  });
});

describe('startOfLocalDate', () => {
  it('finds the instant a venue date begins', () => {
    expect(startOfLocalDate('2025-05-10', 'Asia/Kolkata').toISOString()).toBe(
      '2025-05-09T18:30:00.000Z',
    );
    expect(startOfLocalDate('2025-05-10', 'UTC').toISOString()).toBe('2025-05-10T00:00:00.000Z');
    expect(startOfLocalDate('2025-03-09', 'America/New_York').toISOString()).toBe(
      '2025-03-09T05:00:00.000Z',
    );
    expect(startOfLocalDate('2025-03-10', 'America/New_York').toISOString()).toBe(
      '2025-03-10T04:00:00.000Z',
    );
  });

  it('is the inverse of zonedNow at midnight', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3000 }),
        fc.constantFrom('Asia/Kolkata', 'America/New_York', 'Europe/London', 'UTC'),
        (offset, zone) => {
          const date = addDays('2024-01-01', offset);
          expect(zonedNow(startOfLocalDate(date, zone), zone)).toEqual({ date, minutes: 0 });
        },
      ),
    );
  });
});

describe('localInstant', () => {
  it("is a booking's start in the venue zone", () => {
    expect(localInstant('2030-05-11', 18 * 60 + 30, 'Asia/Kolkata').toISOString()).toBe(
      '2030-05-11T13:00:00.000Z',
    );
  });

  it('is the inverse of zonedNow at every half-hour the grid shows', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 12, max: 47 }),
        fc.constantFrom('Asia/Kolkata', 'Europe/London', 'UTC'),
        (offset, half, zone) => {
          const date = addDays('2024-01-01', offset);
          expect(zonedNow(localInstant(date, half * 30, zone), zone)).toEqual({
            date,
            minutes: half * 30,
          });
        },
      ),
    );
  });
});

describe('dates at the edges of what a Date can hold', () => {
  // A heavy property (each run converts through Intl twice): it is given the time it needs on a
  // busy machine, since what it checks is the conversion, not its speed (decision 042).
  it(
    'converts years 1 to 9999 both ways, in every zone, without throwing',
    { timeout: 300_000 },
    () => {
      // 6:00 PM on 31 December 9999 in Mumbai is 12:30 UTC; 11:59 PM is still in 9999 in UTC.
      expect(localInstant('9999-12-31', 18 * 60, 'Asia/Kolkata').toISOString()).toBe(
        '9999-12-31T12:30:00.000Z',
      );
      expect(localInstant('9999-12-31', 1439, 'Asia/Kolkata').toISOString()).toBe(
        '9999-12-31T18:29:00.000Z',
      );
      expect(localInstant('0001-01-01', 0, 'UTC').toISOString()).toBe('0001-01-01T00:00:00.000Z');
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: 3_652_058 }),
          fc.integer({ min: 12, max: 47 }),
          fc.constantFrom('Asia/Kolkata', 'America/New_York', 'Europe/London', 'UTC'),
          (offset, half, zone) => {
            const date = addDays('0001-01-01', offset);
            expect(isLocalDate(date)).toBe(true);
            expect(zonedNow(localInstant(date, half * 30, zone), zone)).toEqual({
              date,
              minutes: half * 30,
            });
          },
        ),
        { numRuns: 500 },
      );
    },
  );

  it('reads the venue date past 9999 and before year 1 as no LocalDate', () => {
    // 8 PM UTC on 31 Dec 9999 is 1:30 AM on 1 Jan 10000 in Mumbai.
    const after = zonedNow(new Date('9999-12-31T20:00:00Z'), 'Asia/Kolkata');
    expect(after).toEqual({ date: '10000-01-01', minutes: 90 });
    expect(isLocalDate(after.date)).toBe(false);
    const before = zonedNow(new Date('0001-01-01T02:00:00Z'), 'America/New_York');
    expect(before.date).toBe('0000-12-31');
    expect(isLocalDate(before.date)).toBe(false);
    expect(addDays('9999-12-31', 1)).toBe('10000-01-01');
    expect(addDays('0001-01-01', -1)).toBe('0000-12-31');
  });

  it('checks years below 100 as themselves, not as 1900-something', () => {
    expect(isLocalDate('0001-01-01')).toBe(true);
    expect(isLocalDate('0050-02-29')).toBe(false); // 1950 was no leap year either, but 52 is
    expect(isLocalDate('0052-02-29')).toBe(true);
    expect(isLocalDate('0000-01-01')).toBe(false);
    expect(longDateLabel('0001-01-01')).toBe('Mon, Jan 1, 1');
  });

  it('gives an invalid Date, never a RangeError, for a day no Date can hold', () => {
    for (const day of ['infinity', '300000-01-01', '0044-03-15 BC', '']) {
      expect(Number.isNaN(localInstant(day, 18 * 60, 'Asia/Kolkata').getTime())).toBe(true);
    }
    expect(localInstant('10000-01-01', 0, 'UTC').toISOString()).toBe('+010000-01-01T00:00:00.000Z');
  });

  it('moves by whole years, the leap day onto the 28th', () => {
    expect(addYears('2026-11-25', -1)).toBe('2025-11-25');
    expect(addYears('2028-02-29', 1)).toBe('2029-02-28');
    expect(addYears('2028-02-29', 4)).toBe('2032-02-29');
  });
});

describe('mondayOf', () => {
  it('is the Monday on or before a date, within six days', () => {
    expect(mondayOf('2026-11-30')).toBe('2026-11-30');
    expect(mondayOf('2026-12-06')).toBe('2026-11-30');
    expect(mondayOf('2026-12-07')).toBe('2026-12-07');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
    fc.assert(
      fc.property(
        fc.date({ min: new Date(2000, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true }),
        (instant) => {
          const date = instant.toISOString().slice(0, 10);
          const monday = mondayOf(date);
          expect(formatDate(monday).startsWith('Mon')).toBe(true);
          expect(monday <= date && addDays(monday, 6) >= date).toBe(true);
        },
      ),
    );
  });
});
