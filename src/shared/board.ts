import { shareGround, type Court } from './courts';
import type { DayHours } from './opening-hours';
import { SLOT_MINUTES, timeLabel } from './slots';

// Today's board (docs/decisions/066): every court of every listing a person works at, on one
// screen. What is free next on a court is worked out here, from its hours and what stands on its
// ground, so the server's answer and its tests read the same rule.

/** How many free stretches the board names per court. */
export const BOARD_FREE_RUNS = 3;

export interface FreeRun {
  start: number;
  end: number;
  startTime: string;
  endTime: string;
}

interface Taken {
  start: number;
  end: number;
  /** The courts it stands on (a venue block: each plain court). */
  courtIds: readonly string[];
}

/**
 * Whether something standing on `courtIds` stands on the court's ground: a booking of the whole
 * pitch on each half, a half's on the whole pitch (a retired court's only on itself).
 */
export function standsOn(
  courtIds: readonly string[],
  court: Court,
  courts: readonly Court[],
): boolean {
  return courtIds.some((id) => {
    const on = courts.find((listed) => listed.id === id);
    return on ? shareGround(on, court) : id === court.id;
  });
}

/** The first slot at or after `minutes` (slots start every SLOT_MINUTES). */
function slotAtOrAfter(minutes: number): number {
  return Math.ceil(minutes / SLOT_MINUTES) * SLOT_MINUTES;
}

/**
 * The next free stretches of `court` within `hours` from `fromMinute` (the day's start for a
 * future day, the minute now for today): whole slots on which nothing standing on the court's
 * ground (a booking, a hold or a block of it, of a court sharing its ground) lies, consecutive
 * free slots joined into one stretch, at most `limit` of them.
 */
export function nextFreeRuns(
  court: Court,
  courts: readonly Court[],
  hours: DayHours | null,
  taken: readonly Taken[],
  fromMinute: number,
  limit = BOARD_FREE_RUNS,
): FreeRun[] {
  if (!hours) return [];
  const onGround = taken.filter((entry) => standsOn(entry.courtIds, court, courts));
  const runs: FreeRun[] = [];
  let runStart: number | null = null;
  const close = (end: number) => {
    if (runStart === null) return;
    runs.push({ start: runStart, end, startTime: timeLabel(runStart), endTime: timeLabel(end) });
    runStart = null;
  };
  let slot = Math.max(slotAtOrAfter(hours.open), slotAtOrAfter(fromMinute));
  for (; slot < hours.close && runs.length < limit; slot += SLOT_MINUTES) {
    // The day's last slot ends at its close (11:30 PM to 11:59 PM).
    const end = Math.min(slot + SLOT_MINUTES, hours.close);
    const busy = onGround.some((entry) => entry.start < end && slot < entry.end);
    if (busy) close(slot);
    else runStart ??= slot;
  }
  if (runs.length < limit) close(Math.min(slot, hours.close));
  return runs;
}
