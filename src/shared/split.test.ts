import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_SPLIT_PLAYERS,
  MIN_SPLIT_PLAYERS,
  splitDeadline,
  splitHoldEnd,
  splitRequestSchema,
  splitShares,
  spreadRemovedShare,
} from './split';

const sum = (amounts: readonly number[]) => amounts.reduce((total, amount) => total + amount, 0);

describe('splitShares', () => {
  it('gives the odd paise to the first shares, the booker’s first', () => {
    expect(splitShares(120_000, 10)).toEqual(Array(10).fill(12_000));
    expect(splitShares(100_001, 3)).toEqual([33_334, 33_334, 33_333]);
    expect(splitShares(100, 22).slice(0, 3)).toEqual([5, 5, 5]);
  });

  it('refuses fewer than 2 or more than 22 players, or less than a paisa each', () => {
    expect(() => splitShares(100_000, 1)).toThrow(RangeError);
    expect(() => splitShares(100_000, 23)).toThrow(RangeError);
    expect(() => splitShares(5, 6)).toThrow(RangeError);
  });

  it('always adds up to the price, shares within one paisa, the larger ones first', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: MIN_SPLIT_PLAYERS, max: MAX_SPLIT_PLAYERS }),
        fc.integer({ min: 22, max: 99_999_999 }),
        (players, price) => {
          const shares = splitShares(price, players);
          expect(shares).toHaveLength(players);
          expect(sum(shares)).toBe(price);
          expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
          expect([...shares].sort((a, b) => b - a)).toEqual(shares);
        },
      ),
    );
  });
});

describe('spreadRemovedShare', () => {
  it('hands a removed share to the other unpaid shares, keeping the total', () => {
    expect(spreadRemovedShare(300, [300, 300])).toEqual([450, 450]);
    expect(spreadRemovedShare(301, [300])).toEqual([601]);
    expect(() => spreadRemovedShare(300, [])).toThrow(RangeError);
  });

  it('keeps every split adding up to its price through any removals', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 22 }),
        fc.integer({ min: 1_000, max: 10_000_000 }),
        fc.array(fc.nat(), { maxLength: 25 }),
        (players, price, picks) => {
          let live = splitShares(price, players);
          for (const pick of picks) {
            if (live.length < 2) break;
            const index = pick % live.length;
            const rest = live.filter((_, i) => i !== index);
            live = spreadRemovedShare(live[index]!, rest);
            expect(sum(live)).toBe(price);
            expect(live.every((amount) => amount > 0)).toBe(true);
          }
        },
      ),
    );
  });
});

describe('splitDeadline', () => {
  const startedAt = new Date('2026-06-01T06:00:00Z');
  const hours = (h: number) => new Date(startedAt.getTime() + h * 3_600_000);

  it('is two hours after the start when play is far off', () => {
    expect(splitDeadline(startedAt, hours(30))).toEqual(hours(2));
  });

  it('is one hour before play when play is sooner', () => {
    expect(splitDeadline(startedAt, hours(2.5))).toEqual(hours(1.5));
  });

  it('is not offered when fewer than 15 minutes would be left', () => {
    expect(splitDeadline(startedAt, hours(1.2))).toBeNull();
    expect(splitDeadline(startedAt, hours(1.25))).toEqual(hours(0.25));
  });

  it('never lies after the start plus two hours nor after one hour before play', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 14 * 24 * 60 }), (minutesToPlay) => {
        const play = new Date(startedAt.getTime() + minutesToPlay * 60_000);
        const deadline = splitDeadline(startedAt, play);
        if (!deadline) return;
        expect(deadline.getTime()).toBeLessThanOrEqual(hours(2).getTime());
        expect(deadline.getTime()).toBeLessThanOrEqual(play.getTime() - 3_600_000);
        expect(splitHoldEnd(deadline).getTime()).toBeLessThan(play.getTime());
      }),
    );
  });
});

describe('splitRequestSchema', () => {
  it('takes 2 to 22 whole players', () => {
    expect(splitRequestSchema.safeParse({ players: 2 }).success).toBe(true);
    expect(splitRequestSchema.safeParse({ players: 22 }).success).toBe(true);
    for (const players of [1, 23, 2.5, '4'])
      expect(splitRequestSchema.safeParse({ players }).success).toBe(false);
  });
});
