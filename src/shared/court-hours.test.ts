import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isClosedCourtSlot, isCourtOpen } from './court-hours';
import { DEFAULT_WEEK_HOURS, isWithinOpeningHours, type WeekHours } from './opening-hours';

// 2030-05-13 is a Monday (index 1).
const MON = '2030-05-13';
const venue: WeekHours = DEFAULT_WEEK_HOURS.map((day, index) =>
  index === 1 ? { open: 8 * 60, close: 23 * 60 } : day,
);
const court: WeekHours = DEFAULT_WEEK_HOURS.map((day, index) =>
  index === 1 ? { open: 6 * 60, close: 21 * 60 } : day,
);

describe("a court's own hours", () => {
  it('close the court where they or the venue say closed', () => {
    expect(isCourtOpen({ date: MON, start: 20 * 60, end: 21 * 60 }, court, venue)).toBe(true);
    expect(isCourtOpen({ date: MON, start: 21 * 60, end: 22 * 60 }, court, venue)).toBe(false);
    expect(isCourtOpen({ date: MON, start: 7 * 60, end: 8 * 60 }, court, venue)).toBe(false);
    expect(isClosedCourtSlot(MON, 21 * 60, court, venue)).toBe(true);
    expect(isClosedCourtSlot(MON, 7 * 60, court, venue)).toBe(true);
    expect(isClosedCourtSlot(MON, 20 * 60 + 30, court, venue)).toBe(false);
  });

  it('without them, the court follows the venue exactly', () => {
    const week = fc.constantFrom<WeekHours | null>(null, venue, court);
    const minute = fc.integer({ min: 12, max: 47 }).map((half) => half * 30);
    fc.assert(
      fc.property(week, minute, fc.integer({ min: 1, max: 6 }), (venueWeek, start, halves) => {
        const range = { date: MON, start, end: Math.min(start + halves * 30, 1439) };
        expect(isCourtOpen(range, null, venueWeek)).toBe(isWithinOpeningHours(range, venueWeek));
        expect(isCourtOpen(range, court, venueWeek)).toBe(
          isWithinOpeningHours(range, venueWeek) && isWithinOpeningHours(range, court),
        );
      }),
    );
  });
});
