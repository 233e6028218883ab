import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NEW_PLAYER_BELOW,
  isLateCancellation,
  meetsReliabilityMinimum,
  reliability,
  reliabilityLabel,
  type PlayerRecordCounts,
} from './player-record';

const record = (counts: Partial<PlayerRecordCounts>): PlayerRecordCounts => ({
  played: 0,
  lateCancellations: 0,
  noShows: 0,
  unpaidShares: 0,
  ...counts,
});
const counts = fc.record({
  played: fc.nat(500),
  lateCancellations: fc.nat(500),
  noShows: fc.nat(500),
  unpaidShares: fc.nat(500),
});

describe('reliability', () => {
  it('shows a player with fewer than three counted bookings as new, not as 0 or 100', () => {
    expect(reliability(record({}))).toEqual({ kind: 'new', counted: 0 });
    expect(reliability(record({ noShows: 2 }))).toEqual({ kind: 'new', counted: 2 });
    expect(reliabilityLabel(reliability(record({ played: 2 })))).toBe('New player');
  });

  it('is the share played, rounded down, so 100 means never a miss', () => {
    expect(reliability(record({ played: 3 }))).toEqual({ kind: 'rated', percent: 100 });
    expect(reliability(record({ played: 199, noShows: 1 }))).toEqual({
      kind: 'rated',
      percent: 99,
    });
    expect(reliability(record({ played: 2, lateCancellations: 1 }))).toEqual({
      kind: 'rated',
      percent: 66,
    });
    expect(reliability(record({ played: 1, unpaidShares: 1, noShows: 1 }))).toEqual({
      kind: 'rated',
      percent: 33,
    });
    expect(reliabilityLabel({ kind: 'rated', percent: 92 })).toBe('92% reliable');
  });

  it('stays a whole number from 0 to 100; 100 only with no miss', () => {
    fc.assert(
      fc.property(counts, (each) => {
        const figure = reliability(each);
        if (figure.kind === 'new') return;
        expect(Number.isInteger(figure.percent)).toBe(true);
        expect(figure.percent).toBeGreaterThanOrEqual(0);
        expect(figure.percent).toBeLessThanOrEqual(100);
        const misses = each.lateCancellations + each.noShows + each.unpaidShares;
        expect(figure.percent === 100).toBe(misses === 0);
      }),
    );
  });

  it('never drops for a game played, never rises for a miss', () => {
    const percent = (each: PlayerRecordCounts) => {
      const figure = reliability(each);
      return figure.kind === 'rated' ? figure.percent : null;
    };
    fc.assert(
      fc.property(
        counts.filter((each) => reliability(each).kind === 'rated'),
        fc.constantFrom('lateCancellations', 'noShows', 'unpaidShares' as const),
        (each, miss) => {
          expect(percent({ ...each, played: each.played + 1 })!).toBeGreaterThanOrEqual(
            percent(each)!,
          );
          expect(percent({ ...each, [miss]: each[miss] + 1 })!).toBeLessThanOrEqual(percent(each)!);
        },
      ),
    );
  });

  it('rates everyone from NEW_PLAYER_BELOW counted bookings on', () => {
    fc.assert(
      fc.property(counts, (each) => {
        const counted = each.played + each.lateCancellations + each.noShows + each.unpaidShares;
        expect(reliability(each).kind).toBe(counted < NEW_PLAYER_BELOW ? 'new' : 'rated');
      }),
    );
  });
});

describe('meetsReliabilityMinimum', () => {
  it('admits a rated player at or above the minimum, and a new one unless refused', () => {
    expect(meetsReliabilityMinimum({ kind: 'rated', percent: 80 }, 80)).toBe(true);
    expect(meetsReliabilityMinimum({ kind: 'rated', percent: 79 }, 80)).toBe(false);
    expect(meetsReliabilityMinimum({ kind: 'new', counted: 0 }, 80)).toBe(true);
    expect(
      meetsReliabilityMinimum({ kind: 'new', counted: 0 }, 80, { newPlayersWelcome: false }),
    ).toBe(false);
  });
});

describe('isLateCancellation', () => {
  const start = new Date('2030-05-12T12:30:00Z');
  it('counts a cancel less than 24 hours before the start, as the refund rule does', () => {
    expect(isLateCancellation(new Date(start.getTime() - 24 * 3_600_000), start)).toBe(false);
    expect(isLateCancellation(new Date(start.getTime() - 24 * 3_600_000 + 1), start)).toBe(true);
  });
});
