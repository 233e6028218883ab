import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, zonedNow } from '../../shared/time';
import { bookAndPay, cancelBooking, rescheduleBooking } from '../testing/aftercare-kit';
import { openEventStream, type EventStreamReader } from '../testing/event-stream';
import { createTurf } from '../testing/factories';
import { paymentScene, postPayment } from '../testing/payment-kit';
import { cookieFor } from '../testing/requests';
import {
  call,
  playerCookie,
  killLeftovers,
  startTwoServers,
  type ServerProcess,
} from '../testing/server-process';
import { useTestApp } from '../testing/test-app';

// The live grid's feed: each kind of change to a turf's slots reaches that turf's open streams
// (and no other turf's), in this process and, on PostgreSQL, from another process.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
let base = '';
const streams: EventStreamReader[] = [];
beforeEach(async () => {
  if (!base) {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  }
});
afterAll(() => streams.forEach((stream) => stream.close()));

// Real time here: the stream is about now, and the slots must be in the future.
const day = (offset: number) => addDays(zonedNow(new Date(), 'Asia/Kolkata').date, offset);

async function watch(turfId: string) {
  const stream = await openEventStream(`${base}/api/v1/turf/${turfId}/availability/stream`);
  streams.push(stream);
  await stream.next((e) => e.event === 'ready');
  return stream;
}

const changedOn = (turfId: string, date: string) => (e: { event: string; data: unknown }) =>
  e.event === 'changed' && JSON.stringify(e.data) === JSON.stringify({ turfId, date });

describe('GET /api/v1/turf/:turfId/availability/stream', () => {
  it('tells a turf’s grids of holds, bookings, moves, cancels and blocks, and nothing to other turfs', async () => {
    const { turf, owner, cookie } = await paymentScene(t.app, t.database.db);
    const other = await createTurf(t.database.db, owner.id);
    const [watching, elsewhere] = [await watch(turf.id), await watch(other.id)];
    expect(watching.status).toBe(200);
    expect(watching.contentType).toContain('text/event-stream');

    const slot = {
      turfId: turf.id,
      date: day(2),
      startTime: '6:00 PM',
      endTime: '7:00 PM',
      amount: '1000.00',
    };
    let seen = watching.events.length;
    const bookingId = await bookAndPay(t.app, cookie, slot);
    await watching.next(changedOn(turf.id, day(2)), 3000, seen);

    seen = watching.events.length;
    const moved = await rescheduleBooking(t.app, cookie, bookingId, {
      bookingDate: day(3),
      startTime: '6:00 PM',
      endTime: '7:00 PM',
    });
    expect(moved.statusCode).toBe(200);
    await watching.next(changedOn(turf.id, day(2)), 3000, seen);
    await watching.next(changedOn(turf.id, day(3)), 3000, seen);

    seen = watching.events.length;
    expect((await cancelBooking(t.app, cookie, bookingId)).statusCode).toBe(200);
    await watching.next(changedOn(turf.id, day(3)), 3000, seen);

    // A hold, then the same player picking another time: the first hold is released.
    const hold = (startTime: string, endTime: string) =>
      postPayment(t.app, cookie, {
        amount: '1000.00',
        currency: 'inr',
        booking: { turfId: turf.id, bookingDate: day(4), startTime, endTime },
      });
    seen = watching.events.length;
    expect((await hold('7:00 AM', '8:00 AM')).statusCode).toBe(200);
    await watching.next(changedOn(turf.id, day(4)), 3000, seen);
    seen = watching.events.length;
    expect((await hold('9:00 AM', '10:00 AM')).statusCode).toBe(200);
    await watching.next(changedOn(turf.id, day(4)), 3000, seen);

    seen = watching.events.length;
    const ownerCookie = await cookieFor(t.app, owner);
    const blocked = await t.app.inject({
      method: 'POST',
      url: `/api/v1/owner/turfs/${turf.id}/blocks`,
      headers: { cookie: ownerCookie },
      payload: { date: day(5), start: 600, end: 660, reason: 'Maintenance' },
    });
    expect(blocked.statusCode).toBe(201);
    await watching.next(changedOn(turf.id, day(5)), 3000, seen);

    // The other turf's grid heard nothing of all this.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(elsewhere.events.map((e) => e.event)).toEqual(['ready']);
    expect(t.context.availability.subscriberCount).toBeGreaterThanOrEqual(2);
  });

  it('serves a list’s cards in one stream: changes of any of its turfs, none of the others', async () => {
    const { turf, owner, cookie } = await paymentScene(t.app, t.database.db);
    const second = await createTurf(t.database.db, owner.id);
    const outside = await createTurf(t.database.db, owner.id);
    const list = await openEventStream(
      `${base}/api/v1/turf/availability/stream?turfs=${turf.id},${second.id}`,
    );
    streams.push(list);
    await list.next((e) => e.event === 'ready');
    const hold = (turfId: string, bookingDate: string) =>
      postPayment(t.app, cookie, {
        amount: '800.00',
        currency: 'inr',
        booking: { turfId, bookingDate, startTime: '7:00 AM', endTime: '8:00 AM' },
      });
    expect((await hold(outside.id, day(1))).statusCode).toBe(200);
    expect((await hold(second.id, day(2))).statusCode).toBe(200);
    await list.next(changedOn(second.id, day(2)));
    expect(list.events.filter((e) => e.event === 'changed')).toEqual([
      { event: 'changed', data: { turfId: second.id, date: day(2) } },
    ]);
    const tooMany = Array.from({ length: 49 }, () => turf.id).join(',');
    expect((await fetch(`${base}/api/v1/turf/availability/stream?turfs=${tooMany}`)).status).toBe(
      400,
    );
    expect((await fetch(`${base}/api/v1/turf/availability/stream?turfs=nope`)).status).toBe(400);
  });

  it('is 404 for a turf nobody may see and 400 for a malformed id', async () => {
    const { owner } = await paymentScene(t.app, t.database.db);
    const pending = await createTurf(t.database.db, owner.id, { approved: false });
    expect((await fetch(`${base}/api/v1/turf/${pending.id}/availability/stream`)).status).toBe(404);
    expect((await fetch(`${base}/api/v1/turf/nope/availability/stream`)).status).toBe(400);
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;
const processes: ServerProcess[] = [];
afterAll(() => killLeftovers(processes));

describe.skipIf(!serverUrl)('live grids across two server processes', () => {
  it('hear a hold placed through the other process', async () => {
    const [a, b] = await startTwoServers(serverUrl!, processes);
    const turfs = (await call(a.url, '/api/v1/turf/getTurf')).body.turfs as {
      _id: string;
      price: number;
    }[];
    const turf = turfs[0]!;
    const stream = await openEventStream(`${a.url}/api/v1/turf/${turf._id}/availability/stream`);
    streams.push(stream);
    await stream.next((e) => e.event === 'ready');
    const cookie = await playerCookie(b.url, 1);
    const date = day(6);
    const held = await call(b.url, '/api/v1/payment/post-payment', {
      method: 'POST',
      cookie,
      body: JSON.stringify({
        amount: String(turf.price / 2),
        currency: 'inr',
        booking: {
          turfId: turf._id,
          bookingDate: date,
          startTime: '10:00 PM',
          endTime: '10:30 PM',
        },
      }),
    });
    expect(held.status, JSON.stringify(held.body)).toBe(200);
    await stream.next(changedOn(turf._id, date), 3000);
    stream.close();
    for (const server of [a, b]) expect(await server.stop()).toBe(0);
  }, 120_000);
});
