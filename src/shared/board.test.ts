import { describe, expect, it } from 'vitest';
import { nextFreeRuns, standsOn } from './board';
import type { Court } from './courts';

// The board's next free times (docs/decisions/066): whole slots from now within the court's hours
// on which nothing on its ground stands, joined into stretches.

const court = (id: string, parts: string[] = []): Court => ({ id, name: id, sports: [], parts });
const halfA = court('a');
const halfB = court('b');
const whole = court('w', ['a', 'b']);
const courts = [halfA, halfB, whole];
const hours = { open: 6 * 60, close: 23 * 60 + 59 };
const runs = (found: ReturnType<typeof nextFreeRuns>) =>
  found.map((run) => `${run.startTime}-${run.endTime}`);

describe('next free times', () => {
  it('starts at the next whole slot from now and stops at what is taken', () => {
    const taken = [{ start: 11 * 60, end: 12 * 60, courtIds: ['a'] }];
    expect(runs(nextFreeRuns(halfA, courts, hours, taken, 10 * 60 + 10))).toEqual([
      '10:30 AM-11:00 AM',
      '12:00 PM-11:59 PM',
    ]);
  });

  it("counts a half's booking on the whole pitch and the whole pitch's on each half", () => {
    const taken = [
      { start: 7 * 60, end: 8 * 60, courtIds: ['a'] },
      { start: 9 * 60, end: 10 * 60, courtIds: ['w'] },
    ];
    expect(runs(nextFreeRuns(whole, courts, hours, taken, 0))).toEqual([
      '6:00 AM-7:00 AM',
      '8:00 AM-9:00 AM',
      '10:00 AM-11:59 PM',
    ]);
    expect(runs(nextFreeRuns(halfB, courts, hours, taken, 0))).toEqual([
      '6:00 AM-9:00 AM',
      '10:00 AM-11:59 PM',
    ]);
  });

  it('names at most three stretches, none on a closed day or after the close', () => {
    const taken = [7, 9, 11, 13].map((hour) => ({
      start: hour * 60,
      end: hour * 60 + 30,
      courtIds: ['a'],
    }));
    expect(nextFreeRuns(halfA, courts, hours, taken, 0)).toHaveLength(3);
    expect(nextFreeRuns(halfA, courts, null, [], 0)).toEqual([]);
    expect(nextFreeRuns(halfA, courts, { open: 360, close: 600 }, [], 600)).toEqual([]);
  });

  it("keeps a retired court's entry on that court alone", () => {
    expect(standsOn(['gone'], halfA, courts)).toBe(false);
    expect(standsOn(['a', 'b'], whole, courts)).toBe(true);
    expect(standsOn(['b'], halfA, courts)).toBe(false);
  });
});
