import { describe, expect, it } from 'vitest';
import { openHalfHours, soldHalfHours } from './owner-figures';

// The occupancy rules without a database: open cells come from the shared opening-hours rule.

const MONDAY = '2030-05-13';
const SUNDAY = '2030-05-12';
const EVENINGS = [null, ...Array.from({ length: 6 }, () => ({ open: 18 * 60, close: 22 * 60 }))];

describe('openHalfHours', () => {
  it('is the whole grid (6:00 AM – 11:30 PM, 36 cells) for a turf without hours', () => {
    expect(openHalfHours(MONDAY, null)).toHaveLength(36);
  });

  it("follows the turf's hours, and a closed day has none", () => {
    expect(openHalfHours(MONDAY, EVENINGS)).toEqual([
      1080, 1110, 1140, 1170, 1200, 1230, 1260, 1290,
    ]);
    expect(openHalfHours(SUNDAY, EVENINGS)).toEqual([]);
  });
});

describe('soldHalfHours', () => {
  it('counts each open cell a booking covers once, the last 29 minutes as a cell', () => {
    const ranges = [
      { start: 1080, end: 1170 },
      { start: 1410, end: 1439 },
    ];
    expect(soldHalfHours(MONDAY, ranges, null)).toBe(4);
  });

  it('leaves out what lies outside the hours, so occupancy never passes 100%', () => {
    expect(soldHalfHours(MONDAY, [{ start: 17 * 60, end: 19 * 60 }], EVENINGS)).toBe(2);
    expect(soldHalfHours(SUNDAY, [{ start: 18 * 60, end: 19 * 60 }], EVENINGS)).toBe(0);
  });
});
