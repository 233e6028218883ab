import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { bookings } from '../db/schema-bookings';
import { localPaymentIntents } from '../db/schema-money';
import { addDays } from '../../shared/time';
import { timeLabel } from '../../shared/slots';
import { sweep } from '../system/housekeeping';
import { giveCredit } from '../testing/credit-kit';
import { createUser } from '../testing/factories';
import { expectMoneyAddsUp } from '../testing/money-invariants';
import {
  GOOD_CARD,
  TEST_NOW,
  confirmCard,
  paymentScene,
  postPayment,
} from '../testing/payment-kit';
import { createPromo, promoTerms } from '../testing/promo-kit';
import { cookieFor } from '../testing/requests';
import { sharesInDb } from '../testing/split-kit';
import { useTestApp } from '../testing/test-app';

// Every way money moves, in random order (docs/decisions/052): single bookings paid by card, a
// card that refuses refunds, credit whole or in part, promo codes; subscriptions; splits paid in
// any order, some never finished; games joined and left; cancels to the card or to credit,
// owners' cancels, rain-outs with each choice (or none); a slot lost while its card was being
// confirmed. After each run's last step, a day passes, the refusing cards accept again and the
// sweep runs: then every figure must add up (testing/money-invariants.ts).

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

const REFUSES_REFUNDS = { ...GOOD_CARD, number: '4000 0000 0000 5126' };

type Step =
  | { kind: 'book'; pay: 'card' | 'refusing' | 'credit' | 'promo' }
  | { kind: 'subscription' }
  | { kind: 'split'; players: number; paying: number; credit: boolean }
  | { kind: 'game'; joiners: number; leaves: boolean }
  | { kind: 'cancel'; which: number; refundTo: 'source' | 'credit' }
  | { kind: 'ownerCancel'; which: number }
  | { kind: 'rain'; which: number; choice: 'refund' | 'credit' | 'none' }
  | { kind: 'lostSlot' };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('book' as const),
      pay: fc.constantFrom(
        'card' as const,
        'refusing' as const,
        'credit' as const,
        'promo' as const,
      ),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('subscription' as const) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('split' as const),
      players: fc.integer({ min: 2, max: 4 }),
      paying: fc.integer({ min: 0, max: 3 }),
      credit: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('game' as const),
      joiners: fc.integer({ min: 0, max: 3 }),
      leaves: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('cancel' as const),
      which: fc.nat(),
      refundTo: fc.constantFrom('source' as const, 'credit' as const),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('ownerCancel' as const), which: fc.nat() }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('rain' as const),
      which: fc.nat(),
      choice: fc.constantFrom('refund' as const, 'credit' as const, 'none' as const),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('lostSlot' as const) }) },
);

