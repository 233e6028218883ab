import { describe, expect, it } from 'vitest';
import {
  atLeast,
  atMost,
  latencyRatio,
  median,
  medianOfRuns,
  pairedVerdict,
  percentile,
  ratio,
  summarizePaired,
  verdict,
} from './stats';

describe('median of runs', () => {
  it('takes the middle of an odd count and the mean of the middle two of an even one', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
  });

  it('skips runs that measured nothing, and is NaN when none did', () => {
    expect(median([Number.NaN, 5, 1])).toBe(3);
    expect(median([])).toBeNaN();
    expect(median([Number.NaN])).toBeNaN();
  });

  it('takes each field of a throughput on its own', () => {
    expect(
      medianOfRuns([
        { rps: 100, p50: 9, p99: 30 },
        { rps: 300, p50: 3, p99: 10 },
        { rps: 200, p50: 5, p99: 50 },
      ]),
    ).toEqual({ rps: 200, p50: 5, p99: 30 });
  });
});

describe('percentile', () => {
  it('answers the nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(values, 0.5)).toBe(50);
    expect(percentile(values, 0.99)).toBe(99);
    expect(percentile(values, 1)).toBe(100);
    expect(percentile([4], 0.99)).toBe(4);
    expect(percentile([], 0.5)).toBeNaN();
  });
});

describe('ratios', () => {
  it('divides by the reference, and means nothing without one', () => {
    expect(ratio(700, 1000)).toBeCloseTo(0.7);
    expect(ratio(5, 0)).toBeNaN();
    expect(ratio(Number.NaN, 3)).toBeNaN();
  });

  it('floors latencies at the timer resolution before dividing', () => {
    expect(latencyRatio(4, 0)).toBe(4);
    expect(latencyRatio(0, 0)).toBe(1);
    expect(latencyRatio(10, 4)).toBe(2.5);
  });

  it("pairs each round with its own reference and takes the median of the rounds' ratios", () => {
    const summary = summarizePaired([
      { app: { rps: 700, p50: 5, p99: 20 }, reference: { rps: 1000, p50: 2, p99: 10 } },
      { app: { rps: 400, p50: 5, p99: 20 }, reference: { rps: 500, p50: 2, p99: 5 } },
      { app: { rps: 900, p50: 5, p99: 30 }, reference: { rps: 1000, p50: 2, p99: 10 } },
    ]);
    expect(summary.ratio).toBeCloseTo(0.8);
    expect(summary.p99Ratio).toBe(3);
    expect(summary.app.rps).toBe(700);
    expect(summary.reference.rps).toBe(1000);
    expect(summary.rounds).toHaveLength(3);
  });
});

describe('verdicts', () => {
  it('compares with the limit, inclusive, and leaves the unmeasured open', () => {
    expect(atLeast(0.7, 0.7)).toBe(true);
    expect(atLeast(0.69, 0.7)).toBe(false);
    expect(atMost(2, 2)).toBe(true);
    expect(atMost(2.01, 2)).toBe(false);
    expect(atLeast(Number.NaN, 1)).toBeNull();
    expect(atMost(null, 1)).toBeNull();
  });

  it("is 'no' when any check fails, 'n-a' when one is unmeasured, else 'yes'", () => {
    expect(verdict(true, true)).toBe('yes');
    expect(verdict(true, false)).toBe('no');
    expect(verdict(null, false)).toBe('no');
    expect(verdict(true, null)).toBe('n-a');
    expect(verdict()).toBe('n-a');
  });

  it('needs both the throughput ratio and the p99 ratio for a throughput row', () => {
    const target = { minRatio: 0.7, maxP99Ratio: 2 };
    expect(pairedVerdict({ ratio: 0.75, p99Ratio: 1.5 }, target)).toBe('yes');
    expect(pairedVerdict({ ratio: 0.75, p99Ratio: 2.5 }, target)).toBe('no');
    expect(pairedVerdict({ ratio: 0.5, p99Ratio: 1 }, target)).toBe('no');
    expect(pairedVerdict({ ratio: Number.NaN, p99Ratio: 1 }, target)).toBe('n-a');
  });
});
