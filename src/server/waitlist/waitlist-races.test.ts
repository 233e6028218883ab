import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, zonedNow } from '../../shared/time';
import { offerFreedRangesEverywhere } from '../bookings/waitlist-offers';
import { bookAndPay, cancelBooking } from '../testing/aftercare-kit';
import { createTurfWithCourts, createUser } from '../testing/factories';
import { TEST_DAY, TEST_NOW } from '../testing/payment-kit';
import { cookieFor } from '../testing/requests';
import {
  call,
  killLeftovers,
  playerCookie,
  startTwoServers,
  type ServerProcess,
} from '../testing/server-process';
import { useTestApp } from '../testing/test-app';
import { entries, joinWaitlist, offerMails, waitBody } from '../testing/waitlist-kit';

// The waitlist's offers go to one player at a time per free court, in the order they joined,
// each exactly once (docs/decisions/033), however many cancellations and sweeps run at once: in
// one process on the test database (PGlite, or PostgreSQL's own concurrency with
// TEST_DATABASE_URL), and across two server processes on one PostgreSQL database below.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata', AUTH_RATE_LIMIT: '1000' });
beforeEach(() => t.setNow(TEST_NOW));

const minutesLater = (minutes: number) => new Date(TEST_NOW.getTime() + minutes * 60_000);
const SLOT = { date: TEST_DAY, startTime: '6:00 PM', endTime: '7:00 PM', amount: '1000.00' };

describe('two courts freed at once, four sweeps racing them', () => {
  it('offers each court to the next one waiting, in order, each player once', async () => {
    const owner = await createUser(t.database.db, 'owner');
    const { turf } = await createTurfWithCourts(
      t.database.db,
      owner.id,
      [
        { name: 'Court 1', sports: ['football'] },
        { name: 'Court 2', sports: ['football'] },
      ],
      { pricePaise: 100_000 },
    );
    const bookers = await Promise.all(
      [1, 2].map(async () => cookieFor(t.app, await createUser(t.database.db, 'user'))),
    );
    const booked = [];
    for (const cookie of bookers)
      booked.push(await bookAndPay(t.app, cookie, { turfId: turf.id, ...SLOT }));
    const waiting = [];
    for (let i = 0; i < 6; i += 1) {
      t.setNow(minutesLater(i + 1));
      const user = await createUser(t.database.db, 'user');
      const joined = await joinWaitlist(t.app, await cookieFor(t.app, user), waitBody(turf.id));
      expect(joined.statusCode, joined.body).toBe(201);
      waiting.push(user.id);
    }

    t.setNow(minutesLater(10));
    const sweep = (minute: number) =>
      offerFreedRangesEverywhere(t.database.db, minutesLater(minute));
    const [first, second] = await Promise.all([
      cancelBooking(t.app, bookers[0]!, booked[0]!),
      cancelBooking(t.app, bookers[1]!, booked[1]!),
      ...[1, 2, 3, 4].map(() => sweep(10)),
    ]);
    expect([first, second].map((answer) => (answer as { statusCode: number }).statusCode)).toEqual([
      200, 200,
    ]);
    const statuses = async () => (await entries(t.database.db)).map((entry) => entry.status);
    expect(await statuses()).toEqual([
      'offered',
      'offered',
      'waiting',
      'waiting',
      'waiting',
      'waiting',
    ]);
    expect((await entries(t.database.db)).map((entry) => entry.userId)).toEqual(waiting);

    // The offers run out unpaid: the next two, then the last two, each once.
    t.setNow(minutesLater(21));
    await Promise.all([sweep(21), sweep(21), sweep(21), sweep(21)]);
    expect(await statuses()).toEqual([
      'passed',
      'passed',
      'offered',
      'offered',
      'waiting',
      'waiting',
    ]);
    t.setNow(minutesLater(32));
    await Promise.all([sweep(32), sweep(32), sweep(32)]);
    expect(await statuses()).toEqual([
      'passed',
      'passed',
      'passed',
      'passed',
      'offered',
      'offered',
    ]);
    const offered = await offerMails(t.database.db);
    const all = await entries(t.database.db);
    expect(offered).toHaveLength(6);
    expect(new Set(offered)).toEqual(new Set(all.map((entry) => entry.id)));
  }, 60_000);
});

