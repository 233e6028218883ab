import { Readable } from 'node:stream';
import { exportRangeProblem } from '../../shared/booking-export';
import { paiseToRupeesText } from '../../shared/pricing';
import { VENUE_PAYMENT_LABELS, VENUE_SOURCE_LABELS } from '../../shared/venue-bookings';
import type { LocalDate } from '../../shared/time';
import type { Db } from '../db/database';
import { requireDatesWithin } from '../http/date-windows';
import { HttpError } from '../http/errors';
import { windowStart } from '../availability/grid-queries';
import { csvBookingsPage, type CsvBookingRow } from './bookings-csv-page';
import { csvRecord } from '../http/csv';

// A turf's bookings as a CSV file for the owner's spreadsheet: the paid
// bookings played in a date range (or ever, the rows of the owner's table), live or cancelled,
// with what was refunded. Its net is the venue's money by the rule the owner's figures read
// (bookings/slot-rules.ts venuesMoney), so the two agree to the paisa. Written a page at a
// time on keyset pages (bookings-csv-page.ts), so a year of a busy turf
// never sits in memory: each page is read only when the client has taken the one before.

const PAGE_SIZE = 500;

/** A UTF-8 byte order mark: without it Excel reads the file as ANSI and mangles names. */
const BOM = '\uFEFF';

export function csvHeader(timeZone: string): string[] {
  return [
    'Reference',
    'Date',
    'Start',
    'End',
    'Status',
    'Customer name',
    'Phone',
    'Email',
    'Amount paid (INR)',
    'Refunded (INR)',
    'Net (INR)',
    `Booked at (${timeZone})`,
    'Payment ID',
    // After the columns files made before courts already had, so their columns keep their places.
    'Court',
    'Booked by',
    'Paid at venue',
  ];
}

/** 24-hour 'HH:MM' (sorts as text, and every spreadsheet reads it); 1439 is '23:59'. */
export function clockTime(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** A rained-out booking whose player has not chosen yet (docs/decisions/041). */
export const AWAITING_CHOICE_STATUS = 'Rained out, player choosing';

/** The words the owner's table uses for what became of a booking and its money. */
export function csvStatus(
  status: CsvBookingRow['status'],
  paymentStatus: CsvBookingRow['paymentStatus'],
  refundedPaise: number,
  venuesMoney: boolean,
): string {
  // The only online row of the file that is not the venue's money: a rain-out's open choice.
  if (!venuesMoney) return AWAITING_CHOICE_STATUS;
  if (status === 'confirmed') return 'Confirmed';
  if (paymentStatus === 'refunded') return 'Refunded';
  return refundedPaise > 0 ? 'Refund pending' : 'Cancelled';
}

/** How the booking came: online, or recorded by the venue (docs/decisions/032). */
const SOURCE_WORDS: Record<CsvBookingRow['source'], string> = {
  online: 'Online',
  ...VENUE_SOURCE_LABELS,
};

export function csvRow(row: CsvBookingRow): string {
  const { refundedPaise: refunded } = row;
  // A venue booking not paid yet has brought in nothing so far.
  const amount = row.paymentStatus === 'unpaid' ? 0 : row.amountPaise;
  // An online booking nets only what is the venue's money: nothing while its player still
  // chooses between a move and money back (its amount paid shown, nothing refunded yet).
  const venuesMoney = row.source !== 'online' || row.venuesMoney === true;
  const net = venuesMoney ? amount - refunded : 0;
  const atVenue = row.source === 'online' ? '' : VENUE_PAYMENT_LABELS[row.venuePayment ?? 'unpaid'];
  return csvRecord([
    row.reference,
    row.day,
    clockTime(row.startMinute),
    clockTime(row.endMinute),
    csvStatus(row.status, row.paymentStatus, refunded, venuesMoney),
    row.fullname,
    row.mobilenumber,
    row.email,
    paiseToRupeesText(amount),
    paiseToRupeesText(refunded),
    paiseToRupeesText(net),
    row.bookedAt,
    row.paymentId,
    row.courtName,
    SOURCE_WORDS[row.source],
    atVenue,
  ]);
}

/** 'Green Field, Andheri!' → 'green-field-andheri' (an ASCII name every system accepts). */
export function fileSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'turf';
}

export interface ExportRange {
  from: LocalDate;
  to: LocalDate;
}

/** Named after its range, or '…-bookings-all.csv' for the whole history. */
export function csvFileName(turfName: string, from?: LocalDate, to?: LocalDate): string {
  const dates = from && to ? `${from}-to-${to}` : 'all';
  return `${fileSlug(turfName)}-bookings-${dates}.csv`;
}

/**
 * The range asked for, null for none (the whole history), or a 400 saying what is wrong with it:
 * shared/booking-export's rule, then the calendar window (shared/date-windows) for both ends.
 */
export function requireExportRange(
  from: string | undefined,
  to: string | undefined,
  clock: { now: Date; timeZone: string },
): ExportRange | null {
  if (from === undefined && to === undefined) return null;
  if (from === undefined) throw new HttpError(400, 'export_missing_from');
  if (to === undefined) throw new HttpError(400, 'export_missing_to');
  const problem = exportRangeProblem(from, to);
  if (problem) throw HttpError.refusal(400, problem, 'invalid_input');
  requireDatesWithin('calendar', [from, to], clock);
  return { from, to };
}

interface Export {
  turfId: string;
  /** null: every booking, from the first. */
  range: ExportRange | null;
  timeZone: string;
}

async function* csvChunks(db: Db, job: Export): AsyncGenerator<string> {
  yield BOM + csvRecord(csvHeader(job.timeZone));
  // PostgreSQL's dates run from -infinity to infinity: the whole history when no range is asked.
  let after = windowStart(job.range?.from);
  const to = job.range?.to ?? 'infinity';
  for (;;) {
    const rows = await csvBookingsPage(db, { ...job, to, after, limit: PAGE_SIZE });
    const page = rows.slice(0, PAGE_SIZE);
    if (page.length > 0) yield page.map(csvRow).join('');
    // The statement reads one row more than asked: only then is there a next page.
    if (rows.length <= PAGE_SIZE) return;
    const { id, day, startMinute } = page.at(-1)!;
    after = { day, startMinute, id };
  }
}

/** The file as a stream that reads the database as the client reads the file. */
export function bookingsCsvStream(db: Db, job: Export): Readable {
  return Readable.from(csvChunks(db, job), { objectMode: false });
}
