import type { CalendarEntry } from '../../../shared/api/owner-calendar-contract';
import {
  EMPTY_SELECTION,
  selectSlot,
  type Selection,
  type SlotRef,
} from '../../../shared/slot-selection';
import {
  END_OF_DAY,
  LAST_SLOT,
  SLOT_MINUTES,
  rangesOverlap,
  type TimeRange,
} from '../../../shared/slots';

// The owner's pick on the week calendar. Clicks follow the player's grid (shared/slot-selection:
// first click the start, second the end, a third starts over), but the owner picks the half-hours
// to close, so both picked cells are inside the range: clicking 6:00 PM and 9:30 PM closes
// 6:00–10:00 PM. (The player's end cell is the moment the turf is free again; an owner looking at
// cells full of bookings reads a picked cell as "this one too".) One click alone is one half-hour.

export { EMPTY_SELECTION, type Selection, type SlotRef };

/** When the half-hour starting at `minutes` ends: the grid's last row runs to 11:59 PM. */
export function cellEnd(minutes: number): number {
  return minutes >= LAST_SLOT ? END_OF_DAY : minutes + SLOT_MINUTES;
}

/**
 * The selection after a click: the player's rule, except that an end on another day starts over
 * there (a range is one day) and an end before the start is read as the other corner.
 */
export function pickCell(selection: Selection, slot: SlotRef): Selection {
  const next = selectSlot(selection, slot);
  const { start, end } = next;
  if (!start || !end) return next;
  if (start.date !== end.date) return { start: end, end: null };
  return end.minutes < start.minutes ? { start: end, end: start } : next;
}

/** The range the selection covers, both picked cells included; null before a first click. */
export function selectedRange(selection: Selection): TimeRange | null {
  const { start, end } = selection;
  if (!start) return null;
  const last =
    end && end.date === start.date ? Math.max(end.minutes, start.minutes) : start.minutes;
  return { date: start.date, start: start.minutes, end: cellEnd(last) };
}

/** Whether the half-hour at `minutes` of `date` lies in the range. */
export function isInRange(range: TimeRange | null, date: string, minutes: number): boolean {
  return !!range && range.date === date && range.start <= minutes && minutes < range.end;
}

/** The calendar's entries that share a minute with the range, earliest first. */
export function entriesIn(range: TimeRange, entries: readonly CalendarEntry[]): CalendarEntry[] {
  return entries.filter((entry) => rangesOverlap(entry, range)).sort((a, b) => a.start - b.start);
}

/** The entry whose time covers the half-hour at `minutes` of `date`, if any. */
export function entryAt(
  date: string,
  minutes: number,
  entries: readonly CalendarEntry[],
): CalendarEntry | null {
  return (
    entries.find((entry) => entry.date === date && entry.start <= minutes && minutes < entry.end) ??
    null
  );
}

/**
 * What the owner has in hand: one entry (a single click on a booking, hold or block: its details
 * and actions) or a range of time (to block, or to rain out).
 */
export type Focus =
  | { kind: 'none' }
  | { kind: 'entry'; entry: CalendarEntry }
  | { kind: 'range'; range: TimeRange; entries: CalendarEntry[] };

export function focusOf(selection: Selection, entries: readonly CalendarEntry[]): Focus {
  const range = selectedRange(selection);
  if (!range) return { kind: 'none' };
  const single = !selection.end || selection.end.minutes === selection.start!.minutes;
  const entry = single ? entryAt(range.date, range.start, entries) : null;
  if (entry) return { kind: 'entry', entry };
  return { kind: 'range', range, entries: entriesIn(range, entries) };
}

/** The selection that points at one entry (its first half-hour), e.g. from the range's list. */
export function selectEntry(entry: CalendarEntry): Selection {
  return { start: { date: entry.date, minutes: entry.start }, end: null };
}
