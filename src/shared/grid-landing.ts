import { cellState, EMPTY_SELECTION, type GridFacts, type SlotRef } from './slot-selection';
import { SLOT_TIMES } from './slots';

// Where a turf's grid opens (docs/decisions/067): at the time the player came for (their booking
// being moved, a range brought along, the time a search found), else at the first time still
// free after now, on whichever of the seven days it falls: not at 6 AM, nor at an evening's
// booked hour.

/** The first half-hour a player could start at, day by day from today; null: none all week. */
export function firstFreeSlot(
  days: readonly string[],
  facts: Omit<GridFacts, 'selection'>,
): SlotRef | null {
  const free = { ...facts, selection: EMPTY_SELECTION };
  for (const date of days) {
    for (const minutes of SLOT_TIMES) {
      if (cellState({ date, minutes }, free) === 'available') return { date, minutes };
    }
  }
  return null;
}

/** The time asked for when the grid shows it (one of its days and half-hours), else null. */
export function shownSlot(days: readonly string[], asked: SlotRef | null): SlotRef | null {
  return asked && days.includes(asked.date) && SLOT_TIMES.includes(asked.minutes) ? asked : null;
}
