import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { PROMO_MESSAGES } from '../../shared/promo-codes';
import { addDays, zonedNow } from '../../shared/time';
import { promoCodeUses } from '../db/schema-promos';
import { createTurf, createUser } from '../testing/factories';
import { TEST_DAY, TEST_NOW, paymentScene, postPayment } from '../testing/payment-kit';
import { createPromo, promoSlotBody, promoTerms } from '../testing/promo-kit';
import { cookieFor } from '../testing/requests';
import {
  call,
  killLeftovers,
  playerCookie,
  startTwoServers,
  type ServerProcess,
} from '../testing/server-process';
import { demoCookie, listRaceTurf } from '../testing/race-kit';
import { useTestApp } from '../testing/test-app';

// Thirty players use a code capped at 10 uses at the same moment, each for a slot of their own
// (docs/decisions/035): exactly ten get it, every other one a 400 or 409 saying it is used up,
// never a server fault. In one process here, across two server processes on PostgreSQL below.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata', AUTH_RATE_LIMIT: '1000' });
beforeEach(() => t.setNow(TEST_NOW));

const PLAYERS = 30;
const CAP = 10;

interface Answer {
  status: number;
  body: { message?: string; amount?: string };
}

function expectExactlyTheCap(answers: Answer[]) {
  const won = answers.filter((answer) => answer.status === 200);
  const lost = answers.filter((answer) => answer.status !== 200);
  for (const answer of lost) {
    expect([400, 409], JSON.stringify(answer.body)).toContain(answer.status);
    expect([PROMO_MESSAGES.usedUp, PROMO_MESSAGES.raceLost]).toContain(answer.body.message);
  }
  expect(won).toHaveLength(CAP);
}

const TURFS = 5;

/**
 * Each player's own turf and day (five turfs, six days on from today): no two share a turf
 * day's lock, so only the code's own lock can keep its cap.
 */
function placeOf(i: number, today: string) {
  return {
    turf: i % TURFS,
    booking: {
      bookingDate: addDays(today, 1 + Math.floor(i / TURFS)),
      startTime: '6:00 PM',
      endTime: '6:30 PM',
    },
  };
}

describe('thirty players, a code capped at ten uses, one process', () => {
  it('gives the code to exactly ten', async () => {
    const { turf, owner } = await paymentScene(t.app, t.database.db);
    const turfIds = [turf.id];
    while (turfIds.length < TURFS)
      turfIds.push((await createTurf(t.database.db, owner.id, { pricePaise: 100_000 })).id);
    const ownerCookie = await cookieFor(t.app, owner);
    const made = await createPromo(
      t.app,
      'owner',
      ownerCookie,
      promoTerms({ maxUses: CAP, turfIds }),
    );
    expect(made.statusCode).toBe(201);
    const cookies = await Promise.all(
      Array.from({ length: PLAYERS }, async () =>
        cookieFor(t.app, await createUser(t.database.db, 'user')),
      ),
    );
    const answers = await Promise.all(
      cookies.map(async (cookie, i) => {
        const place = placeOf(i, TEST_DAY);
        const body = promoSlotBody(turfIds[place.turf]!, 'MONSOON10', '450.00');
        const response = await postPayment(t.app, cookie, {
          ...body,
          booking: { ...body.booking, ...place.booking },
        });
        return { status: response.statusCode, body: response.json() };
      }),
    );
    expectExactlyTheCap(answers);
    expect(await t.database.db.select().from(promoCodeUses)).toHaveLength(CAP);
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;
const processes: ServerProcess[] = [];
afterAll(() => killLeftovers(processes));

describe.skipIf(!serverUrl)('thirty players on two server processes', () => {
  it('gives a code capped at ten uses to exactly ten', async () => {
    const [a, b] = await startTwoServers(serverUrl!, processes);
    const owner = await demoCookie(a.url, 'owner');
    const admin = await demoCookie(b.url, 'admin');
    // Turfs of its own at ₹1,000 an hour: no demo booking and no price rule in the way.
    const turfIds: string[] = [];
    for (let n = 0; n < TURFS; n += 1)
      turfIds.push(
        await listRaceTurf({
          postOn: a.url,
          approveOn: b.url,
          name: `Race Arena ${n}`,
          owner,
          admin,
        }),
      );
    const now = new Date();
    const code = await call(b.url, '/api/v1/admin/promo-codes', {
      method: 'POST',
      cookie: admin,
      body: JSON.stringify(
        promoTerms({
          code: 'RACE10',
          maxUses: CAP,
          validFrom: new Date(now.getTime() - 60_000).toISOString(),
          validTo: new Date(now.getTime() + 86_400_000 * 8).toISOString(),
        }),
      ),
    });
    expect(code.status, JSON.stringify(code.body)).toBe(201);
    const today = zonedNow(now, 'Asia/Kolkata').date;
    const cookies = await Promise.all(
      Array.from({ length: PLAYERS }, (_, i) => playerCookie(i % 2 ? a.url : b.url, 300 + i)),
    );
    const answers = await Promise.all(
      cookies.map((cookie, i) =>
        call(i % 2 ? a.url : b.url, '/api/v1/payment/post-payment', {
          method: 'POST',
          cookie,
          body: JSON.stringify({
            amount: '450.00',
            currency: 'inr',
            booking: { turfId: turfIds[placeOf(i, today).turf], ...placeOf(i, today).booking },
            promoCode: 'race10',
          }),
        }),
      ),
    );
    expectExactlyTheCap(answers);
    const listed = await call(a.url, '/api/v1/admin/promo-codes', { cookie: admin });
    expect(listed.body.promoCodes[0]).toMatchObject({ code: 'RACE10', uses: CAP, paidUses: 0 });
    for (const server of [a, b]) expect(await server.stop()).toBe(0);
  }, 240_000);
});
