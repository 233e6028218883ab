import type { SlotRef } from '../../../shared/slot-selection';
import { SLOT_MINUTES, type TimeRange } from '../../../shared/slots';

// The Booked time a player picks to wait for (docs/decisions/033): a Booked half-hour, and a
// second Booked half-hour later the same day stretches it when every half-hour between is
// Booked too; anything else starts again from the half-hour picked.

function isTaken(date: string, minutes: number, taken: readonly TimeRange[]) {
  return taken.some(
    (range) => range.date === date && range.start <= minutes && minutes < range.end,
  );
}

export function pickWaitRange(
  current: TimeRange | null,
  slot: SlotRef,
  taken: readonly TimeRange[],
): TimeRange {
  const single = { date: slot.date, start: slot.minutes, end: slot.minutes + SLOT_MINUTES };
  if (!current || current.date !== slot.date || slot.minutes < current.end) return single;
  for (let minutes = current.end; minutes < slot.minutes; minutes += SLOT_MINUTES)
    if (!isTaken(slot.date, minutes, taken)) return single;
  return { ...current, end: slot.minutes + SLOT_MINUTES };
}
