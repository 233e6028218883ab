import { describe, expect, it } from 'vitest';
import { countdownText, heldRanges, othersSlots } from './own-holds';

const slot = (date: string, startTime: string, endTime: string) => ({ date, startTime, endTime });

describe('heldRanges', () => {
  it('reads the held slots as minutes of the day, skipping unreadable ones', () => {
    expect(
      heldRanges([
        slot('2030-05-11', '6:00 PM', '7:30 PM'),
        slot('2030-05-11', 'soon', '7:30 PM'),
        slot('2030-05-12', '10:00 PM', '11:59 PM'),
      ]),
    ).toEqual([
      { date: '2030-05-11', start: 1080, end: 1170 },
      { date: '2030-05-12', start: 1320, end: 1439 },
    ]);
  });
});

describe('othersSlots', () => {
  it("leaves out exactly the player's own holds, and keeps everyone else's slots", () => {
    const mine = slot('2030-05-11', '6:00 PM', '7:00 PM');
    const sameTimeOtherDay = slot('2030-05-12', '6:00 PM', '7:00 PM');
    const nextToIt = slot('2030-05-11', '7:00 PM', '8:00 PM');
    const taken = [mine, sameTimeOtherDay, nextToIt];
    const own = heldRanges([mine]);
    expect(othersSlots(taken, own)).toEqual([sameTimeOtherDay, nextToIt]);
    expect(othersSlots(taken, [])).toEqual(taken);
  });
});

describe('countdownText', () => {
  it('says minutes and two-digit seconds, never below zero', () => {
    expect(countdownText(494)).toBe('8:14');
    expect(countdownText(600)).toBe('10:00');
    expect(countdownText(9.9)).toBe('0:09');
    expect(countdownText(-3)).toBe('0:00');
  });
});
