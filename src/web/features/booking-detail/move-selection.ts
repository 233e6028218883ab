import type { WeekHours } from '../../../shared/opening-hours';
import { rescheduleTargetProblem } from '../../../shared/reschedule';
import {
  checkBookingSelection,
  selectedRange,
  type Selection,
} from '../../../shared/slot-selection';
import { parseTimeLabel, type LocalMoment, type TimeRange } from '../../../shared/slots';

// Picking a new time for a booking on the 7-day grid: the grid's click rules, then the
// reschedule rules (same length, not started, within the grid), checked before anything is sent.

/** A booking's date and times as a range of minutes, or null when its labels are unreadable. */
export function bookingRange(booking: {
  date: string;
  startTime: string;
  endTime: string;
}): TimeRange | null {
  const start = parseTimeLabel(booking.startTime);
  const end = parseTimeLabel(booking.endTime);
  return start === null || end === null ? null : { date: booking.date, start, end };
}

/**
 * The turf's taken ranges without the booking being moved (once): its own time is no obstacle,
 * so the new time may overlap it.
 */
export function takenByOthers<T extends TimeRange>(taken: readonly T[], own: TimeRange): T[] {
  const index = taken.findIndex(
    (range) => range.date === own.date && range.start === own.start && range.end === own.end,
  );
  return index < 0 ? [...taken] : [...taken.slice(0, index), ...taken.slice(index + 1)];
}

export { selectedRange };

/**
 * Why the booking cannot move to the selection (the first problem), or null when it may. The new
 * time must lie within the turf's opening hours (null: the default hours), like any booking.
 */
export function moveProblem(
  selection: Selection,
  current: TimeRange,
  takenByOthersRanges: readonly TimeRange[],
  now: LocalMoment,
  openingHours: WeekHours | null = null,
  /** Where it may go: a reschedule's rule, or a rained-out booking's (docs/decisions/041). */
  targetProblem: (
    current: TimeRange,
    target: TimeRange,
    now: LocalMoment,
  ) => string | null = rescheduleTargetProblem,
): string | null {
  const basic = checkBookingSelection(selection, {
    loggedIn: true,
    taken: takenByOthersRanges,
    openingHours,
  });
  if (basic) return basic;
  return targetProblem(current, selectedRange(selection)!, now);
}
