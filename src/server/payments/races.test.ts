import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { localPaymentIntents, payments } from '../db/schema-money';
import { signUpAndLogIn } from '../testing/requests';
import { useTestApp } from '../testing/test-app';
import {
  TEST_NOW,
  confirmCard,
  confirmedBookings,
  paymentScene,
  postPayment,
  slotBody,
} from '../testing/payment-kit';

// Racing requests on PGlite and, in CI, on PostgreSQL with a real connection pool.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata', AUTH_RATE_LIMIT: '1000' });
beforeEach(() => t.setNow(TEST_NOW));

describe('a double-clicked Pay Now', () => {
  it('answers the same payment to both clicks, and paying it books the slot', async () => {
    const { turf, cookie } = await paymentScene(t.app, t.database.db);
    for (let round = 0; round < 5; round += 1) {
      const start = `${6 + round}:00 PM`;
      const end = `${7 + round}:00 PM`;
      const [first, second] = await Promise.all([
        postPayment(t.app, cookie, slotBody(turf.id, start, end)),
        postPayment(t.app, cookie, slotBody(turf.id, start, end)),
      ]);
      expect([first!.statusCode, second!.statusCode]).toEqual([200, 200]);
      expect(second!.json().paymentId).toBe(first!.json().paymentId);
      expect(second!.json().clientSecret).toBe(first!.json().clientSecret);
      expect((await confirmCard(t.app, first!.json().clientSecret)).statusCode).toBe(200);
    }
    expect(await confirmedBookings(t.database.db)).toBe(5);
    const refunded = await t.database.db
      .select()
      .from(localPaymentIntents)
      .where(eq(localPaymentIntents.status, 'succeeded'));
    expect(refunded.filter((intent) => intent.refundedAt !== null)).toEqual([]);
    expect(await t.database.db.select().from(payments)).toHaveLength(5);
    // The second click's own intent was opened and then cancelled: nobody can ever pay it.
    const intents = await t.database.db.select().from(localPaymentIntents);
    expect(intents.filter((intent) => intent.status === 'requires_payment_method')).toEqual([]);
  });
});

describe('many players racing for overlapping slots', () => {
  it('answers every one 200 or 409, never a server fault, and sells no minute twice', async () => {
    const { turf } = await paymentScene(t.app, t.database.db);
    const players: string[] = [];
    for (let i = 0; i < 30; i += 1) players.push((await signUpAndLogIn(t.app)).cookie);
    // Ten overlapping ranges between 6 PM and 9 PM, three players on each.
    const ranges = Array.from({ length: 10 }, (_, i) => {
      const start = 18 * 60 + (i % 5) * 30;
      return [start, start + 60 + (i % 2) * 30] as const;
    });
    const label = (m: number) => `${Math.floor(m / 60) - 12}:${m % 60 === 0 ? '00' : '30'} PM`;
    const answers = await Promise.all(
      players.map((cookie, i) => {
        const [start, end] = ranges[i % ranges.length]!;
        const amount = ((end - start) * 1000) / 60;
        return postPayment(
          t.app,
          cookie,
          slotBody(turf.id, label(start), label(end), `${amount}.00`),
        );
      }),
    );
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
    const won = answers.filter((answer) => answer.statusCode === 200);
    // Every refused request cancelled the intent it opened; only the winners' can be paid.
    const payable = await t.database.db
      .select()
      .from(localPaymentIntents)
      .where(eq(localPaymentIntents.status, 'requires_payment_method'));
    expect(payable.map((intent) => intent.id).sort()).toEqual(
      won.map((answer) => answer.json().paymentId).sort(),
    );
    for (const answer of won) await confirmCard(t.app, answer.json().clientSecret);
    expect(await confirmedBookings(t.database.db)).toBe(won.length);
    expect(won.length).toBeGreaterThan(0);
  });
});
