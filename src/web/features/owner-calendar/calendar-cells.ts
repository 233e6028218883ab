import type { CalendarCourt, CalendarEntry } from '../../../shared/api/owner-calendar-contract';
import { isClosedCourtSlot } from '../../../shared/court-hours';
import type { WeekHours } from '../../../shared/opening-hours';
import { SLOT_TIMES, isPastSlot, timeLabel, type LocalMoment } from '../../../shared/slots';
import { formatRupeeAmount } from '../../utils/money';
import { entriesOnCourt, otherCourtOf, type CalendarColumn } from './calendar-courts';
import { entryAt } from './calendar-selection';
import { longDate, type CalendarWords } from './calendar-words';

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
export function entryTitle(words: CalendarWords, entry: CalendarEntry): string {
  const { t } = words;
  if (entry.kind === 'hold') return t('look.payingNow');
  // The owner's own reason is theirs, shown as written.
  if (entry.kind === 'block') return entry.reason ?? t('look.blocked');
  const name = entry.customer?.fullname ?? t('unknownUser');
  // The owner's own phone or walk-in booking says so (docs/decisions/032).
  return entry.venue
    ? t('entry.venueTitle', { name, source: t(`venueSource.${entry.venue.source}`) })
    : name;
}

/**
 * The lines an entry shows under its title, one per half-hour after its first (a one-hour
 * booking shows its amount; a longer one its phone and reference too). The panel shows them all.
 */
export function entryLines(words: CalendarWords, entry: CalendarEntry): string[] {
  const { t } = words;
  if (entry.kind === 'block') {
    return entry.groupSize > 1 ? [t('entry.oneOfWeekly', { count: entry.groupSize })] : [];
  }
  const phone = entry.customer?.mobilenumber || t('entry.noPhone');
  if (entry.kind === 'hold') return [phone];
  if (entry.venue) {
    const price = formatRupeeAmount(entry.venue.price);
    return [t('entry.venuePrice', { price, paidBy: t(`paidBy.${entry.venue.paidBy}`) }), phone];
  }
  const amount = formatRupeeAmount(entry.amountPaid);
  return [
    entry.subscription ? t('entry.subscription', { amount }) : t('entry.paid', { amount }),
    phone,
    ...(entry.reference ? [entry.reference] : []),
  ];
}

/** What a cell shows: its entry's title on the first row, its next line on the others. */
export function cellText(words: CalendarWords, cell: CalendarCell): string {
  if (cell.entry) {
    if (cell.entryRow === 0)
      return cell.otherCourt
        ? words.t('entry.onCourt', { court: cell.otherCourt, title: entryTitle(words, cell.entry) })
        : entryTitle(words, cell.entry);
    return entryLines(words, cell.entry)[cell.entryRow - 1] ?? '';
  }
  if (cell.past) return words.t('look.past');
  if (cell.closed) return words.t('look.closed');
  return '';
}

/** The name a screen reader hears for a cell: the time, then everything the cell stands for. */
export function cellLabel(words: CalendarWords, cell: CalendarCell): string {
  const { t } = words;
  const when = cell.court
    ? t('cell.whenOnCourt', {
        date: longDate(words, cell.date),
        time: timeLabel(cell.minutes),
        court: cell.court.name,
      })
    : t('cell.when', { date: longDate(words, cell.date), time: timeLabel(cell.minutes) });
  if (!cell.entry) return t('cell.empty', { when, look: t(`cellLook.${cell.look}`) });
  const entry = cell.entry;
  const details = [entryTitle(words, entry), ...entryLines(words, entry)].join(', ');
  const look = cell.otherCourt
    ? t('cell.lookOnCourt', { look: t(`cellLook.${entry.kind}`), court: cell.otherCourt })
    : t(`cellLook.${entry.kind}`);
  return t(cell.past ? 'cell.entryPast' : 'cell.entry', {
    when,
    look,
    details,
    start: entry.startTime,
    end: entry.endTime,
  });
}