describe('every way money moves, in any order', () => {
  it('leaves every charge, refund, share and credit balance adding up to the paisa', async () => {
    const db = t.database.db;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 9 }), async (steps) => {
        let now = TEST_NOW.getTime();
        const tick = (minutes = 1) => {
          now += minutes * 60_000;
          t.setNow(new Date(now));
        };
        t.setNow(new Date(now));
        const s = await paymentScene(t.app, db);
        const owner = await cookieFor(t.app, s.owner);
        await giveCredit(db, s.player.id, 150_000, new Date(now));
        const promo = await createPromo(t.app, 'owner', owner, {
          ...promoTerms({ code: `rain${Math.floor(Math.random() * 1e9)}`, maxUsesPerPlayer: 50 }),
          turfIds: [s.turf.id],
        });
        expect(promo.statusCode, promo.body).toBe(201);
        const code = promo.json().promoCode?.code ?? promo.json().code;

        // Each booking its own hour: 8 AM to 10 PM, two hours apart, from 12 May on.
        let n = 0;
        const nextSlot = () => {
          const hour = 8 + 2 * (n % 8);
          const date = addDays('2030-05-12', Math.floor(n / 8));
          n += 1;
          return { date, startTime: timeLabel(hour * 60), endTime: timeLabel(hour * 60 + 60) };
        };
        const booking = (slot: ReturnType<typeof nextSlot>) => ({
          turfId: s.turf.id,
          bookingDate: slot.date,
          startTime: slot.startTime,
          endTime: slot.endTime,
        });
        const booked: string[] = [];
        const bookingOf = async (paymentId: string) => {
          const [row] = await db
            .select({ id: bookings.id })
            .from(bookings)
            .where(eq(bookings.paymentId, paymentId));
          return row?.id ?? null;
        };
        const noServerError = (answer: { statusCode: number; body: string }) =>
          expect(answer.statusCode, answer.body).toBeLessThan(500);

        for (const action of steps) {
          tick();
          if (action.kind === 'book') {
            const slot = nextSlot();
            let amount = '1000.00';
            if (action.pay === 'promo') {
              const quote = await t.app.inject({
                method: 'GET',
                url: `/api/v1/turf/${s.turf.id}/price?date=${slot.date}&startTime=${encodeURIComponent(slot.startTime)}&endTime=${encodeURIComponent(slot.endTime)}&promoCode=${code}`,
                headers: { cookie: s.cookie },
              });
              expect(quote.statusCode, quote.body).toBe(200);
              amount = quote.json().amount;
            }
            const started = await postPayment(t.app, s.cookie, {
              amount,
              currency: 'inr',
              booking: booking(slot),
              ...(action.pay === 'promo' ? { promoCode: code } : {}),
              ...(action.pay === 'credit' ? { useCredit: true } : {}),
            });
            noServerError(started);
            if (started.statusCode !== 200) continue;
            const answer = started.json();
            if (!answer.paidWithCredit) {
              const card = action.pay === 'refusing' ? REFUSES_REFUNDS : GOOD_CARD;
              expect((await confirmCard(t.app, answer.clientSecret, card)).statusCode).toBe(200);
            }
            const id = await bookingOf(answer.paymentId);
            if (id) booked.push(id);
          } else if (action.kind === 'subscription') {
            const first = nextSlot();
            // Four weekly slots at the same hour: 15% off their ₹4,000.
            const slots = [0, 7, 14, 21].map((days) => ({
              date: addDays(first.date, days),
              startTime: first.startTime,
              endTime: first.endTime,
            }));
            const started = await postPayment(t.app, s.cookie, {
              amount: '3400.00',
              currency: 'inr',
              subscription: { turfId: s.turf.id, selectedSlots: slots },
            });
            noServerError(started);
            if (started.statusCode === 200) await confirmCard(t.app, started.json().clientSecret);
          } else if (action.kind === 'split') {
            const slot = nextSlot();
            const started = await postPayment(t.app, s.cookie, {
              amount: '1000.00',
              currency: 'inr',
              booking: booking(slot),
              split: { players: action.players },
            });
            noServerError(started);
            if (started.statusCode !== 200) continue;
            const split = started.json();
            expect((await confirmCard(t.app, split.clientSecret)).statusCode).toBe(200);
            const shares = await sharesInDb(db, split.splitId);
            for (const share of shares.slice(1, 1 + action.paying)) {
              const mate = await createUser(db, 'user');
              const mateCookie = await cookieFor(t.app, mate);
              if (action.credit) await giveCredit(db, mate.id, share.amountPaise, new Date(now));
              const paying = await t.app.inject({
                method: 'POST',
                url: `/api/v1/splits/${split.splitId}/shares/${share.id}/pay?token=${encodeURIComponent(split.shareToken)}`,
                headers: { cookie: mateCookie },
                payload: action.credit ? { useCredit: true } : {},
              });
              noServerError(paying);
              if (paying.statusCode === 200 && !paying.json().paidWithCredit)
                await confirmCard(t.app, paying.json().clientSecret);
            }
            // A split still collecting holds its slot: it is a booking once every share is in.
            const [held] = await db
              .select({ id: bookings.id, status: bookings.status })
              .from(bookings)
              .where(eq(bookings.paymentId, split.paymentId));
            if (held?.status === 'confirmed') booked.push(held.id);
          } else if (action.kind === 'game') {
            const slot = nextSlot();
            const started = await postPayment(t.app, s.cookie, {
              amount: '1000.00',
              currency: 'inr',
              booking: booking(slot),
            });
            if (started.statusCode !== 200) continue;
            await confirmCard(t.app, started.json().clientSecret);
            const id = await bookingOf(started.json().paymentId);
            if (!id) continue;
            booked.push(id);
            const opened = await t.app.inject({
              method: 'POST',
              url: '/api/v1/games',
              headers: { cookie: s.cookie },
              payload: { bookingId: id, level: 'beginner', spotsTotal: 3 },
            });
            noServerError(opened);
            if (opened.statusCode !== 200) continue;
            const gameId = opened.json().game._id as string;
            for (let joiner = 0; joiner < action.joiners; joiner += 1) {
              const player = await cookieFor(t.app, await createUser(db, 'user'));
              const join = await t.app.inject({
                method: 'POST',
                url: `/api/v1/games/${gameId}/join`,
                headers: { cookie: player },
                payload: {},
              });
              noServerError(join);
              if (join.statusCode !== 200) continue;
              await confirmCard(t.app, join.json().clientSecret);
              if (action.leaves && joiner === 0)
                noServerError(
                  await t.app.inject({
                    method: 'POST',
                    url: `/api/v1/games/${gameId}/leave`,
                    headers: { cookie: player },
                    payload: {},
                  }),
                );
            }
          } else if (action.kind === 'cancel' && booked.length > 0) {
            const id = booked[action.which % booked.length]!;
            const answer = await t.app.inject({
              method: 'POST',
              url: `/api/v1/booking/${id}/cancel`,
              headers: { cookie: s.cookie },
              payload: { refundTo: action.refundTo },
            });
            expect([200, 409], answer.body).toContain(answer.statusCode);
          } else if (action.kind === 'ownerCancel' && booked.length > 0) {
            const id = booked[action.which % booked.length]!;
            const answer = await t.app.inject({
              method: 'POST',
              url: `/api/v1/owner/bookings/${id}/cancel`,
              headers: { cookie: owner },
              payload: { reason: 'Maintenance' },
            });
            expect([200, 409], answer.body).toContain(answer.statusCode);
          } else if (action.kind === 'rain' && booked.length > 0) {
            const id = booked[action.which % booked.length]!;
            const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
            if (row!.status !== 'confirmed') continue;
            const rained = await t.app.inject({
              method: 'POST',
              url: `/api/v1/owner/turfs/${s.turf.id}/cancellations`,
              headers: { cookie: owner },
              payload: {
                date: row!.day,
                start: row!.startMinute,
                end: row!.endMinute,
                reason: 'Rain',
              },
            });
            expect([200, 409], rained.body).toContain(rained.statusCode);
            if (rained.statusCode !== 200 || action.choice === 'none') continue;
            noServerError(
              await t.app.inject({
                method: 'POST',
                url: `/api/v1/booking/${id}/rain-out-choice`,
                headers: { cookie: s.cookie },
                payload: { choice: action.choice },
              }),
            );
          } else if (action.kind === 'lostSlot') {
            // The hold runs out while the card is being confirmed, and a rival takes the slot.
            const slot = nextSlot();
            const mine = await postPayment(t.app, s.cookie, {
              amount: '1000.00',
              currency: 'inr',
              booking: booking(slot),
            });
            if (mine.statusCode !== 200) continue;
            tick(11);
            const rival = await cookieFor(t.app, await createUser(db, 'user'));
            const theirs = await postPayment(t.app, rival, {
              amount: '1000.00',
              currency: 'inr',
              booking: booking(slot),
            });
            if (theirs.statusCode === 200) await confirmCard(t.app, theirs.json().clientSecret);
            noServerError(await confirmCard(t.app, mine.json().clientSecret));
          }
        }

        // A day later every choice left open has defaulted and every deadline passed; the card
        // that refused refunds takes them now, and the sweep makes what is due.
        tick(25 * 60);
        await db
          .update(localPaymentIntents)
          .set({ cardLast4: '4242' })
          .where(eq(localPaymentIntents.cardLast4, '5126'));
        await sweep(t.context);
        await sweep(t.context);
        await expectMoneyAddsUp(db);
      }),
      { numRuns: 8 },
    );
  }, 600_000);
});
