import type { CalendarCourt, CalendarEntry } from '../../../shared/api/owner-calendar-contract';
import { isClosedCourtSlot } from '../../../shared/court-hours';
import type { WeekHours } from '../../../shared/opening-hours';
import { SLOT_TIMES, isPastSlot, timeLabel, type LocalMoment } from '../../../shared/slots';
import { longDateLabel } from '../../../shared/time';
import { VENUE_PAYMENT_LABELS, VENUE_SOURCE_LABELS } from '../../../shared/venue-bookings';
import { formatRupeeAmount } from '../../utils/money';
import { entriesOnCourt, otherCourtOf, type CalendarColumn } from './calendar-courts';
import { entryAt } from './calendar-selection';

// The week calendar as cells: one per day and half-hour (6:00 AM … 11:30 PM rows; the last runs
// to 11:59 PM). What a cell shows comes from the server's answer alone: its entries, the turf's
// opening hours, and the venue's today and minute, so the page greys the past as the server does.

/** The rows: every half-hour a slot can start at. */
export const CALENDAR_TIMES = SLOT_TIMES;

export type CellLook = 'booking' | 'hold' | 'block' | 'past' | 'closed' | 'open';

export interface CalendarCell {
  date: string;
  minutes: number;
  look: CellLook;
  /** The booking, hold or block covering this half-hour. */
  entry: CalendarEntry | null;
  /** Which half-hour of its entry this is (0 the first): the first carries the entry's title. */
  entryRow: number;
  past: boolean;
  closed: boolean;
  /** The owner can start or end a selection here: not started yet and within the hours. */
  pickable: boolean;
  /** The court of its column (null in the week view of a listing with one court). */
  court: CalendarCourt | null;
  /** The entry's court when it is another one sharing this court's ground ('Full pitch'). */
  otherCourt: string | null;
}

export interface CalendarFacts {
  entries: readonly CalendarEntry[];
  openingHours: WeekHours;
  now: LocalMoment;
  /** The listing's courts in use (docs/decisions/031); none or one: the plain week. */
  courts?: readonly CalendarCourt[];
}

/**
 * The cell of `date` at `minutes`, in the column of `court` (whose entries `facts` holds). An
 * entry wins over closed (a booking stays visible).
 */
export function calendarCell(
  date: string,
  minutes: number,
  facts: CalendarFacts,
  court: CalendarCourt | null = null,
): CalendarCell {
  const entry = entryAt(date, minutes, facts.entries);
  const past = isPastSlot(date, minutes, facts.now);
  // A court's column is closed where the venue or the court's own hours say so (decision 031).
  const closed = isClosedCourtSlot(date, minutes, court?.openingHours, facts.openingHours);
  const look: CellLook = entry ? entry.kind : past ? 'past' : closed ? 'closed' : 'open';
  return {
    date,
    minutes,
    look,
    entry,
    entryRow: entry ? Math.floor((minutes - entry.start) / 30) : 0,
    past,
    closed,
    // An entry's cell stays pickable when closed: the owner must be able to act on a booking
    // made before the hours changed.
    pickable: !past && (!closed || !!entry),
    court,
    otherCourt: entry ? otherCourtOf(entry, court) : null,
  };
}

/** The grid as rows of cells: `CALENDAR_TIMES` rows by the columns (days, or courts of a day). */
export function columnCells(
  columns: readonly CalendarColumn[],
  facts: CalendarFacts,
): CalendarCell[][] {
  const perColumn = columns.map((column) => ({
    ...facts,
    entries: entriesOnCourt(facts.entries, column.court, facts.courts ?? []),
  }));
  return CALENDAR_TIMES.map((minutes) =>
    columns.map((column, index) =>
      calendarCell(column.date, minutes, perColumn[index]!, column.court),
    ),
  );
}

/** The week as rows of cells: `CALENDAR_TIMES` rows by the answer's days. */
export function weekCells(days: readonly string[], facts: CalendarFacts): CalendarCell[][] {
  return columnCells(
    days.map((date) => ({ key: date, date, court: null })),
    facts,
  );
}

/** The entry's title: who booked, who is paying, or why the owner closed it. */
export function entryTitle(entry: CalendarEntry): string {
  if (entry.kind === 'hold') return 'Paying now';
  if (entry.kind === 'block') return entry.reason ?? 'Blocked';
  const name = entry.customer?.fullname ?? 'Unknown User';
  // The owner's own phone or walk-in booking says so (docs/decisions/032).
  return entry.venue ? `${name} (${VENUE_SOURCE_LABELS[entry.venue.source]})` : name;
}

/**
 * The lines an entry shows under its title, one per half-hour after its first (a one-hour
 * booking shows its amount; a longer one its phone and reference too). The panel shows them all.
 */
export function entryLines(entry: CalendarEntry): string[] {
  if (entry.kind === 'block') {
    return entry.groupSize > 1 ? [`One of ${entry.groupSize} weekly blocks`] : [];
  }
  const phone = entry.customer?.mobilenumber || 'No phone';
  if (entry.kind === 'hold') return [phone];
  if (entry.venue) {
    const price = formatRupeeAmount(entry.venue.price);
    return [`${price} · ${VENUE_PAYMENT_LABELS[entry.venue.paidBy]}`, phone];
  }
  const amount = formatRupeeAmount(entry.amountPaid);
  return [
    entry.subscription ? `${amount} · Subscription` : `${amount} paid`,
    phone,
    ...(entry.reference ? [entry.reference] : []),
  ];
}

/** What a cell shows: its entry's title on the first row, its next line on the others. */
export function cellText(cell: CalendarCell): string {
  if (cell.entry) {
    if (cell.entryRow === 0)
      return cell.otherCourt
        ? `${cell.otherCourt}: ${entryTitle(cell.entry)}`
        : entryTitle(cell.entry);
    return entryLines(cell.entry)[cell.entryRow - 1] ?? '';
  }
  if (cell.past) return 'Past';
  if (cell.closed) return 'Closed';
  return '';
}

const LOOK_WORDS: Record<CellLook, string> = {
  booking: 'booked',
  hold: 'a player is paying now',
  block: 'blocked',
  past: 'past',
  closed: 'closed',
  open: 'open',
};

/** The name a screen reader hears for a cell: the time, then everything the cell stands for. */
export function cellLabel(cell: CalendarCell): string {
  const court = cell.court ? `, ${cell.court.name}` : '';
  const when = `${longDateLabel(cell.date)} ${timeLabel(cell.minutes)}${court}`;
  if (!cell.entry) return `${when}, ${LOOK_WORDS[cell.look]}`;
  const entry = cell.entry;
  const span = `${entry.startTime} to ${entry.endTime}`;
  const details = [entryTitle(entry), ...entryLines(entry)].join(', ');
  const look = cell.otherCourt
    ? `${LOOK_WORDS[entry.kind]} on ${cell.otherCourt}`
    : LOOK_WORDS[entry.kind];
  return `${when}, ${look}${cell.past ? ' (past)' : ''}: ${details}, ${span}`;
}
