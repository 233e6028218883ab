import {
  OPENING_HOURS_MESSAGES,
  hoursOn,
  isClosedSlot,
  isWithinOpeningHours,
  type WeekHours,
} from './opening-hours';
import {
  END_OF_DAY,
  endsAfterStart,
  isBookedSlot,
  isPastSlot,
  rangesOverlap,
  SLOT_TAKEN,
  type LocalMoment,
  type TimeRange,
} from './slots';
import { LOG_IN_TO_BOOK } from './permissions';
import type { LocalDate } from './time';

// The single-booking grid's selection (spec §4) and its checks before booking (spec §5).

export interface SlotRef {
  date: LocalDate;
  minutes: number;
}

export interface Selection {
  start: SlotRef | null;
  end: SlotRef | null;
}

export const EMPTY_SELECTION: Selection = { start: null, end: null };

/** First click sets the start, the second the end; a third, with both set, starts over. */
export function selectSlot(selection: Selection, slot: SlotRef): Selection {
  if (!selection.start || selection.end) return { start: slot, end: null };
  return { start: selection.start, end: slot };
}

/**
 * How a cell looks. A range's end is the moment the turf is free again (half-open ranges,
 * decision 010), so the end cell is not a played half-hour: it reads "ends 11:30" ('range-end').
 * While a start is picked, a Booked cell where the free run from the start stops can be picked as
 * the end ('end-option'), and so can the cell at the turf's closing time ('closing-end'): a
 * booking may end when the turf closes. Outside the turf's opening hours a cell is 'closed'.
 */
export type CellState =
  | 'past'
  | 'closed'
  | 'booked'
  | 'selected'
  | 'in-range'
  | 'range-end'
  | 'end-option'
  | 'closing-end'
  | 'available';

export interface GridFacts {
  now: LocalMoment;
  taken: readonly TimeRange[];
  selection: Selection;
  /** The turf's week of opening hours (shared/opening-hours); null or absent: the default. */
  openingHours?: WeekHours | null;
}

function sameSlot(a: SlotRef | null, b: SlotRef) {
  return !!a && a.date === b.date && a.minutes === b.minutes;
}

/**
 * Whether a grid cell is closed: no booking may start there. The 11:59 PM row only ever ends a
 * booking (nothing starts at 11:59 PM), so it is closed only when the day closes before it; a
 * turf with the default hours thus shows every cell as it always did.
 */
export function isClosedCell(slot: SlotRef, week: WeekHours | null | undefined): boolean {
  if (slot.minutes !== END_OF_DAY) return isClosedSlot(slot.date, slot.minutes, week);
  const hours = hoursOn(slot.date, week);
  return !hours || hours.close < END_OF_DAY;
}

/**
 * Whether `slot` may end a booking that starts at the picked start: later that day, all free and
 * open between (it may be the closing time itself: ranges are half-open).
 */
function canEndAt(slot: SlotRef, facts: GridFacts): boolean {
  const { start, end } = facts.selection;
  if (!start || end || start.date !== slot.date || !endsAfterStart(start.minutes, slot.minutes))
    return false;
  const range = { date: slot.date, start: start.minutes, end: slot.minutes };
  return (
    isWithinOpeningHours(range, facts.openingHours) &&
    !facts.taken.some((booked) => rangesOverlap(booked, range))
  );
}

/**
 * How a cell looks: past wins, then the chosen end, then closed and booked (each unless it may
 * end the range being picked).
 */
export function cellState(slot: SlotRef, facts: GridFacts): CellState {
  if (isPastSlot(slot.date, slot.minutes, facts.now)) return 'past';
  const { start, end } = facts.selection;
  if (start && sameSlot(end, slot) && !sameSlot(start, slot)) return 'range-end';
  if (isClosedCell(slot, facts.openingHours))
    return canEndAt(slot, facts) ? 'closing-end' : 'closed';
  if (isBookedSlot(slot.date, slot.minutes, facts.taken))
    return canEndAt(slot, facts) ? 'end-option' : 'booked';
  if (sameSlot(start, slot)) return 'selected';
  if (start && end && start.date === slot.date && end.date === slot.date) {
    if (start.minutes < slot.minutes && slot.minutes < end.minutes) return 'in-range';
  }
  return 'available';
}

export function isSelectable(state: CellState): boolean {
  return state !== 'past' && state !== 'booked' && state !== 'closed';
}

export const BOOKING_MESSAGES = {
  notLoggedIn: LOG_IN_TO_BOOK,
  incomplete: 'Please select both a start time and an end time.',
  differentDays: 'Start time and end time must be on the same day.',
  endBeforeStart: 'Invalid time: End time must be after start time.',
  taken: SLOT_TAKEN,
  closed: OPENING_HOURS_MESSAGES.closed,
} as const;

/**
 * Spec §5's checks, in its order, plus: the range lies within the turf's opening hours (it may
 * end at closing time) and contains no taken slot. Answers the message to show, or null when the
 * selection may go on to the booking summary. The server asks the same of opening-hours.ts.
 */
export function checkBookingSelection(
  selection: Selection,
  facts: {
    loggedIn: boolean;
    taken: readonly TimeRange[];
    /** The turf's week of opening hours; null or absent: the default. */
    openingHours?: WeekHours | null;
  },
): string | null {
  if (!facts.loggedIn) return BOOKING_MESSAGES.notLoggedIn;
  const { start, end } = selection;
  if (!start || !end) return BOOKING_MESSAGES.incomplete;
  if (start.date !== end.date) return BOOKING_MESSAGES.differentDays;
  // Equal times are an empty range (decision 010), refused like a reversed one.
  if (!endsAfterStart(start.minutes, end.minutes)) return BOOKING_MESSAGES.endBeforeStart;
  const range = { date: start.date, start: start.minutes, end: end.minutes };
  if (!isWithinOpeningHours(range, facts.openingHours)) return BOOKING_MESSAGES.closed;
  return facts.taken.some((booking) => rangesOverlap(booking, range))
    ? BOOKING_MESSAGES.taken
    : null;
}

/** The selection as a range, once it has a start and an end on one day. */
export function selectedRange(selection: Selection): TimeRange | null {
  const { start, end } = selection;
  if (!start || !end || start.date !== end.date) return null;
  return { date: start.date, start: start.minutes, end: end.minutes };
}
