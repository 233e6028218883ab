import { slotRequestProblem } from './slot-request';
import type { LocalMoment, TimeRange } from './slots';

// Where a booking may move: another time of the same turf, of the same length, that a
// new booking could take (on the 7-day grid, not started). Whether it is free is the database's
// answer. When it may move at all is the policy's (cancellation-policy.ts).

function lengthText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** A move costs what the new time costs (docs/decisions/053): said where a move is picked. */
export const MOVE_KEEPS_PRICE =
  'A move costs what the new time costs: a dearer time asks you to pay the difference first, and a cheaper one gives the difference back.';

export const RESCHEDULE_MESSAGES = {
  sameTime: 'This booking is already at that time. Please pick a different time.',
  sameLength: (minutes: number) =>
    `Please pick a new time of the same length as the booking (${lengthText(minutes)}).`,
} as const;

/** Why `current` cannot move to `target`, or null when it can (if the slot is free). */
export function rescheduleTargetProblem(
  current: TimeRange,
  target: TimeRange,
  now: LocalMoment,
): string | null {
  const problem = slotRequestProblem({ kind: 'booking', ranges: [target] }, now);
  if (problem) return problem;
  const length = current.end - current.start;
  if (target.end - target.start !== length) return RESCHEDULE_MESSAGES.sameLength(length);
  if (target.date === current.date && target.start === current.start)
    return RESCHEDULE_MESSAGES.sameTime;
  return null;
}
