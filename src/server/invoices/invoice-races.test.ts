import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { timeLabel } from '../../shared/slots';
import { addDays, zonedNow } from '../../shared/time';
import { invoices } from '../db/schema-invoices';
import { GSTIN, putTaxDetails } from '../testing/invoice-kit';
import {
  GOOD_CARD,
  TEST_DAY,
  TEST_NOW,
  confirmCard,
  paymentScene,
  postPayment,
} from '../testing/payment-kit';
import { cookieFor } from '../testing/requests';
import { createUser } from '../testing/factories';
import {
  call,
  killLeftovers,
  playerCookie,
  startTwoServers,
  type ServerProcess,
} from '../testing/server-process';
import { demoCookie, listRaceTurf } from '../testing/race-kit';
import { useTestApp } from '../testing/test-app';
import { takeSerial } from './numbering';

// Fifty payments of one venue finalize at the same moment (decision 038): their invoice numbers
// are exactly 1..50, none twice and none skipped. In one process here, across two server
// processes on PostgreSQL below; and a transaction that rolls back gives its number back.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata', AUTH_RATE_LIMIT: '1000' });
beforeEach(() => t.setNow(TEST_NOW));

const PAYMENTS = 50;

/** Each payment's own half-hour: ten a day from 10 AM, on the five days after `today`. */
function slotOf(i: number, today: string) {
  const start = 10 * 60 + (i % 10) * 30;
  return {
    bookingDate: addDays(today, 1 + Math.floor(i / 10)),
    startTime: timeLabel(start),
    endTime: timeLabel(start + 30),
  };
}

function expectGapless(numbers: string[], year: string) {
  const expected = Array.from(
    { length: PAYMENTS },
    (_, i) => `INV/${year}/${String(i + 1).padStart(6, '0')}`,
  );
  expect([...numbers].sort()).toEqual(expected);
}

describe('fifty payments at once, one process', () => {
  it('numbers their invoices 1 to 50', async () => {
    const { turf, owner } = await paymentScene(t.app, t.database.db);
    expect((await putTaxDetails(t.app, await cookieFor(t.app, owner), turf.id)).statusCode).toBe(
      200,
    );
    const players = await Promise.all(
      Array.from({ length: PAYMENTS }, async () =>
        cookieFor(t.app, await createUser(t.database.db, 'user')),
      ),
    );
    const started = [];
    for (const [i, cookie] of players.entries()) {
      const answer = await postPayment(t.app, cookie, {
        amount: '500.00',
        currency: 'inr',
        booking: { turfId: turf.id, ...slotOf(i, TEST_DAY) },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      started.push(answer.json().clientSecret as string);
    }
    const paid = await Promise.all(started.map((secret) => confirmCard(t.app, secret)));
    for (const answer of paid) expect(answer.statusCode, answer.body).toBe(200);
    const rows = await t.database.db.select().from(invoices);
    expectGapless(
      rows.map((row) => row.number),
      '30-31',
    );
  });

  it('gives back the number of a transaction that rolls back', async () => {
    const { turf } = await paymentScene(t.app, t.database.db);
    const db = t.database.db;
    await expect(
      db.transaction(async (tx) => {
        expect(await takeSerial(tx, turf.id, 2030, 'tax_invoice')).toBe(1);
        throw new Error('the payment failed after its number was taken');
      }),
    ).rejects.toThrow('the payment failed');
    expect(await db.transaction((tx) => takeSerial(tx, turf.id, 2030, 'tax_invoice'))).toBe(1);
    expect(await db.transaction((tx) => takeSerial(tx, turf.id, 2030, 'tax_invoice'))).toBe(2);
    // Each kind and year counts on its own.
    expect(await db.transaction((tx) => takeSerial(tx, turf.id, 2031, 'tax_invoice'))).toBe(1);
    expect(await db.transaction((tx) => takeSerial(tx, turf.id, 2030, 'credit_note'))).toBe(1);
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;
const processes: ServerProcess[] = [];
afterAll(() => killLeftovers(processes));

describe.skipIf(!serverUrl)('fifty payments at once on two server processes', () => {
  it('numbers their invoices 1 to 50', async () => {
    const [a, b] = await startTwoServers(serverUrl!, processes);
    const owner = await demoCookie(a.url, 'owner');
    const admin = await demoCookie(b.url, 'admin');
    // A turf of its own at ₹1,000 an hour, with a GSTIN: no demo booking in the way.
    const turfId = await listRaceTurf({
      postOn: a.url,
      approveOn: b.url,
      name: 'Invoice Race Arena',
      owner,
      admin,
    });
    const details = await call(b.url, `/api/v1/owner/turfs/${turfId}/tax-details`, {
      method: 'PUT',
      cookie: owner,
      body: JSON.stringify({ legalName: 'Race Sports LLP', gstin: GSTIN, state: '27' }),
    });
    expect(details.status).toBe(200);
    const now = new Date();
    const today = zonedNow(now, 'Asia/Kolkata').date;
    const server = (i: number) => (i % 2 ? a.url : b.url);
    const cookies = await Promise.all(
      Array.from({ length: PAYMENTS }, (_, i) => playerCookie(server(i), 500 + i)),
    );
    const secrets: string[] = [];
    for (const [i, cookie] of cookies.entries()) {
      const answer = await call(server(i), '/api/v1/payment/post-payment', {
        method: 'POST',
        cookie,
        body: JSON.stringify({
          amount: '500.00',
          currency: 'inr',
          booking: { turfId, ...slotOf(i, today) },
        }),
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      secrets.push(answer.body.clientSecret);
    }
    // Every confirm finalizes its payment at once, half on each process.
    const paid = await Promise.all(
      secrets.map((clientSecret, i) =>
        call(server(i + 1), '/api/v1/payment/local/confirm', {
          method: 'POST',
          body: JSON.stringify({ clientSecret, card: GOOD_CARD, billingName: '' }),
        }),
      ),
    );
    for (const answer of paid) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const register = await fetch(
      `${a.url}/api/v1/owner/turfs/${turfId}/invoice-register.csv?month=${today.slice(0, 7)}`,
      { headers: { cookie: owner } },
    );
    expect(register.status).toBe(200);
    const rows = (await register.text()).trim().split('\r\n').slice(1);
    const year = rows[0]!.split(',')[1]!.split('/')[1]!;
    expectGapless(
      rows.map((row) => row.split(',')[1]!),
      year,
    );
    for (const process of [a, b]) expect(await process.stop()).toBe(0);
  }, 300_000);
});
