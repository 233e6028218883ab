import { describe, expect, it } from 'vitest';
import { monthDates, registerMonth } from './register-month';

describe('registerMonth', () => {
  const now = new Date('2026-03-31T19:00:00Z'); // 1 April 2026, 00:30 in India
  it('is this month in the venue zone when none is asked', () => {
    expect(registerMonth(undefined, now, 'Asia/Kolkata')).toBe('2026-04');
    expect(registerMonth('', now, 'UTC')).toBe('2026-03');
  });

  it('accepts YYYY-MM and refuses anything else', () => {
    expect(registerMonth('2026-11', now, 'UTC')).toBe('2026-11');
    for (const bad of ['2026-13', '2026-1', '26-11', '2026-11-01', 'x'])
      expect(registerMonth(bad, now, 'UTC')).toBeNull();
  });

  it('runs from the first of the month to the first of the next', () => {
    expect(monthDates('2026-12')).toEqual({ first: '2026-12-01', next: '2027-01-01' });
    expect(monthDates('2027-02')).toEqual({ first: '2027-02-01', next: '2027-03-01' });
  });
});
