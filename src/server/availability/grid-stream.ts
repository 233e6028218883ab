import { Readable } from 'node:stream';
import type { BookingCustomer } from '../../shared/booking-types';
import type { Db } from '../db/database';
import type { BookingFields } from '../bookings/booking-json';
import { bookingsBatch, customersByIds, windowStart, type PagePosition } from './grid-queries';

// A turf's detailed bookings as NDJSON (docs/decisions/019): one statement per batch of rows, in
// (day, start, id) order, each batch starting after the last row of the one before: the keyset
// page statement (without the customers, looked up once each), whose generic plan PostgreSQL
// keeps. Not a server-side cursor: that would hold a pooled connection, inside a transaction,
// for as long as the slowest client takes to read, and PGlite's single connection would wait on
// it; separate statements interleave with every other request.

/**
 * Rows read per statement, as many as the largest page: the statements' round trips are a small
 * part of the whole, and the batches in hand (one being sent, one being read) stay near a
 * megabyte of text. Larger batches saved nothing when measured: the rows in hand are copied by
 * every young-generation collection that happens while they are.
 */
export const STREAM_BATCH_ROWS = 1_000;
/** A first guess at a line's bytes (a booking with its turf and customer is about 760). */
const LINE_BYTES = 1_024;

/** One booking's JSON text (no newline). */
export type LineWriter = (booking: BookingFields, customer: BookingCustomer) => string;

export interface BookingStreamRequest {
  turfId: string;
  which: 'active' | 'paid';
  /** The window, inclusive; either end may be open. */
  from?: string;
  to?: string;
  now: Date;
  writeRow: LineWriter;
}

/** A batch's rows with the customers of all the batches so far, by id. */
interface Batch {
  rows: (BookingFields | undefined)[];
  customers: Map<string, BookingCustomer>;
}

/**
 * The bookings as a stream of NDJSON text, read batch by batch only as fast as the client takes
 * them (a batch is read when the stream has room for it). The first batch is read before this
 * returns, so a failure to read at all is an ordinary error answer; a later failure cuts the
 * answer short (its end never comes), which a client must take as a failure. Destroying the
 * stream (the client went away) stops the reading after the batch in flight.
 */
export async function bookingLines(db: Db, request: BookingStreamRequest): Promise<Readable> {
  const customers = new Map<string, BookingCustomer>();
  const read = async (after: PagePosition): Promise<Batch> => {
    const rows = await bookingsBatch(db, request.which, {
      turfId: request.turfId,
      after,
      to: request.to ?? null,
      limit: STREAM_BATCH_ROWS,
      now: request.now,
    });
    const unknown = new Set(rows.map((row) => row.userId).filter((id) => !customers.has(id)));
    for (const customer of await customersByIds(db, [...unknown]))
      customers.set(customer._id, customer);
    return { rows, customers };
  };
  const first = await read(windowStart(request.from));
  const lines: Readable = Readable.from(
    batches(first, read, request.writeRow, () => lines.destroyed),
    { objectMode: false },
  );
  return lines;
}

/**
 * The rows' lines as UTF-8, each written straight into one buffer: joining them into one string
 * first, then encoding that, costs more than writing them (about 0.15 s per 100,000 rows here).
 * Each row is let go once written (its place emptied): a young-generation collection meanwhile
 * copies only the rows still to come, not the whole batch, which halved the time collecting.
 * A row whose customer is gone (deleted since, with their bookings) is left out, as the page's
 * join would.
 */
function linesOf({ rows, customers }: Batch, writeRow: LineWriter) {
  let bytes = Buffer.allocUnsafe(rows.length * LINE_BYTES);
  let used = 0;
  for (let index = 0; index < rows.length; index += 1) {
    const booking = rows[index]!;
    rows[index] = undefined;
    const customer = customers.get(booking.userId);
    if (!customer) continue;
    const line = writeRow(booking, customer);
    // UTF-8 takes at most 3 bytes per UTF-16 unit; then the newline.
    const most = line.length * 3 + 1;
    if (bytes.length - used < most) {
      const larger = Buffer.allocUnsafe(Math.max(bytes.length * 2, used + most));
      bytes.copy(larger, 0, 0, used);
      bytes = larger;
    }
    used += bytes.write(line, used);
    bytes[used++] = 0x0a;
  }
  return bytes.subarray(0, used);
}

/**
 * The lines, a batch at a time. `stopped`: the stream was destroyed. Its generator is only told
 * at its next yield, so it checks before each read and each batch it writes: a client that left
 * costs no statement and no writing beyond the read already in flight.
 */
async function* batches(
  first: Batch,
  read: (after: PagePosition) => Promise<Batch>,
  writeRow: LineWriter,
  stopped: () => boolean,
): AsyncGenerator<Buffer> {
  let batch = first;
  for (;;) {
    // A statement reads one row more than its limit when there are more: then go on after the
    // last row read, reading the next batch while this one is written and sent.
    const more = batch.rows.length > STREAM_BATCH_ROWS && !stopped();
    const next = more ? read(batch.rows.at(-1)!) : null;
    // Awaited below; if the client leaves first, a failure of that read has no one to tell.
    next?.catch(() => {});
    // (This empties batch.rows.)
    if (batch.rows.length > 0) yield linesOf(batch, writeRow);
    if (!next) return;
    batch = await next;
    if (stopped()) return;
  }
}
