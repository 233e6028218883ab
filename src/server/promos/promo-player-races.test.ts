import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { PROMO_MESSAGES } from '../../shared/promo-codes';
import { addDays, zonedNow } from '../../shared/time';
import { bookings } from '../db/schema-bookings';
import { payments } from '../db/schema-money';
import { promoCodeUses } from '../db/schema-promos';
import { TEST_NOW, confirmCard, paymentScene, postPayment } from '../testing/payment-kit';
import { createPromo, listPromos, promoSlotBody, promoTerms } from '../testing/promo-kit';
import { cookieFor } from '../testing/requests';
import { confirmCardOn, demoCookie, listRaceTurf } from '../testing/race-kit';
import {
  call,
  killLeftovers,
  playerCookie,
  startTwoServers,
  type ServerProcess,
} from '../testing/server-process';
import { useTestApp } from '../testing/test-app';

// One player's three Pay Nows at once with a code allowed once per player (docs/decisions/035),
// each for another slot of the same turf's day, so each new hold gives up the player's others
// there: exactly one starts at the discount, the others are refused at the start with the
// per-player message (nothing held, no intent open), and the one started books when paid. In one
// process here, across two server processes on PostgreSQL below (PGlite is one process).

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata', AUTH_RATE_LIMIT: '1000' });
beforeEach(() => t.setNow(TEST_NOW));

const SLOTS = [
  ['6:00 PM', '6:30 PM'],
  ['7:00 PM', '7:30 PM'],
  ['8:00 PM', '8:30 PM'],
] as const;

interface Answer {
  status: number;
  body: { message?: string; amount?: string; paymentId?: string; clientSecret?: string };
}

/** Exactly one started at ₹450 (₹500 less 10%); the others a 4xx with the per-player message. */
function expectOneStarted(answers: Answer[]): Answer {
  const started = answers.filter((answer) => answer.status === 200);
  expect(started, JSON.stringify(answers)).toHaveLength(1);
  expect(started[0]!.body.amount).toBe('450.00');
  for (const refused of answers.filter((answer) => answer.status !== 200)) {
    expect([400, 409], JSON.stringify(refused.body)).toContain(refused.status);
    expect(refused.body.message).toBe(PROMO_MESSAGES.usedByYou);
  }
  return started[0]!;
}

describe('one player, three Pay Nows with a once-per-player code, one process', () => {
  it('starts exactly one of them', async () => {
    const { turf, owner, cookie } = await paymentScene(t.app, t.database.db);
    const ownerCookie = await cookieFor(t.app, owner);
    const made = await createPromo(
      t.app,
      'owner',
      ownerCookie,
      promoTerms({ maxUsesPerPlayer: 1, turfIds: [turf.id] }),
    );
    expect(made.statusCode).toBe(201);
    const answers = await Promise.all(
      SLOTS.map(async ([start, end]) => {
        const response = await postPayment(
          t.app,
          cookie,
          promoSlotBody(turf.id, 'MONSOON10', '450.00', start, end),
        );
        return { status: response.statusCode, body: response.json() };
      }),
    );
    const started = expectOneStarted(answers);
    const db = t.database.db;
    expect(await db.select({ id: payments.intentId }).from(payments)).toEqual([
      { id: started.body.paymentId },
    ]);
    expect(await db.select().from(promoCodeUses)).toHaveLength(1);
    const held = await db.select().from(bookings);
    expect(held.map((hold) => [hold.paymentId, hold.status])).toEqual([
      [started.body.paymentId, 'pending'],
    ]);
    expect((await confirmCard(t.app, started.body.clientSecret!)).statusCode).toBe(200);
    const [listed] = (await listPromos(t.app, 'owner', ownerCookie)).json().promoCodes;
    expect(listed).toMatchObject({ uses: 1, paidUses: 1, givenAway: 50 });
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;
const processes: ServerProcess[] = [];
afterAll(() => killLeftovers(processes));

describe.skipIf(!serverUrl)('one player, three Pay Nows on two server processes', () => {
  it('starts exactly one at the discount and refuses the others at the start', async () => {
    const [a, b] = await startTwoServers(serverUrl!, processes);
    const owner = await demoCookie(a.url, 'owner');
    const admin = await demoCookie(b.url, 'admin');
    const turfId = await listRaceTurf({
      postOn: a.url,
      approveOn: b.url,
      name: 'Promo Player Race Arena',
      owner,
      admin,
    });
    const now = new Date();
    const day = addDays(zonedNow(now, 'Asia/Kolkata').date, 2);
    const code = await call(b.url, '/api/v1/admin/promo-codes', {
      method: 'POST',
      cookie: admin,
      body: JSON.stringify(
        promoTerms({
          code: 'ONCEEACH',
          maxUses: 100,
          maxUsesPerPlayer: 1,
          validFrom: new Date(now.getTime() - 60_000).toISOString(),
          validTo: new Date(now.getTime() + 86_400_000 * 8).toISOString(),
        }),
      ),
    });
    expect(code.status, JSON.stringify(code.body)).toBe(201);
    // Sessions are rows in the database: one player, logged in once, on both processes.
    const player = await playerCookie(a.url, 700);
    const servers = [a.url, b.url, a.url];
    const answers: Answer[] = await Promise.all(
      SLOTS.map(([startTime, endTime], i) =>
        call(servers[i]!, '/api/v1/payment/post-payment', {
          method: 'POST',
          cookie: player,
          body: JSON.stringify({
            amount: '450.00',
            currency: 'inr',
            booking: { turfId, bookingDate: day, startTime, endTime },
            promoCode: 'onceeach',
          }),
        }),
      ),
    );
    const started = expectOneStarted(answers);

    // The player holds exactly the started payment's slot, on either process.
    for (const base of [a.url, b.url]) {
      const holds = await call(base, '/api/v1/payment/holds', { cookie: player });
      expect(holds.status).toBe(200);
      expect(holds.body.holds, JSON.stringify(holds.body)).toHaveLength(1);
      expect(holds.body.holds[0]).toMatchObject({
        paymentId: started.body.paymentId,
        amount: '450.00',
      });
    }
    // One card charged, once, at the discount: it books (no refund for the code).
    const paid = await confirmCardOn(b.url, started.body.clientSecret!);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const again = await confirmCardOn(a.url, started.body.clientSecret!);
    expect(again.status).toBe(400);
    expect((await call(a.url, '/api/v1/payment/holds', { cookie: player })).body.holds).toEqual([]);
    const listed = await call(a.url, '/api/v1/admin/promo-codes', { cookie: admin });
    expect(listed.body.promoCodes[0]).toMatchObject({
      code: 'ONCEEACH',
      uses: 1,
      paidUses: 1,
      givenAway: 50,
    });
    // The code stays used by this player, on either process.
    const later = await call(b.url, '/api/v1/payment/post-payment', {
      method: 'POST',
      cookie: player,
      body: JSON.stringify({
        amount: '450.00',
        currency: 'inr',
        booking: { turfId, bookingDate: day, startTime: '9:00 PM', endTime: '9:30 PM' },
        promoCode: 'ONCEEACH',
      }),
    });
    expect(later.status).toBe(400);
    expect(later.body.message).toBe(PROMO_MESSAGES.usedByYou);
    for (const server of [a, b]) expect(await server.stop()).toBe(0);
  }, 240_000);
});
