import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_REPEAT_WEEKS,
  OWNER_BLOCK_MESSAGES,
  blockReasonProblem,
  normalizeBlockReason,
  ownerRangeProblem,
  repeatWeeksProblem,
  weeklyRanges,
} from './owner-blocks';
import { weekdayOf } from './opening-hours';

const now = { date: '2030-05-10', minutes: 10 * 60 };

describe('block reasons', () => {
  it('are trimmed, required and at most 80 characters', () => {
    expect(normalizeBlockReason('  Private   event ')).toBe('Private event');
    expect(blockReasonProblem('Maintenance')).toBeNull();
    expect(blockReasonProblem(' \n ')).toBe(OWNER_BLOCK_MESSAGES.reasonMissing);
    expect(blockReasonProblem('x'.repeat(80))).toBeNull();
    expect(blockReasonProblem('x'.repeat(81))).toBe(OWNER_BLOCK_MESSAGES.reasonTooLong);
  });
});

describe('ownerRangeProblem', () => {
  it('accepts a future range on the half hour, ending as late as 11:59 PM', () => {
    expect(ownerRangeProblem({ date: '2030-05-10', start: 600, end: 660 }, now)).toBeNull();
    expect(ownerRangeProblem({ date: '2030-05-11', start: 1380, end: 1439 }, now)).toBeNull();
  });

  it('refuses the past, reversed or empty ranges, off-grid times and crossing midnight', () => {
    expect(ownerRangeProblem({ date: '2030-05-10', start: 570, end: 660 }, now)).toBe(
      OWNER_BLOCK_MESSAGES.past,
    );
    expect(ownerRangeProblem({ date: '2030-05-11', start: 660, end: 660 }, now)).toBe(
      OWNER_BLOCK_MESSAGES.endBeforeStart,
    );
    expect(ownerRangeProblem({ date: '2030-05-11', start: 1380, end: 60 }, now)).toBe(
      OWNER_BLOCK_MESSAGES.offGrid,
    );
    expect(ownerRangeProblem({ date: '2030-05-11', start: 615, end: 660 }, now)).toBe(
      OWNER_BLOCK_MESSAGES.offGrid,
    );
  });
});

describe('weekly blocks', () => {
  it('fall on the same weekday and time, once a week, the first included', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 365 }),
        fc.integer({ min: 1, max: MAX_REPEAT_WEEKS }),
        (offset, weeks) => {
          const date = new Date(Date.UTC(2030, 0, 1 + offset)).toISOString().slice(0, 10);
          const ranges = weeklyRanges({ date, start: 360, end: 480 }, weeks);
          expect(ranges).toHaveLength(weeks);
          expect(ranges[0]!.date).toBe(date);
          expect(new Set(ranges.map((r) => weekdayOf(r.date)))).toEqual(new Set([weekdayOf(date)]));
          expect(new Set(ranges.map((r) => r.date)).size).toBe(weeks);
        },
      ),
    );
  });

  it('number 1 to 12', () => {
    expect(repeatWeeksProblem(1)).toBeNull();
    expect(repeatWeeksProblem(MAX_REPEAT_WEEKS)).toBeNull();
    for (const weeks of [0, 13, 10_000, 1.5])
      expect(repeatWeeksProblem(weeks)).toBe(OWNER_BLOCK_MESSAGES.tooManyWeeks);
  });
});
