import { parseTimeLabel, type TimeRange } from './slots';

// A player's own unpaid holds as their grid shows them (docs/decisions/025): the public answer
// calls every taken slot Booked; the slots the player holds themselves are theirs to resume or
// release, and are no obstacle to a new pick of theirs (Pay Now gives them up, decision 012).

interface SlotText {
  /** 'YYYY-MM-DD' */
  date: string;
  startTime: string;
  endTime: string;
}

/** The held slots as ranges; unreadable ones are skipped. */
export function heldRanges(slots: readonly SlotText[]): TimeRange[] {
  const ranges: TimeRange[] = [];
  for (const slot of slots) {
    const start = parseTimeLabel(slot.startTime);
    const end = parseTimeLabel(slot.endTime);
    if (start !== null && end !== null) ranges.push({ date: slot.date, start, end });
  }
  return ranges;
}

const sameRange = (slot: SlotText, range: TimeRange) =>
  slot.date === range.date &&
  parseTimeLabel(slot.startTime) === range.start &&
  parseTimeLabel(slot.endTime) === range.end;

/**
 * The taken slots that are someone else's: all but the player's own holds. Slots that take their
 * time never overlap, so a taken slot is the player's hold exactly when it has the same range.
 */
export function othersSlots<T extends SlotText>(
  taken: readonly T[],
  own: readonly TimeRange[],
): T[] {
  if (own.length === 0) return [...taken];
  return taken.filter((slot) => !own.some((range) => sameRange(slot, range)));
}

/** Whole seconds as 'm:ss' (494 → '8:14'); nothing below zero. */
export function countdownText(seconds: number): string {
  const left = Math.max(0, Math.floor(seconds));
  return `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
}
