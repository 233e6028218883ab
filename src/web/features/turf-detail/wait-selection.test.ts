import { describe, expect, it } from 'vitest';
import { pickWaitRange } from './wait-selection';

const day = '2030-05-10';
const taken = [
  { date: day, start: 1080, end: 1140 },
  { date: day, start: 1140, end: 1200 },
  { date: day, start: 1260, end: 1290 },
];

describe('the Booked time a player waits for', () => {
  it('is the half-hour picked, stretched by a later Booked one over Booked time only', () => {
    const first = pickWaitRange(null, { date: day, minutes: 1080 }, taken);
    expect(first).toEqual({ date: day, start: 1080, end: 1110 });
    expect(pickWaitRange(first, { date: day, minutes: 1170 }, taken)).toEqual({
      date: day,
      start: 1080,
      end: 1200,
    });
    // 8:00 PM is free: picking 9 PM starts again there.
    expect(pickWaitRange(first, { date: day, minutes: 1260 }, taken)).toEqual({
      date: day,
      start: 1260,
      end: 1290,
    });
    // An earlier half-hour, or another day, starts again.
    expect(pickWaitRange(first, { date: day, minutes: 1080 }, taken).end).toBe(1110);
    expect(pickWaitRange(first, { date: '2030-05-11', minutes: 1170 }, taken).start).toBe(1170);
  });
});
