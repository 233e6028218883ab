import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_SPLIT_PLAYERS,
  MIN_SPLIT_PLAYERS,
  payersRefundParts,
  splitDeadline,
  splitHoldEnd,
  splitRequestSchema,
  splitShares,
  spreadRemovedShare,
} from './split';
import { localInstant, zonedNow } from './time';

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
  const MUMBAI = 'Asia/Kolkata';
  const NEW_YORK = 'America/New_York';
  /** The instant of `time` ('HH:MM') on `date` in `zone`. */
  const at = (date: string, time: string, zone = MUMBAI) => {
    const [h, m] = time.split(':').map(Number) as [number, number];
    return localInstant(date, h * 60 + m, zone);
  };
  const fourDaysOn = at('2026-06-05', '18:00');

  it('gives a split at 4 AM for a game four days away until 3 PM that day', () => {
    expect(splitDeadline(at('2026-06-01', '04:00'), fourDaysOn, MUMBAI)).toEqual(
      at('2026-06-01', '15:00'),
    );
  });

  it('runs the eight waking hours into the next day from the evening, stepping the calendar', () => {
    // 9 PM: an hour before 10 PM, then seven from 7 AM.
    expect(splitDeadline(at('2026-06-01', '21:00'), fourDaysOn, MUMBAI)).toEqual(
      at('2026-06-02', '14:00'),
    );
    // From 10 PM or later nothing counts until 7 AM: all eight hours are the next day's.
    for (const [date, time] of [
      ['2026-06-01', '22:00'],
      ['2026-06-01', '23:30'],
      ['2026-06-02', '00:00'],
      ['2026-06-02', '06:59'],
    ] as const)
      expect(splitDeadline(at(date, time), fourDaysOn, MUMBAI)).toEqual(at('2026-06-02', '15:00'));
    // Eight hours that end exactly at 10 PM end there, not at 7 AM the next day.
    expect(splitDeadline(at('2026-06-01', '14:00'), fourDaysOn, MUMBAI)).toEqual(
      at('2026-06-01', '22:00'),
    );
    expect(splitDeadline(at('2026-06-01', '14:01'), fourDaysOn, MUMBAI)).toEqual(
      at('2026-06-02', '07:01'),
    );
  });

  it('counts the venue’s wall clock across a daylight-saving change, never 24-hour days', () => {
    const later = at('2030-03-20', '18:00', NEW_YORK);
    // New York springs forward at 2 AM on 2030-03-10 and falls back at 2 AM on 2030-11-03.
    expect(splitDeadline(at('2030-03-09', '21:00', NEW_YORK), later, NEW_YORK)).toEqual(
      at('2030-03-10', '14:00', NEW_YORK),
    );
    expect(splitDeadline(at('2030-03-10', '01:30', NEW_YORK), later, NEW_YORK)).toEqual(
      at('2030-03-10', '15:00', NEW_YORK),
    );
    const autumn = at('2030-11-10', '18:00', NEW_YORK);
    expect(splitDeadline(at('2030-11-02', '21:00', NEW_YORK), autumn, NEW_YORK)).toEqual(
      at('2030-11-03', '14:00', NEW_YORK),
    );
  });

  it('is one hour before play when play is sooner: a game three hours away', () => {
    expect(splitDeadline(at('2026-06-01', '10:00'), at('2026-06-01', '13:00'), MUMBAI)).toEqual(
      at('2026-06-01', '12:00'),
    );
    // At night too: one hour before a 7 AM game, though no waking time is left before it.
    expect(splitDeadline(at('2026-06-01', '23:00'), at('2026-06-02', '07:00'), MUMBAI)).toEqual(
      at('2026-06-02', '06:00'),
    );
  });

  it('is not offered when fewer than 15 minutes would be left: a game 1 hour 10 minutes away', () => {
    const now = at('2026-06-01', '10:00');
    expect(splitDeadline(now, at('2026-06-01', '11:10'), MUMBAI)).toBeNull();
    expect(splitDeadline(now, at('2026-06-01', '11:14'), MUMBAI)).toBeNull();
    expect(splitDeadline(now, at('2026-06-01', '11:15'), MUMBAI)).toEqual(
      at('2026-06-01', '10:15'),
    );
    expect(splitDeadline(now, now, MUMBAI)).toBeNull();
    expect(splitDeadline(new Date(NaN), fourDaysOn, MUMBAI)).toBeNull();
  });

  const MINUTE = 60_000;
  /** Waking minutes (07:00 to 22:00 on the zone's clock) from `from` up to `to`, one by one. */
  const wakingMinutes = (from: Date, to: Date, zone: string) => {
    let count = 0;
    for (let t = from.getTime(); t < to.getTime(); t += MINUTE)
      if (isWaking(new Date(t), zone)) count += 1;
    return count;
  };
  const isWaking = (instant: Date, zone: string) => {
    const { minutes } = zonedNow(instant, zone);
    return minutes >= 7 * 60 && minutes < 22 * 60;
  };

  it('is 1 h before play or leaves exactly 8 waking hours, never later than 1 h before play, and at least 15 minutes away', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(MUMBAI, NEW_YORK, 'Europe/London'),
        // Whole minutes from 2026 into 2031, across every season's clock changes.
        fc.integer({ min: 29_453_760, max: 32_083_200 }),
        fc.integer({ min: 0, max: 6 * 24 * 60 }),
        (zone, nowMinute, minutesToPlay) => {
          const now = new Date(nowMinute * MINUTE);
          const play = new Date(now.getTime() + minutesToPlay * MINUTE);
          const deadline = splitDeadline(now, play, zone);
          const beforePlay = play.getTime() - 3_600_000;
          if (!deadline) {
            // Eight waking hours take eight hours at least: only play itself can make it too soon.
            expect(beforePlay - now.getTime()).toBeLessThan(15 * MINUTE);
            return;
          }
          expect(deadline.getTime()).toBeLessThanOrEqual(beforePlay);
          expect(deadline.getTime() - now.getTime()).toBeGreaterThanOrEqual(15 * MINUTE);
          expect(splitHoldEnd(deadline).getTime()).toBeLessThan(play.getTime());
          const waking = wakingMinutes(now, deadline, zone);
          if (deadline.getTime() === beforePlay) {
            expect(waking).toBeLessThanOrEqual(8 * 60);
          } else {
            // Exactly eight waking hours, and the last minute before the deadline is one of them:
            // the deadline is the first moment they are complete.
            expect(waking).toBe(8 * 60);
            expect(isWaking(new Date(deadline.getTime() - MINUTE), zone)).toBe(true);
          }
        },
      ),
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

