import pg from 'pg';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, zonedNow } from '../../shared/time';
import { invoices } from '../db/schema-invoices';
import { localPaymentIntents } from '../db/schema-money';
import {
  TEST_NOW,
  confirmUpi,
  confirmedBookings,
  paymentScene,
  postPayment,
  slotBody,
} from '../testing/payment-kit';
import {
  call,
  killLeftovers,
  playerCookie,
  startServerProcess,
  type ServerProcess,
} from '../testing/server-process';
import { createScratchPostgresDatabase } from '../testing/test-database';
import { useTestApp } from '../testing/test-app';

// Many readers of one due UPI request at once (decision 037): the checkout's polling in two tabs,
// the sweep, the development UPI app. The request is approved once: one booking, one invoice,
// one success. In one process here, across two server processes on PostgreSQL below.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata', LOCAL_UPI_APPROVE_MS: '3000' });
beforeEach(() => t.setNow(TEST_NOW));

const READERS = 12;

describe('one due UPI request, many readers, one process', () => {
  it('is approved and booked once', async () => {
    const { turf, cookie } = await paymentScene(t.app, t.database.db);
    const { clientSecret } = (await postPayment(t.app, cookie, slotBody(turf.id))).json();
    const request = (await confirmUpi(t.app, clientSecret)).json().paymentIntent.upi.request;
    t.setNow(new Date(TEST_NOW.getTime() + 3_000));
    const answers = await Promise.all(
      Array.from({ length: READERS }, (_, i) =>
        i % 3 === 0
          ? t.app.inject({
              method: 'POST',
              url: '/api/v1/payment/local/upi/approve',
              payload: { request },
            })
          : t.app.inject({ url: `/api/v1/payment/local/intent?clientSecret=${clientSecret}` }),
      ),
    );
    for (const answer of answers) expect([200, 404]).toContain(answer.statusCode);
    expect(await confirmedBookings(t.database.db)).toBe(1);
    expect(await t.database.db.select().from(invoices)).toHaveLength(1);
    const [intent] = await t.database.db.select().from(localPaymentIntents);
    expect(intent!.status).toBe('succeeded');
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;
const processes: ServerProcess[] = [];
afterAll(() => killLeftovers(processes));

describe.skipIf(!serverUrl)('one due UPI request on two server processes', () => {
  it('is approved and booked once', async () => {
    const databaseUrl = await createScratchPostgresDatabase(serverUrl!);
    const env = {
      DATABASE_URL: databaseUrl,
      DEMO_DATA: 'on',
      AUTH_RATE_LIMIT: '1000',
      LOCAL_UPI_APPROVE_MS: '1500',
    };
    const a = await startServerProcess(env);
    processes.push(a);
    const b = await startServerProcess(env);
    processes.push(b);
    const list = await call(a.url, '/api/v1/turf/getTurf?q=Shimpoli');
    const hall = (list.body.turfs as { _id: string }[])[0]!;
    // Real time: the slot must be in the future, clear of the demo's own bookings.
    const date = addDays(zonedNow(new Date(), 'Asia/Kolkata').date, 6);
    const cookie = await playerCookie(a.url, 1);
    const started = await call(a.url, '/api/v1/payment/post-payment', {
      method: 'POST',
      cookie,
      body: JSON.stringify({
        amount: '250.00',
        currency: 'inr',
        booking: { turfId: hall._id, bookingDate: date, startTime: '9:00 PM', endTime: '9:30 PM' },
      }),
    });
    expect(started.status).toBe(200);
    const { clientSecret, paymentId } = started.body as { clientSecret: string; paymentId: string };
    const requested = await call(b.url, '/api/v1/payment/local/confirm', {
      method: 'POST',
      body: JSON.stringify({ clientSecret, upi: { vpa: 'success@razorpay' } }),
    });
    expect(requested.body.paymentIntent.status).toBe('processing');
    const request = requested.body.paymentIntent.upi.request as string;
    await new Promise((resolve) => setTimeout(resolve, 1_600));

    const answers = await Promise.all(
      Array.from({ length: READERS }, (_, i) => {
        const server = i % 2 ? a.url : b.url;
        return i % 3 === 0
          ? call(server, '/api/v1/payment/local/upi/approve', {
              method: 'POST',
              body: JSON.stringify({ request }),
            })
          : call(server, `/api/v1/payment/local/intent?clientSecret=${clientSecret}`);
      }),
    );
    for (const answer of answers) expect([200, 404]).toContain(answer.status);
    expect(answers.some((answer) => answer.body.paymentIntent?.status === 'succeeded')).toBe(true);

    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const count = async (query: string) =>
        Number((await client.query(query, [paymentId])).rows[0].n);
      expect(
        await count(
          "select count(*) as n from bookings where payment_id = $1 and status = 'confirmed'",
        ),
      ).toBe(1);
      expect(await count('select count(*) as n from invoices where payment_intent_id = $1')).toBe(
        1,
      );
      expect(
        await count(
          "select count(*) as n from local_payment_intents where id = $1 and status = 'succeeded'",
        ),
      ).toBe(1);
      expect(
        await count(
          "select count(*) as n from payments where intent_id = $1 and status = 'finalized'",
        ),
      ).toBe(1);
    } finally {
      await client.end();
    }
    for (const server of [a, b]) expect(await server.stop()).toBe(0);
  }, 180_000);
});
