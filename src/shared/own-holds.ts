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
 * The taken slots that are someone else's: all but the player's own holds. On one court slots
 * never overlap, but two courts may be taken at the same time (docs/decisions/029): each hold
 * takes away one taken slot of its range, no more.
 */
export function othersSlots<T extends SlotText>(
  taken: readonly T[],
  own: readonly TimeRange[],
): T[] {
  if (own.length === 0) return [...taken];
  const left = [...own];
  return taken.filter((slot) => {
    const mine = left.findIndex((range) => sameRange(slot, range));
    if (mine < 0) return true;
    left.splice(mine, 1);
    return false;
  });
}

/** Whole seconds as 'm:ss' (494 → '8:14'); nothing below zero. */
export function countdownText(seconds: number): string {
  const left = Math.max(0, Math.floor(seconds));
  return `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
}
