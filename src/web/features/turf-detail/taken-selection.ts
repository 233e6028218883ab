import type { Selection } from '../../../shared/slot-selection';
import { endsAfterStart, isBookedSlot, rangesOverlap, type TimeRange } from '../../../shared/slots';

// The grid is live: someone else may take the time a player has picked while they
// look at it. Such a selection is cleared, with the spec's message, rather than left to fail at
// Pay Now. A range the player drew over a Booked cell themselves is not taken from them: it stays
// for Proceed to explain.

/**
 * Whether the grid's selection now covers a taken slot: the start alone while no end is picked
 * (or the range is not one to book), else any half-hour of the range. The end is the moment the
 * turf is free again (half-open ranges), so a booking that starts there takes nothing of it.
 */
export function isSelectionTaken(selection: Selection, taken: readonly TimeRange[]): boolean {
  const { start, end } = selection;
  if (!start) return false;
  if (!end || end.date !== start.date || !endsAfterStart(start.minutes, end.minutes))
    return isBookedSlot(start.date, start.minutes, taken);
  const range = { date: start.date, start: start.minutes, end: end.minutes };
  return taken.some((booked) => rangesOverlap(booked, range));
}

/**
 * Whether new availability takes the selection away: it covers a taken slot now and did not
 * before (`before` null: nothing was known yet, as when a link or a login brings a selection).
 */
export function isSelectionNewlyTaken(
  selection: Selection,
  before: readonly TimeRange[] | null,
  after: readonly TimeRange[],
): boolean {
  return isSelectionTaken(selection, after) && !(before && isSelectionTaken(selection, before));
}
