import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { flatPriceRules, totalPaiseOfRange } from '../../shared/price-rules';
import { paiseToRupeesText, rupeesToPaise } from '../../shared/pricing';
import { addDays, zonedNow } from '../../shared/time';
import {
  call,
  playerCookie,
  startServerProcess,
  type ServerProcess,
} from '../testing/server-process';
import { createAppContext } from '../app-context';
import { reconcilePayments } from '../payments/reconcile';
import { loadConfig } from '../config';
import { openPostgres } from '../db/database';
import { createScratchPostgresDatabase } from '../testing/test-database';

// Several stateless processes behind a balancer on one PostgreSQL database (architecture §7):
// two real server processes, started at the same moment on an empty database.

const serverUrl = process.env.TEST_DATABASE_URL;
const processes: ServerProcess[] = [];
afterAll(async () => {
  for (const server of processes) if (server.child.exitCode === null) server.child.kill('SIGKILL');
});

/**
 * The listed demo turfs with one price every hour: these tests pay that price's rule for the time
 * (docs/decisions/034), which a turf with bands charges only at some times.
 */
function flatPriced(turfs: unknown): { _id: string; price: number }[] {
  return (turfs as { _id: string; price: number; pricesVary: boolean }[]).filter(
    (turf) => !turf.pricesVary,
  );
}

/** What a flat-priced turf charges for [start, end) on `date`, as post-payment's amount. */
function flatAmount(price: number, date: string, start: number, end: number): string {
  const rules = flatPriceRules(rupeesToPaise(price)!);
  return paiseToRupeesText(totalPaiseOfRange(rules, { date, start, end }, null));
}

