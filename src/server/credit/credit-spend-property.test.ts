import fc from 'fast-check';
import { eq, inArray, sum } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { bookings } from '../db/schema-bookings';
import {
  creditEntries,
  localPaymentIntents,
  localRefunds,
  payments,
  refunds,
} from '../db/schema-money';
import { addDays } from '../../shared/time';
import { giveCredit, payWithCredit } from '../testing/credit-kit';
import { TEST_NOW, confirmCard, paymentScene, postPayment } from '../testing/payment-kit';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';
import { sweep } from '../system/housekeeping';
import { creditBalance } from './ledger';

// The credit ledger under random sequences of bookings (card, part credit, all credit),
// cancellations (to the card or to credit, with a full or a half refund) and rain-outs with each
// of the player's money choices (docs/decisions/040, 041):
// the balance is the sum of its entries and never negative, and every booking's money adds up
// to the paisa: what credit and the card paid, and what went back to each.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

type Step =
  | { kind: 'book'; hours: 1 | 2; useCredit: boolean; late: boolean }
  | { kind: 'cancel'; which: number; refundTo: 'source' | 'credit' }
  | { kind: 'rain'; which: number; choice: 'credit' | 'refund' | 'none' };

const book = fc.record({
  kind: fc.constant('book' as const),
  hours: fc.constantFrom(1 as const, 2 as const),
  useCredit: fc.boolean(),
  // Today at 4 PM or later (6+ hours ahead: half back), or in two days (all back).
  late: fc.boolean(),
});
const cancel = fc.record({
  kind: fc.constant('cancel' as const),
  which: fc.nat(),
  refundTo: fc.constantFrom('source' as const, 'credit' as const),
});
// The owner rains out a booking's time (docs/decisions/041); its player takes credit, a refund,
// or says nothing and the sweep gives credit after 24 hours.
const rain = fc.record({
  kind: fc.constant('rain' as const),
  which: fc.nat(),
  choice: fc.constantFrom('credit' as const, 'refund' as const, 'none' as const),
});
// Bookings come most often, so there is something to cancel or rain out.
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: book },
  { weight: 1, arbitrary: cancel },
  { weight: 2, arbitrary: rain },
);

const label = (hour: number) => `${hour - 12}:00 PM`;

describe('credit spent and refunded in any order', () => {
  it('keeps the balance the sum of its entries, never negative, and every booking exact', async () => {
    const db = t.database.db;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 300_000 }),
        fc.array(step, { minLength: 2, maxLength: 8 }),
        async (initial, steps) => {
          t.setNow(TEST_NOW);
          const s = await paymentScene(t.app, db);
          const ownerCookie = await cookieFor(t.app, s.owner);
          if (initial > 0) await giveCredit(db, s.player.id, initial);
          const booked: string[] = [];
          let n = 0;
          let late = 0;
          for (const action of steps) {
            if (action.kind === 'book') {
              // Each its own time: today at 4, 6 or 8 PM, or 6 or 8 PM on one of five days
              // inside the 7-day booking window.
              if (action.late && late === 3) continue;
              const hour = action.late ? 16 + 2 * late : 18 + 2 * Math.floor(n / 5);
              const date = action.late ? '2030-05-10' : addDays('2030-05-12', n % 5);
              if (action.late) late += 1;
              n += 1;
              const slot = {
                date,
                startTime: label(hour),
                endTime: label(hour + action.hours),
                amount: `${action.hours * 1000}.00`,
              };
              const before = await creditBalance(db, s.player.id);
              const started = action.useCredit
                ? await payWithCredit(t.app, s.cookie, s.turf.id, slot)
                : await postPayment(t.app, s.cookie, {
                    amount: slot.amount,
                    currency: 'inr',
                    booking: { turfId: s.turf.id, bookingDate: slot.date, ...slot },
                  });
              if (action.useCredit && before === 0) {
                expect(started.statusCode).toBe(409);
                continue;
              }
              expect(started.statusCode, started.body).toBe(200);
              const answer = started.json();
              if (!answer.paidWithCredit)
                expect((await confirmCard(t.app, answer.clientSecret)).statusCode).toBe(200);
              const [row] = await db
                .select({ id: bookings.id })
                .from(bookings)
                .where(eq(bookings.paymentId, answer.paymentId));
              booked.push(row!.id);
            } else if (action.kind === 'rain' && booked.length > 0) {
              const bookingId = booked[action.which % booked.length]!;
              const [row] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
              if (row!.status !== 'confirmed') continue;
              const rained = await t.app.inject({
                method: 'POST',
                url: `/api/v1/owner/turfs/${s.turf.id}/cancellations`,
                headers: { cookie: ownerCookie },
                payload: {
                  date: row!.day,
                  start: row!.startMinute,
                  end: row!.endMinute,
                  reason: 'Rain',
                },
              });
              expect(rained.statusCode, rained.body).toBe(200);
              if (action.choice === 'none') continue;
              const chosen = await t.app.inject({
                method: 'POST',
                url: `/api/v1/booking/${bookingId}/rain-out-choice`,
                headers: { cookie: s.cookie },
                payload: { choice: action.choice },
              });
              expect(chosen.statusCode, chosen.body).toBe(200);
            } else if (action.kind === 'cancel' && booked.length > 0) {
              const bookingId = booked[action.which % booked.length]!;
              const answer = await t.app.inject({
                method: 'POST',
                url: `/api/v1/booking/${bookingId}/cancel`,
                headers: { cookie: s.cookie },
                payload: { refundTo: action.refundTo },
              });
              expect([200, 409]).toContain(answer.statusCode);
            }
          }
          // A day later the sweep has given credit for every rain-out left unchosen.
          t.setNow(new Date(TEST_NOW.getTime() + 25 * 3_600_000));
          await sweep(t.context);
          await expectMoneyAddsUp(s.player.id, initial);
        },
      ),
      { numRuns: 10 },
    );
  }, 120_000);
});

