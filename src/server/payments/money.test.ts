import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { flatPriceRules, priceOfRange } from '../../shared/price-rules';
import { paiseToRupeesText, rupeesToPaise } from '../../shared/pricing';
import { subscriptionPrice } from '../../shared/subscription';
import { timeLabel } from '../../shared/slots';
import { addDays, zonedNow } from '../../shared/time';
import { bookings } from '../db/schema-bookings';
import { localPaymentIntents, payments } from '../db/schema-money';
import { createTurf, createUser } from '../testing/factories';
import { cookieFor } from '../testing/requests';
import { resetDatabase } from '../testing/test-database';
import { useTestApp } from '../testing/test-app';
import { confirmCard, postPayment, takenTimes } from '../testing/payment-kit';

// Every paisa the server records is a share of a charge: what owners see adds up to what the
// card network was asked for. The clock is real here, so payments are dated today.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
const H = 60;
const today = () => zonedNow(new Date(), 'Asia/Kolkata').date;

async function scene(pricePaise: number) {
  const db = t.database.db;
  const owner = await createUser(db, 'owner');
  const turf = await createTurf(db, owner.id, { pricePaise });
  return { owner, turf, ownerCookie: await cookieFor(t.app, owner) };
}

async function player() {
  return cookieFor(t.app, await createUser(t.database.db, 'user'));
}

type Slot = { date: string; start: number; end: number };

/** Pays for one slot, or for slots as a subscription, with the server's own price. */
async function pay(cookie: string, turfId: string, slots: Slot[], pricePerHourPaise: number) {
  const texts = slots.map((s) => ({ startTime: timeLabel(s.start), endTime: timeLabel(s.end) }));
  const body =
    slots.length === 1
      ? {
          amount: paiseToRupeesText(
            priceOfRange(flatPriceRules(pricePerHourPaise), slots[0]!, null).totalPaise,
          ),
          currency: 'inr',
          booking: { turfId, bookingDate: slots[0]!.date, ...texts[0]! },
        }
      : {
          amount: paiseToRupeesText(
            subscriptionPrice(slots, flatPriceRules(pricePerHourPaise), null).finalPaise,
          ),
          currency: 'inr',
          subscription: {
            turfId,
            selectedSlots: slots.map((s, i) => ({ date: s.date, ...texts[i]! })),
          },
        };
  const started = await postPayment(t.app, cookie, body);
  if (started.statusCode !== 200) return { status: started.statusCode, paise: 0 };
  const confirmed = await confirmCard(t.app, started.json().clientSecret);
  expect(confirmed.statusCode).toBe(200);
  return { status: 200, paise: confirmed.json().paymentIntent.amount as number };
}

async function ownerView(turfId: string, ownerCookie: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/booking/get-turf-bookings/${turfId}?view=owner`,
    headers: { cookie: ownerCookie },
  });
  return response.json().bookings as { amountPaid: number; startTime: string; endTime: string }[];
}

async function ownerEarnings(ownerId: string, ownerCookie: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/turf/owner-turfs/${ownerId}`,
    headers: { cookie: ownerCookie },
  });
  return response.json() as { totalEarnings: number; earningsByDay: { amount: number }[] };
}

const sumPaise = (rupees: number[]) => rupees.reduce((sum, r) => sum + rupeesToPaise(r)!, 0);

describe('a subscription is recorded to the paisa', () => {
  it('gives each booking its own slot share, and the shares add up to the charge', async () => {
    const { turf, owner, ownerCookie } = await scene(125_000);
    const day = (n: number) => addDays(today(), n);
    const slots = [
      { date: day(1), start: 6 * H, end: 7 * H },
      { date: day(2), start: 6 * H, end: 7 * H },
      { date: day(3), start: 6 * H, end: 7 * H },
      { date: day(4), start: 6 * H, end: 7 * H + 30 },
    ];
    const paid = await pay(await player(), turf.id, slots, 125_000);
    expect(paid).toEqual({ status: 200, paise: 478_125 });

    const rows = await t.database.db
      .select({ amount: bookings.amountPaise })
      .from(bookings)
      .where(eq(bookings.turfId, turf.id))
      .orderBy(bookings.day);
    expect(rows.map((row) => row.amount)).toEqual([106_250, 106_250, 106_250, 159_375]);
    const table = await ownerView(turf.id, ownerCookie);
    expect(sumPaise(table.map((b) => b.amountPaid))).toBe(478_125);
    const earnings = await ownerEarnings(owner.id, ownerCookie);
    expect(rupeesToPaise(earnings.totalEarnings)).toBe(478_125);
  });
});

