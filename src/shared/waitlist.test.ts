import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { offerSummaryPath, offeredRangeOf } from './waitlist';

describe('the booking summary address of an offer', () => {
  it('reads back every range it writes', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2026-01-01'), max: new Date('2035-12-31'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 1438 }),
        fc.integer({ min: 1, max: 1439 }),
        (day, start, length) => {
          const end = Math.min(1439, start + length);
          const range = { date: day.toISOString().slice(0, 10), start, end };
          const path = offerSummaryPath('a-turf', range);
          expect(path.startsWith('/turfs/a-turf/booking?')).toBe(true);
          expect(offeredRangeOf(path.slice(path.indexOf('?')))).toEqual(range);
        },
      ),
    );
  });

  it('names no range when the address has none or a broken one', () => {
    for (const search of [
      '',
      '?date=2030-05-10',
      '?date=2030-05-10&start=&end=60',
      '?date=10-05-2030&start=0&end=60',
      '?date=2030-05-10&start=60&end=60',
      '?date=2030-05-10&start=1.5&end=60',
      '?date=2030-05-10&start=0&end=1440',
    ])
      expect(offeredRangeOf(search), search).toBeNull();
  });
});