describe('payersRefundParts', () => {
  it('divides a policy refund among the payers in proportion, exact to the paisa', () => {
    // ₹1,000 in three shares, half refunded: the odd paisa to the largest remainder, first on a tie.
    expect(payersRefundParts(50_000, [33_334, 33_333, 33_333])).toEqual([16_667, 16_667, 16_666]);
    expect(payersRefundParts(100_000, [33_334, 66_666])).toEqual([33_334, 66_666]);
    expect(payersRefundParts(0, [500, 500])).toEqual([0, 0]);
  });

  it('adds up to the refund, keeps each part within what its payer paid, and is deterministic', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 5_000_000 }), { minLength: 1, maxLength: 22 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (paid, fraction) => {
          const price = paid.reduce((sum, amount) => sum + amount, 0);
          const refund = Math.floor(price * fraction);
          const parts = payersRefundParts(refund, paid);
          expect(parts.reduce((sum, part) => sum + part, 0)).toBe(refund);
          parts.forEach((part, index) => {
            expect(Number.isInteger(part)).toBe(true);
            expect(part).toBeGreaterThanOrEqual(0);
            expect(part).toBeLessThanOrEqual(paid[index]!);
          });
          expect(payersRefundParts(refund, paid)).toEqual(parts);
        },
      ),
    );
  });
});
