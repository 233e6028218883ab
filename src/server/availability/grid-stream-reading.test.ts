import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { beforeEach, describe, expect, it } from 'vitest';
import { bookings } from '../db/schema-bookings';
import { createTurf, createUser, firstCourtId } from '../testing/factories';
import { TEST_NOW } from '../testing/payment-kit';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';
import { bookingLines, STREAM_BATCH_ROWS } from './grid-stream';

// The streamed history reads as its client takes it (docs/decisions/019): a batch at a time,
// never the whole history into memory, and nothing more once the client has gone.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
// A window in 2030 must lie within the calendar window of today (shared/date-windows).
beforeEach(() => t.setNow(TEST_NOW));
const BOOKINGS = 3 * STREAM_BATCH_ROWS + 500;

/**
 * A turf with BOOKINGS paid half-hours of two players in turn, 40 a day (from 00:00) from
 * 1 January 2030.
 */
async function busyTurf() {
  const db = t.database.db;
  const owner = await createUser(db, 'owner');
  const customers = [await createUser(db, 'user'), await createUser(db, 'user')];
  const turf = await createTurf(db, owner.id);
  const courtId = await firstCourtId(db, turf.id);
  const rows = Array.from({ length: BOOKINGS }, (_, index) => {
    const day = new Date(Date.UTC(2030, 0, 1 + Math.floor(index / 40)));
    const startMinute = (index % 40) * 30;
    return {
      turfId: turf.id,
      userId: customers[index % 2]!.id,
      day: day.toISOString().slice(0, 10),
      startMinute,
      endMinute: startMinute + 30,
      courtId,
      status: 'confirmed' as const,
      paymentStatus: 'paid' as const,
      amountPaise: 50_000,
    };
  });
  for (let at = 0; at < rows.length; at += 1_000)
    await db.insert(bookings).values(rows.slice(at, at + 1_000));
  return { owner, turf };
}

describe('the stream of lines', () => {
  it('reads a batch at a time as it is taken, and stops when destroyed', async () => {
    const { turf } = await busyTurf();
    let written = 0;
    const lines = await bookingLines(t.database.db, {
      turfId: turf.id,
      which: 'paid',
      now: new Date(),
      writeRow: (booking) => {
        written += 1;
        return JSON.stringify(booking.id);
      },
    });
    await sleep(50);
    expect(written, 'nothing is written before the client reads').toBe(0);

    const reader = lines[Symbol.asyncIterator]();
    const first = (await reader.next()).value as Buffer;
    expect(first.toString('utf8').split('\n')).toHaveLength(STREAM_BATCH_ROWS + 2);
    await sleep(100);
    // The batch taken, and at most the next one waiting for room: never the whole history.
    expect(written).toBeGreaterThan(STREAM_BATCH_ROWS);
    expect(written).toBeLessThanOrEqual(2 * (STREAM_BATCH_ROWS + 1));

    lines.destroy();
    const stoppedAt = written;
    await sleep(200);
    expect(written, 'nothing more is written once the client has gone').toBe(stoppedAt);
    expect(written).toBeLessThan(BOOKINGS);
  });

  it('reads them all, once each and in order, for a client that keeps reading', async () => {
    const { turf } = await busyTurf();
    const lines = await bookingLines(t.database.db, {
      turfId: turf.id,
      which: 'paid',
      now: new Date(),
      // Sortable as text: the day, then the start's minute in four digits; then whose it is.
      writeRow: (booking, customer) => {
        expect(customer._id).toBe(booking.userId);
        return JSON.stringify(`${booking.day} ${String(booking.startMinute).padStart(4, '0')}`);
      },
    });
    const chunks: Buffer[] = [];
    for await (const chunk of lines) chunks.push(chunk as Buffer);
    const read = Buffer.concat(chunks).toString('utf8').trimEnd().split('\n');
    expect(read).toHaveLength(BOOKINGS);
    expect(new Set(read).size).toBe(BOOKINGS);
    expect([...read].sort()).toEqual(read);
  });
});

describe('a client that goes away midway', () => {
  it('leaves the server serving', async () => {
    const { owner, turf } = await busyTurf();
    const cookie = await cookieFor(t.app, owner);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const path = `/api/v1/booking/get-turf-bookings/${turf.id}?view=owner`;
    const firstBytes = await new Promise<number>((resolve, reject) => {
      const call = request(
        { port, path, headers: { cookie, accept: 'application/x-ndjson' } },
        (response) => {
          response.once('data', (chunk: Buffer) => {
            call.destroy();
            resolve(chunk.length);
          });
        },
      );
      call.on('error', (error) => (call.destroyed ? undefined : reject(error)));
      call.end();
    });
    expect(firstBytes).toBeGreaterThan(0);
    await sleep(100);
    const again = await t.app.inject({
      method: 'GET',
      url: `${path}&from=2030-01-01&to=2030-01-01`,
      headers: { cookie, accept: 'application/x-ndjson' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.body.trimEnd().split('\n')).toHaveLength(40);
  });
});