describe.skipIf(!serverUrl)('two server processes on one PostgreSQL database', () => {
  it('start together, sell a slot once across both, answer a double click once, and drain on SIGTERM', async () => {
    const databaseUrl = await createScratchPostgresDatabase(serverUrl!);
    const env = {
      DATABASE_URL: databaseUrl,
      ADMIN_EMAIL: 'boss@turfbook.example.com',
      ADMIN_PASSWORD: 'long-enough-secret',
      DEMO_DATA: 'on',
      AUTH_RATE_LIMIT: '1000',
    };
    const [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    processes.push(a!, b!);
    for (const server of [a!, b!]) {
      expect((await call(server.url, '/health/ready')).body).toEqual({ status: 'ready' });
      expect((await call(server.url, '/health/live')).body).toEqual({ status: 'live' });
    }
    const check = new pg.Client({ connectionString: databaseUrl });
    await check.connect();
    const admins = await check.query("select email from users where role = 'admin' order by email");
    expect(admins.rows.map((row) => row.email)).toEqual([
      'admin@turfbook.example.com',
      'boss@turfbook.example.com',
    ]);

    const { body: list } = await call(a!.url, '/api/v1/turf/getTurf');
    const flat = flatPriced(list.turfs);
    const turf = flat.at(-1)!;
    const tomorrow = addDays(zonedNow(new Date(), 'Asia/Kolkata').date, 1);
    const slot = (startTime: string, endTime: string, start: number, end: number) => ({
      amount: flatAmount(turf.price, tomorrow, start, end),
      currency: 'inr',
      booking: { turfId: turf._id, bookingDate: tomorrow, startTime, endTime },
    });

    // A double click whose two requests land on different processes: one payment.
    const clicker = await playerCookie(a!.url, 0);
    const clicks = await Promise.all(
      [a!, b!].map((server) =>
        call(server.url, '/api/v1/payment/post-payment', {
          method: 'POST',
          cookie: clicker,
          body: JSON.stringify(slot('10:00 AM', '11:00 AM', 10 * 60, 11 * 60)),
        }),
      ),
    );
    expect(clicks.map((click) => click.status)).toEqual([200, 200]);
    expect(clicks[1]!.body.paymentId).toBe(clicks[0]!.body.paymentId);
    const paid = await call(b!.url, '/api/v1/payment/local/confirm', {
      method: 'POST',
      body: JSON.stringify({
        clientSecret: clicks[0]!.body.clientSecret,
        card: { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' },
      }),
    });
    expect(paid.status).toBe(200);

    // Twelve players racing for one slot through both processes: one wins, nobody gets a 5xx.
    const racers = await Promise.all(
      Array.from({ length: 12 }, (_, n) => playerCookie(a!.url, n + 1)),
    );
    const answers = await Promise.all(
      racers.map((cookie, n) =>
        call([a!, b!][n % 2]!.url, '/api/v1/payment/post-payment', {
          method: 'POST',
          cookie,
          body: JSON.stringify(slot('12:00 PM', '1:30 PM', 12 * 60, 13 * 60 + 30)),
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(11);

    const bookings = await check.query(
      "select status, payment_status from bookings where turf_id = $1 and day = $2 and status in ('pending', 'confirmed') order by start_minute",
      [turf._id, tomorrow],
    );
    expect(bookings.rows).toEqual([
      { status: 'confirmed', payment_status: 'paid' },
      { status: 'pending', payment_status: 'unpaid' },
    ]);
    // The demo data's own payments (paid before the start) are not this test's.
    const refunds = await check.query(
      `select count(*)::int as n from payments p join local_payment_intents i on i.id = p.intent_id
       where p.status <> $1 and coalesce(i.metadata->>'demo', '') <> 'true'`,
      ['pending'],
    );
    expect(refunds.rows[0].n).toBe(1); // the paid double click, finalized; no refund anywhere

    // 100 double clicks, each split over both processes, by ten players: 100 bookings, 0 refunds.
    const clickers = await Promise.all(
      Array.from({ length: 10 }, (_, n) => playerCookie(b!.url, 100 + n)),
    );
    const turfIds = flat.slice(8);
    const later = addDays(tomorrow, 3);
    const pairs = await Promise.all(
      clickers.map(async (cookie, p) => {
        const ids: string[] = [];
        for (let k = 0; k < 10; k += 1) {
          const n = p * 10 + k;
          const target = turfIds[n % turfIds.length]!;
          const start = 6 * 60 + 30 * Math.floor(n / turfIds.length);
          const label = (m: number) =>
            `${((Math.floor(m / 60) + 11) % 12) + 1}:${m % 60 === 0 ? '00' : '30'} ${m < 720 ? 'AM' : 'PM'}`;
          const body = JSON.stringify({
            amount: flatAmount(target.price, later, start, start + 30),
            currency: 'inr',
            booking: {
              turfId: target._id,
              bookingDate: later,
              startTime: label(start),
              endTime: label(start + 30),
            },
          });
          const [first, second] = await Promise.all(
            [a!, b!].map((server) =>
              call(server.url, '/api/v1/payment/post-payment', { method: 'POST', cookie, body }),
            ),
          );
          expect([first!.status, second!.status]).toEqual([200, 200]);
          expect(second!.body.paymentId).toBe(first!.body.paymentId);
          const confirmed = await call([a!, b!][k % 2]!.url, '/api/v1/payment/local/confirm', {
            method: 'POST',
            body: JSON.stringify({
              clientSecret: first!.body.clientSecret,
              card: { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' },
            }),
          });
          expect(confirmed.status).toBe(200);
          ids.push(first!.body.paymentId);
        }
        return ids;
      }),
    );
    expect(new Set(pairs.flat()).size).toBe(100);
    const settled = await check.query(
      'select status, count(*)::int as n from payments where intent_id = any($1) group by status',
      [pairs.flat()],
    );
    expect(settled.rows).toEqual([{ status: 'finalized', n: 100 }]);
    const booked = await check.query(
      "select count(*)::int as n from bookings where payment_id = any($1) and status = 'confirmed'",
      [pairs.flat()],
    );
    expect(booked.rows[0].n).toBe(100);
    await check.end();

    // SIGTERM: each drains and exits cleanly.
    expect(await Promise.all([a!.stop(), b!.stop()])).toEqual([0, 0]);
  }, 120_000);

  it('lose nothing when one is killed with SIGKILL under booking load', async () => {
    const databaseUrl = await createScratchPostgresDatabase(serverUrl!);
    const env = { DATABASE_URL: databaseUrl, DEMO_DATA: 'on', AUTH_RATE_LIMIT: '1000' };
    const victim = await startServerProcess(env);
    processes.push(victim);
    const { body: list } = await call(victim.url, '/api/v1/turf/getTurf');
    const turfsToBook = flatPriced(list.turfs).slice(6, 26);
    const day = addDays(zonedNow(new Date(), 'Asia/Kolkata').date, 4);
    const players = await Promise.all(turfsToBook.map((_, n) => playerCookie(victim.url, 200 + n)));

    // Twenty players book and pay at once; the process dies in the middle of it.
    const load = players.map(async (cookie, n) => {
      const turf = turfsToBook[n]!;
      try {
        const started = await call(victim.url, '/api/v1/payment/post-payment', {
          method: 'POST',
          cookie,
          body: JSON.stringify({
            amount: flatAmount(turf.price, day, 6 * 60, 7 * 60),
            currency: 'inr',
            booking: {
              turfId: turf._id,
              bookingDate: day,
              startTime: '6:00 AM',
              endTime: '7:00 AM',
            },
          }),
        });
        await call(victim.url, '/api/v1/payment/local/confirm', {
          method: 'POST',
          body: JSON.stringify({
            clientSecret: started.body.clientSecret,
            card: { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' },
          }),
        });
      } catch {
        // The connection died with the process.
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    victim.child.kill('SIGKILL');
    await Promise.all(load);

    const check = new pg.Client({ connectionString: databaseUrl });
    await check.connect();
    const confirmedBefore = await check.query("select id from bookings where status = 'confirmed'");

    // Restarted, the reconciler settles what the dead process left (run here with a clock past
    // the grace it gives a payment under way).
    const restarted = await startServerProcess(env);
    processes.push(restarted);
    const database = await openPostgres(databaseUrl);
    try {
      const later = new Date(Date.now() + 3 * 60_000);
      const context = createAppContext(
        loadConfig({ DATABASE_URL: databaseUrl, DATA_DIR: '/tmp/unused', DEMO_DATA: 'off' }),
        database.db,
        () => later,
      );
      await reconcilePayments(context);
    } finally {
      await database.close();
    }
    const paidIntents = await check.query(
      "select i.id, p.status from local_payment_intents i left join payments p on p.intent_id = i.id where i.status = 'succeeded'",
    );
    // Every charged card ended as a booking or a refund; nothing is left between.
    for (const intent of paidIntents.rows)
      expect(['finalized', 'refunded']).toContain(intent.status);
    const finalized = paidIntents.rows.filter((intent) => intent.status === 'finalized');
    const bookings = await check.query(
      "select payment_id from bookings where status = 'confirmed' and payment_id = any($1)",
      [finalized.map((intent) => intent.id)],
    );
    expect(bookings.rows).toHaveLength(finalized.length);
    // No booking confirmed before the crash was lost.
    const confirmedAfter = await check.query("select id from bookings where status = 'confirmed'");
    const after = new Set(confirmedAfter.rows.map((row) => row.id));
    for (const row of confirmedBefore.rows) expect(after.has(row.id)).toBe(true);
    await check.end();
    expect(await restarted.stop()).toBe(0);
  }, 120_000);
});