const serverUrl = process.env.TEST_DATABASE_URL;
const processes: ServerProcess[] = [];
afterAll(() => killLeftovers(processes));

/** Books a slot over HTTP on a running process with the local gateway's good card. */
async function bookOn(base: string, cookie: string, booking: Record<string, string>) {
  const started = await call(base, '/api/v1/payment/post-payment', {
    method: 'POST',
    cookie,
    body: JSON.stringify({ amount: '250.00', currency: 'inr', booking }),
  });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const card = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2031, cvc: '123' };
  const paid = await call(base, '/api/v1/payment/local/confirm', {
    method: 'POST',
    body: JSON.stringify({ clientSecret: started.body.clientSecret, card, billingName: '' }),
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  const finished = await call(base, '/api/v1/booking/create-booking', {
    method: 'POST',
    cookie,
    body: JSON.stringify({ paymentId: started.body.paymentId }),
  });
  expect(finished.status, JSON.stringify(finished.body)).toBe(201);
  return finished.body.booking._id as string;
}

describe.skipIf(!serverUrl)('the waitlist on two server processes', () => {
  it('offers the two-court hall’s freed courts to the first two waiting, once each', async () => {
    const [a, b] = await startTwoServers(serverUrl!, processes);
    const list = await call(a.url, '/api/v1/turf/getTurf?q=Shimpoli');
    const hall = (list.body.turfs as { _id: string; courtCount: number }[])[0]!;
    expect(hall.courtCount).toBe(2);
    const date = addDays(zonedNow(new Date(), 'Asia/Kolkata').date, 6);
    const booking = {
      turfId: hall._id,
      bookingDate: date,
      startTime: '9:30 PM',
      endTime: '10:00 PM',
    };
    const bookers = [await playerCookie(a.url, 300), await playerCookie(b.url, 301)];
    const booked = [
      await bookOn(a.url, bookers[0]!, booking),
      await bookOn(b.url, bookers[1]!, booking),
    ];
    const waiters: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const base = i % 2 ? a.url : b.url;
      const cookie = await playerCookie(base, 310 + i);
      const joined = await call(base, '/api/v1/waitlist', {
        method: 'POST',
        cookie,
        body: JSON.stringify({
          turfId: hall._id,
          date,
          startTime: booking.startTime,
          endTime: booking.endTime,
        }),
      });
      expect(joined.status, JSON.stringify(joined.body)).toBe(201);
      waiters.push(cookie);
    }
    // Both bookings cancelled at once, one on each process.
    const cancelled = await Promise.all([
      call(a.url, `/api/v1/booking/${booked[0]}/cancel`, {
        method: 'POST',
        cookie: bookers[0],
        body: '{}',
      }),
      call(b.url, `/api/v1/booking/${booked[1]}/cancel`, {
        method: 'POST',
        cookie: bookers[1],
        body: '{}',
      }),
    ]);
    expect(cancelled.map((answer) => answer.status)).toEqual([200, 200]);
    const seen = await Promise.all(
      waiters.map(async (cookie, i) => {
        const mine = await call(i % 2 ? b.url : a.url, '/api/v1/waitlist', { cookie });
        return (mine.body.entries as { status: string }[]).map((entry) => entry.status);
      }),
    );
    expect(seen).toEqual([
      ['offered'],
      ['offered'],
      ['waiting'],
      ['waiting'],
      ['waiting'],
      ['waiting'],
    ]);
    // The two offers hold the two courts: the slot is taken, by two claims, no more.
    const grid = await call(
      a.url,
      `/api/v1/booking/get-turf-bookings/${hall._id}?from=${date}&to=${date}`,
    );
    const claims = (grid.body.bookings as { startTime: string; courtId: string }[]).filter(
      (slot) => slot.startTime === booking.startTime,
    );
    expect(new Set(claims.map((claim) => claim.courtId)).size).toBe(2);
    expect(claims).toHaveLength(2);
    for (const server of [a, b]) expect(await server.stop()).toBe(0);
  }, 240_000);
});
