import {
  DEFAULT_DAY_HOURS,
  WEEKDAY_NAMES,
  weekHoursProblem,
  type DayHours,
  type WeekHours,
} from '../../../shared/opening-hours';
import { END_OF_DAY, FIRST_SLOT, SLOT_TIMES } from '../../../shared/slots';

// The opening-hours editor's form: each weekday open or closed, with its times kept while it is
// closed (unticking and ticking "Open" again gives the day its times back).

export interface DayDraft {
  open: boolean;
  opensAt: number;
  closesAt: number;
}

/** Times a day may open at: 6:00 AM … 11:30 PM on the half hour. */
export const OPENING_TIMES: readonly number[] = SLOT_TIMES;
/** Times a day may close at: 6:30 AM … 11:30 PM on the half hour, and 11:59 PM. */
export const CLOSING_TIMES: readonly number[] = [
  ...SLOT_TIMES.filter((minutes) => minutes > FIRST_SLOT),
  END_OF_DAY,
];

export function draftOf(week: WeekHours): DayDraft[] {
  return WEEKDAY_NAMES.map((_, index) => {
    const hours = week[index] ?? null;
    const shown = hours ?? DEFAULT_DAY_HOURS;
    return { open: !!hours, opensAt: shown.open, closesAt: shown.close };
  });
}

export function weekOf(draft: readonly DayDraft[]): (DayHours | null)[] {
  return draft.map((day) => (day.open ? { open: day.opensAt, close: day.closesAt } : null));
}

/** The week to send, or why it cannot be sent (the shared rule the server applies too). */
export function checkDraft(
  draft: readonly DayDraft[],
): { week: (DayHours | null)[]; problem: null } | { week: null; problem: string } {
  const week = weekOf(draft);
  const problem = weekHoursProblem(week);
  return problem ? { week: null, problem } : { week, problem: null };
}
