import { describe, expect, it } from 'vitest';
import { DEFAULT_WEEK_HOURS } from '../../../shared/opening-hours';
import { CLOSING_TIMES, OPENING_TIMES, checkDraft, draftOf, weekOf } from './opening-hours-draft';

describe('the opening-hours form', () => {
  it('offers opening times 6:00 AM … 11:30 PM and closing times 6:30 AM … 11:59 PM', () => {
    expect([OPENING_TIMES[0], OPENING_TIMES.at(-1), OPENING_TIMES.length]).toEqual([360, 1410, 36]);
    expect([CLOSING_TIMES[0], CLOSING_TIMES.at(-2), CLOSING_TIMES.at(-1)]).toEqual([
      390, 1410, 1439,
    ]);
  });

  it('round-trips a week, a closed day keeping default times to reopen with', () => {
    const week = DEFAULT_WEEK_HOURS.map((day, index) =>
      index === 0 ? null : index === 1 ? { open: 960, close: 1320 } : day,
    );
    const draft = draftOf(week);
    expect(draft[0]).toEqual({ open: false, opensAt: 360, closesAt: 1439 });
    expect(draft[1]).toEqual({ open: true, opensAt: 960, closesAt: 1320 });
    expect(weekOf(draft)).toEqual(week);
  });

  it('refuses a day that closes before it opens, with the shared message', () => {
    const draft = draftOf(DEFAULT_WEEK_HOURS);
    draft[1] = { open: true, opensAt: 1320, closesAt: 960 };
    expect(checkDraft(draft)).toEqual({
      week: null,
      problem: 'Monday: the closing time must be after the opening time.',
    });
    expect(checkDraft(draftOf(DEFAULT_WEEK_HOURS)).problem).toBeNull();
  });
});