async function expectMoneyAddsUp(userId: string, initial: number) {
  const db = t.database.db;
  const balance = await creditBalance(db, userId);
  const [entries] = await db
    .select({ total: sum(creditEntries.amountPaise) })
    .from(creditEntries)
    .where(eq(creditEntries.userId, userId));
  expect(balance).toBeGreaterThanOrEqual(0);
  expect(Number(entries!.total ?? 0)).toBe(balance);
  const rows = await db.select().from(bookings).where(eq(bookings.userId, userId));
  const ids = rows.map((row) => row.id);
  const back = ids.length
    ? await db.select().from(refunds).where(inArray(refunds.bookingId, ids))
    : [];
  let creditBack = 0;
  let creditSpent = 0;
  for (const row of rows) {
    const mine = back.filter((refund) => refund.bookingId === row.id);
    const toCredit = mine.filter((r) => r.destination === 'credit');
    const toCard = mine.filter((r) => r.destination === 'source');
    const total = (list: typeof mine) => list.reduce((a, r) => a + r.amountPaise, 0);
    expect(total(mine)).toBe(row.refundedPaise);
    expect(total(toCard)).toBeLessThanOrEqual(row.amountPaise - row.creditPaise);
    expect(mine.every((r) => r.status === 'done')).toBe(true);
    if (row.paymentStatus !== 'unpaid') creditSpent += row.creditPaise;
    creditBack += total(toCredit);
  }
  // Every paisa of credit: what was given, less what bookings took, plus what came back.
  expect(balance).toBe(initial - creditSpent + creditBack);
  // Each payment: its card part and credit part are its bookings' money, exactly.
  const paymentIds = [...new Set(rows.map((row) => row.paymentId!))];
  for (const paymentId of paymentIds) {
    const [payment] = await db.select().from(payments).where(eq(payments.intentId, paymentId));
    const of = rows.filter((row) => row.paymentId === paymentId);
    expect(payment!.amountPaise + payment!.creditPaise).toBe(
      of.reduce((a, row) => a + row.amountPaise, 0),
    );
    expect(payment!.creditPaise).toBe(of.reduce((a, row) => a + row.creditPaise, 0));
    const [intent] = await db
      .select()
      .from(localPaymentIntents)
      .where(eq(localPaymentIntents.id, paymentId));
    expect(intent?.amount ?? 0).toBe(payment!.amountPaise);
    const [card] = await db
      .select({ total: sum(localRefunds.amount) })
      .from(localRefunds)
      .where(eq(localRefunds.intentId, paymentId));
    const cardBack = back
      .filter((r) => r.paymentIntentId === paymentId && r.destination === 'source')
      .reduce((a, r) => a + r.amountPaise, 0);
    expect(Number(card!.total ?? 0)).toBe(cardBack);
  }
}
