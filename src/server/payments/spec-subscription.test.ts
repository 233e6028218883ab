import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { bookings, subscriptions } from '../db/schema-bookings';
import { localPaymentIntents, payments } from '../db/schema-money';
import { createUser } from '../testing/factories';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';
import {
  TEST_NOW,
  confirmCard,
  givenBack,
  paymentScene,
  postPayment,
  slotBody,
  takenTimes,
} from '../testing/payment-kit';

// The spec's own subscription flow (spec §4, §7): post-payment carries only amount, currency and
// userId; subscription/create names the turf and slots after the card was charged.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

// ₹1000/hour: three 1-hour slots and one of 1.5 hours are ₹4500, less 15% = ₹3825.
const SLOTS = [
  { date: 'Sat, May 11, 2030', startTime: '6:00 PM', endTime: '7:00 PM' },
  { date: 'Sun, May 12, 2030', startTime: '6:00 PM', endTime: '7:00 PM' },
  { date: 'Mon, May 13, 2030', startTime: '6:00 PM', endTime: '7:00 PM' },
  { date: 'Tue, May 14, 2030', startTime: '6:00 PM', endTime: '7:30 PM' },
];

async function payWithoutDetails(cookie: string, userId: string, amount = '3825.00') {
  const started = await postPayment(t.app, cookie, { amount, currency: 'inr', userId });
  expect(started.statusCode).toBe(200);
  const { clientSecret, paymentId } = started.json();
  expect((await confirmCard(t.app, clientSecret)).statusCode).toBe(200);
  return paymentId as string;
}

function create(cookie: string, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/subscription/create',
    headers: { cookie },
    payload: body,
  });
}

const specBody = (turfId: string, userId: string, transactionId: string, slots = SLOTS) => ({
  userId,
  turfId,
  startDate: slots[0]!.date,
  endDate: slots[slots.length - 1]!.date,
  price: 3825,
  selectedSlots: slots,
  paymentDetails: { method: 'credit_card', transactionId, status: 'pending' },
});

async function paymentStatus(intentId: string) {
  const [row] = await t.database.db.select().from(payments).where(eq(payments.intentId, intentId));
  return row!.status;
}

describe('subscription/create after a post-payment without subscription details', () => {
  it('books every slot with its own share, once however often it is called', async () => {
    const { turf, cookie, player } = await paymentScene(t.app, t.database.db);
    const paymentId = await payWithoutDetails(cookie, player.id);

    const first = await create(cookie, specBody(turf.id, player.id, paymentId));
    expect(first.statusCode).toBe(201);
    expect(first.json().subscription).toMatchObject({
      turfId: turf.id,
      startDate: '2030-05-11',
      endDate: '2030-05-14',
      price: 3825,
      isSubscription: true,
    });
    const again = await create(cookie, specBody(turf.id, player.id, paymentId));
    expect(again.statusCode).toBe(201);
    expect(again.json().subscription._id).toBe(first.json().subscription._id);

    const rows = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.paymentId, paymentId))
      .orderBy(bookings.day);
    expect(rows.map((row) => [row.status, row.amountPaise])).toEqual([
      ['confirmed', 85_000],
      ['confirmed', 85_000],
      ['confirmed', 85_000],
      ['confirmed', 127_500],
    ]);
    expect(await paymentStatus(paymentId)).toBe('finalized');
    expect(await takenTimes(t.app, turf.id)).toHaveLength(4);
  });

  it('refuses slots that do not cost what was paid, and slots the rules refuse', async () => {
    const { turf, cookie, player } = await paymentScene(t.app, t.database.db);
    const paymentId = await payWithoutDetails(cookie, player.id, '3400.00');
    const pricey = await create(cookie, specBody(turf.id, player.id, paymentId));
    expect(pricey.statusCode).toBe(400);
    expect(pricey.json().message).toContain('₹3825.00');
    const tooFew = await create(cookie, specBody(turf.id, player.id, paymentId, SLOTS.slice(0, 3)));
    expect(tooFew.json()).toMatchObject({
      success: false,
      message: 'Please select at least 4 time slots for subscription booking',
    });
    const noSlots = await create(cookie, {
      paymentDetails: { method: 'credit_card', transactionId: paymentId, status: 'pending' },
    });
    expect(noSlots.statusCode).toBe(400);
    // Nothing was booked; the payment waits for a right claim, or is refunded unclaimed.
    expect(await takenTimes(t.app, turf.id)).toEqual([]);
    expect(await paymentStatus(paymentId)).toBe('pending');
  });

  it('refunds in full and books nothing when a slot was taken meanwhile', async () => {
    const { turf, cookie, player } = await paymentScene(t.app, t.database.db);
    const paymentId = await payWithoutDetails(cookie, player.id);
    const rival = await cookieFor(t.app, await createUser(t.database.db, 'user'));
    const taken = (
      await postPayment(t.app, rival, {
        ...slotBody(turf.id, '7:00 PM', '8:00 PM'),
        booking: {
          turfId: turf.id,
          bookingDate: '2030-05-14',
          startTime: '7:00 PM',
          endTime: '8:00 PM',
        },
      })
    ).json();
    await confirmCard(t.app, taken.clientSecret);

    const lost = await create(cookie, specBody(turf.id, player.id, paymentId));
    expect(lost.statusCode).toBe(409);
    expect(lost.json().message).toContain('Your payment has been refunded.');
    expect(await paymentStatus(paymentId)).toBe('refunded');
    const [intent] = await t.database.db
      .select()
      .from(localPaymentIntents)
      .where(eq(localPaymentIntents.id, paymentId));
    expect(await givenBack(t.database.db, paymentId)).toBe(intent!.amount);
    expect(
      await t.database.db.select().from(bookings).where(eq(bookings.paymentId, paymentId)),
    ).toEqual([]);
    expect(await t.database.db.select().from(subscriptions)).toEqual([]);
  });

  it("refuses another player's payment, and a single booking's payment", async () => {
    const { turf, cookie, player } = await paymentScene(t.app, t.database.db);
    const paymentId = await payWithoutDetails(cookie, player.id);
    const stranger = await createUser(t.database.db, 'user');
    const theirs = await create(
      await cookieFor(t.app, stranger),
      specBody(turf.id, stranger.id, paymentId),
    );
    expect(theirs.statusCode).toBe(404);
    const single = (await postPayment(t.app, cookie, slotBody(turf.id))).json();
    await confirmCard(t.app, single.clientSecret);
    expect((await create(cookie, specBody(turf.id, player.id, single.paymentId))).statusCode).toBe(
      404,
    );
  });
});