describe("the owner's rows count money actually paid", () => {
  it('gives live holds amountPaid 0, so the rows add up to the earnings', async () => {
    const { turf, owner, ownerCookie } = await scene(100_000);
    const day = addDays(today(), 1);
    await pay(await player(), turf.id, [{ date: day, start: 10 * H, end: 11 * H }], 100_000);
    // A hold nobody has paid for yet: it takes its slot, but it is no money.
    const held = await postPayment(t.app, await player(), {
      amount: '1500.00',
      currency: 'inr',
      booking: { turfId: turf.id, bookingDate: day, startTime: '2:00 PM', endTime: '3:30 PM' },
    });
    expect(held.statusCode).toBe(200);
    // What a spec client asks: the turf's bookings, with the owner's session, no view parameter.
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/booking/get-turf-bookings/${turf.id}`,
      headers: { cookie: ownerCookie },
    });
    const rows = response.json().bookings as { amountPaid: number; paymentStatus: string }[];
    expect(rows.map((row) => [row.paymentStatus, row.amountPaid])).toEqual([
      ['paid', 1000],
      ['unpaid', 0],
    ]);
    const earnings = await ownerEarnings(owner.id, ownerCookie);
    expect(sumPaise(rows.map((row) => row.amountPaid))).toBe(rupeesToPaise(earnings.totalEarnings));
  });
});

describe('back-to-back slots (half-open ranges)', () => {
  it('sells 10–11 and 11–12 to two players, and back-to-back subscription slots to one', async () => {
    const { turf } = await scene(100_000);
    const day = addDays(today(), 1);
    expect(
      (await pay(await player(), turf.id, [{ date: day, start: 10 * H, end: 11 * H }], 100_000))
        .status,
    ).toBe(200);
    expect(
      (await pay(await player(), turf.id, [{ date: day, start: 11 * H, end: 12 * H }], 100_000))
        .status,
    ).toBe(200);
    expect(await takenTimes(t.app, turf.id)).toEqual(['10:00 AM-11:00 AM', '11:00 AM-12:00 PM']);
    // One half-hour too many is still refused.
    expect(
      (
        await pay(
          await player(),
          turf.id,
          [{ date: day, start: 11 * H + 30, end: 13 * H }],
          100_000,
        )
      ).status,
    ).toBe(409);

    const subscriber = await player();
    const next = addDays(today(), 2);
    const slots = [
      { date: next, start: 6 * H, end: 7 * H },
      { date: next, start: 7 * H, end: 8 * H },
      { date: addDays(today(), 3), start: 6 * H, end: 7 * H },
      { date: addDays(today(), 4), start: 6 * H, end: 7 * H },
    ];
    expect((await pay(subscriber, turf.id, slots, 100_000)).status).toBe(200);
    const [confirmed] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(bookings)
      .where(eq(bookings.status, 'confirmed'));
    expect(confirmed!.n).toBe(6);
  });
});

describe('owner totals equal what players paid', () => {
  const order = fc.record({
    dayOffset: fc.integer({ min: 1, max: 6 }),
    startHalf: fc.integer({ min: 12, max: 43 }),
    halves: fc.integer({ min: 1, max: 4 }),
    subscription: fc.boolean(),
  });

  it('for random mixes of single bookings and subscriptions at odd prices', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(order, { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 50_000, max: 150_000 }),
        async (orders, pricePaise) => {
          await resetDatabase(t.database);
          const { turf, owner, ownerCookie } = await scene(pricePaise);
          let charged = 0;
          for (const o of orders) {
            const first: Slot = {
              date: addDays(today(), o.dayOffset),
              start: o.startHalf * 30,
              end: Math.min(o.startHalf + o.halves, 47) * 30,
            };
            // A subscription: this slot on four days a week apart (up to 90 days ahead is fine).
            const slots = o.subscription
              ? [0, 7, 14, 21].map((offset) => ({ ...first, date: addDays(first.date, offset) }))
              : [first];
            const paid = await pay(await player(), turf.id, slots, pricePaise);
            expect([200, 409]).toContain(paid.status);
            charged += paid.paise;
          }
          const [ledger] = await t.database.db
            .select({ paise: sql<string>`coalesce(sum(${localPaymentIntents.amount}), 0)` })
            .from(localPaymentIntents)
            .innerJoin(payments, eq(payments.intentId, localPaymentIntents.id))
            .where(eq(payments.status, 'finalized'));
          expect(Number(ledger!.paise)).toBe(charged);
          const earnings = await ownerEarnings(owner.id, ownerCookie);
          expect(rupeesToPaise(earnings.totalEarnings)).toBe(charged);
          expect(sumPaise(earnings.earningsByDay.map((d) => d.amount))).toBe(charged);
          const table = await ownerView(turf.id, ownerCookie);
          expect(sumPaise(table.map((b) => b.amountPaid))).toBe(charged);
        },
      ),
      { numRuns: 6 },
    );
  });
});

describe('local payment ids', () => {
  it("are shaped like Stripe's, and their first 10 characters tell them apart", async () => {
    const ids = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        t.context.payments.createIntent({
          amount: 100,
          currency: 'inr',
          metadata: {},
          idempotencyKey: `key-${index}`,
        }),
      ),
    );
    for (const { id } of ids) expect(id).toMatch(/^pi_[A-Za-z0-9]{24}$/);
    expect(new Set(ids.map(({ id }) => id.slice(0, 10))).size).toBe(20);
  });

  it("answer the same intent for the same idempotency key, as Stripe's do", async () => {
    const create = () =>
      t.context.payments.createIntent({
        amount: 100,
        currency: 'inr',
        metadata: {},
        idempotencyKey: 'once',
      });
    const [first, second] = await Promise.all([create(), create()]);
    expect(second!.id).toBe(first!.id);
    expect(second!.clientSecret).toBe(first!.clientSecret);
  });
});
