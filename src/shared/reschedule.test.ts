import { describe, expect, it } from 'vitest';
import { RESCHEDULE_MESSAGES, rescheduleTargetProblem } from './reschedule';
import { SLOT_REQUEST_MESSAGES } from './slot-request';

const now = { date: '2030-05-10', minutes: 10 * 60 };
const current = { date: '2030-05-12', start: 18 * 60, end: 19 * 60 + 30 };

describe('rescheduleTargetProblem', () => {
  it('accepts another free-looking time of the same length on the grid', () => {
    expect(
      rescheduleTargetProblem(
        current,
        { date: '2030-05-13', start: 7 * 60, end: 8 * 60 + 30 },
        now,
      ),
    ).toBeNull();
    expect(
      rescheduleTargetProblem(current, { ...current, start: 19 * 60, end: 20 * 60 + 30 }, now),
    ).toBeNull();
  });

  it('refuses another length, the same time, the past and beyond the grid', () => {
    expect(rescheduleTargetProblem(current, { ...current, end: 20 * 60 }, now)).toBe(
      RESCHEDULE_MESSAGES.sameLength(90),
    );
    expect(RESCHEDULE_MESSAGES.sameLength(90)).toContain('(1 h 30 min)');
    expect(rescheduleTargetProblem(current, current, now)).toBe(RESCHEDULE_MESSAGES.sameTime);
    expect(
      rescheduleTargetProblem(
        current,
        { date: '2030-05-10', start: 9 * 60, end: 10 * 60 + 30 },
        now,
      ),
    ).toBe(SLOT_REQUEST_MESSAGES.started);
    expect(
      rescheduleTargetProblem(
        current,
        { date: '2030-05-17', start: 9 * 60, end: 10 * 60 + 30 },
        now,
      ),
    ).toBe(SLOT_REQUEST_MESSAGES.beyondGrid);
  });
});
