import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  RESCHEDULED_ALREADY,
  RESCHEDULE_TOO_LATE,
  refundForCancellation,
  rescheduleProblem,
} from './cancellation-policy';

const start = new Date('2030-05-11T12:30:00Z');
const before = (ms: number) => new Date(start.getTime() - ms);
const HOUR = 3_600_000;

describe('refundForCancellation', () => {
  it('refunds in full up to 24 hours before, inclusive', () => {
    expect(refundForCancellation(100_000, start, before(48 * HOUR))).toEqual({
      percent: 100,
      refundPaise: 100_000,
    });
    expect(refundForCancellation(100_000, start, before(24 * HOUR))).toEqual({
      percent: 100,
      refundPaise: 100_000,
    });
  });

  it('refunds half, rounded down to the paisa, from 24 hours to 6 hours before', () => {
    expect(refundForCancellation(100_000, start, before(24 * HOUR - 1))).toEqual({
      percent: 50,
      refundPaise: 50_000,
    });
    expect(refundForCancellation(100_001, start, before(6 * HOUR))).toEqual({
      percent: 50,
      refundPaise: 50_000,
    });
  });

  it('refunds nothing in the last 6 hours, and refuses once the booking has started', () => {
    expect(refundForCancellation(100_000, start, before(6 * HOUR - 1))).toEqual({
      percent: 0,
      refundPaise: 0,
    });
    expect(refundForCancellation(100_000, start, before(1))).toEqual({
      percent: 0,
      refundPaise: 0,
    });
    expect(refundForCancellation(100_000, start, start)).toBeNull();
    expect(refundForCancellation(100_000, start, before(-HOUR))).toBeNull();
  });

  it('never refunds more than was paid, and never less as the start comes closer', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99_999_999 }),
        fc.integer({ min: 1, max: 30 * 24 * HOUR }),
        fc.integer({ min: 1, max: 30 * 24 * HOUR }),
        (amount, a, b) => {
          const early = refundForCancellation(amount, start, before(Math.max(a, b)))!;
          const late = refundForCancellation(amount, start, before(Math.min(a, b)))!;
          expect(early.refundPaise).toBeLessThanOrEqual(amount);
          expect(Number.isInteger(early.refundPaise)).toBe(true);
          expect(early.refundPaise).toBeGreaterThanOrEqual(late.refundPaise);
        },
      ),
    );
  });
});

describe('rescheduleProblem', () => {
  it('allows one move up to 24 hours before the start', () => {
    expect(rescheduleProblem({ startsAt: start, reschedules: 0 }, before(24 * HOUR))).toBeNull();
    expect(rescheduleProblem({ startsAt: start, reschedules: 0 }, before(24 * HOUR - 1))).toBe(
      RESCHEDULE_TOO_LATE,
    );
    expect(rescheduleProblem({ startsAt: start, reschedules: 1 }, before(48 * HOUR))).toBe(
      RESCHEDULED_ALREADY,
    );
  });
});
