import { sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { SLOT_TAKEN } from '../../shared/slots';
import { addDays, zonedNow } from '../../shared/time';
import { localPaymentIntents } from '../db/schema-money';
import { TEST_NOW, paymentScene, postPayment, slotBody } from '../testing/payment-kit';
import { signUpAndLogIn } from '../testing/requests';
import {
  call,
  killLeftovers,
  playerCookie,
  startTwoServersWithDatabase,
  type ServerProcess,
} from '../testing/server-process';
import { useTestApp } from '../testing/test-app';

// The hot slot of decision 072: many players at one one-court slot the moment it opens. Exactly
// one hold, everyone else the spec's 409, never a server fault; and a try at a slot someone
// already holds learns it by a read, without waiting on the day's lock (docs/decisions/074).

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata', AUTH_RATE_LIMIT: '1000' });
beforeEach(() => t.setNow(TEST_NOW));

interface Answer {
  status: number;
  body: { message?: string; paymentId?: string; code?: string };
}

function expectOneWinner(answers: readonly Answer[]) {
  for (const answer of answers)
    expect([200, 409], JSON.stringify(answer.body)).toContain(answer.status);
  const lost = answers.filter((answer) => answer.status === 409);
  for (const answer of lost) expect(answer.body).toMatchObject({ message: SLOT_TAKEN });
  expect(answers.length - lost.length).toBe(1);
  return answers.find((answer) => answer.status === 200)!;
}

describe('twenty players at one slot, in one process', () => {
  it('gives one hold, and every other player the 409 with no intent left payable', async () => {
    const { turf } = await paymentScene(t.app, t.database.db);
    const cookies: string[] = [];
    for (let i = 0; i < 20; i += 1) cookies.push((await signUpAndLogIn(t.app)).cookie);
    const answers = await Promise.all(
      cookies.map(async (cookie) => {
        const response = await postPayment(t.app, cookie, slotBody(turf.id));
        return { status: response.statusCode, body: response.json() };
      }),
    );
    const won = expectOneWinner(answers);
    const payable = await t.database.db.execute(
      sql`select id from ${localPaymentIntents} where status = 'requires_payment_method'`,
    );
    expect((payable as unknown as { rows: { id: string }[] }).rows.map((r) => r.id)).toEqual([
      won.body.paymentId,
    ]);
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;
const processes: ServerProcess[] = [];
afterAll(() => killLeftovers(processes));

describe.skipIf(!serverUrl)('a hot slot across two server processes', () => {
  it('gives one hold to forty racing players, and a later try its 409 while the day is locked', async () => {
    const { a, b, database } = await startTwoServersWithDatabase(serverUrl!, processes);
    try {
      const list = await call(a.url, '/api/v1/turf/getTurf?q=IC%20Colony');
      const yard = (list.body.turfs as { _id: string; name: string; courtCount: number }[])[0]!;
      expect(yard).toMatchObject({ name: 'IC Colony Football Yard', courtCount: 1 });
      // Real time: the slot must be in the future, clear of the demo's own bookings.
      const date = addDays(zonedNow(new Date(), 'Asia/Kolkata').date, 6);
      const slot = {
        turfId: yard._id,
        bookingDate: date,
        startTime: '9:00 PM',
        endTime: '9:30 PM',
      };
      const quote = await call(
        a.url,
        `/api/v1/turf/${yard._id}/price?date=${date}&startTime=9:00%20PM&endTime=9:30%20PM`,
      );
      expect(quote.status).toBe(200);
      const tryIt = (base: string, cookie: string) =>
        call(base, '/api/v1/payment/post-payment', {
          method: 'POST',
          cookie,
          body: JSON.stringify({ amount: quote.body.amount, currency: 'inr', booking: slot }),
        });
      const servers = (i: number) => (i % 2 ? a.url : b.url);
      const cookies = await Promise.all(
        Array.from({ length: 41 }, (_, i) => playerCookie(servers(i), 200 + i)),
      );
      const late = cookies.pop()!;
      expectOneWinner(await Promise.all(cookies.map((cookie, i) => tryIt(servers(i), cookie))));
      const grid = await call(
        b.url,
        `/api/v1/booking/get-turf-bookings/${yard._id}?from=${date}&to=${date}`,
      );
      const held = (grid.body.bookings as { startTime: string }[]).filter(
        (booking) => booking.startTime === '9:00 PM',
      );
      expect(held).toHaveLength(1);

      // Another writer holds the day's lock (a long transaction of that turf's day): a try at
      // the held slot is still answered at once, the lock never waited on.
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      let locked = () => {};
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const holder = database.db.transaction(async (tx) => {
        await tx.execute(
          sql`select lock_booking_days(array[${yard._id}]::uuid[], array[${date}]::date[])`,
        );
        locked();
        await released;
      });
      await isLocked;
      const timedOut = new Promise<'waited'>((resolve) =>
        setTimeout(() => resolve('waited'), 5_000),
      );
      const answer = await Promise.race([tryIt(a.url, late), timedOut]);
      release();
      await holder;
      expect(answer).not.toBe('waited');
      expect(answer).toMatchObject({ status: 409, body: { message: SLOT_TAKEN } });
      for (const server of [a, b]) expect(await server.stop()).toBe(0);
    } finally {
      await database.close();
    }
  }, 240_000);
});
