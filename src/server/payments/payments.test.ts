import { count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { bookings, localPaymentIntents } from '../db/schema';
import { createUser } from '../testing/factories';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';
import {
  TEST_NOW,
  confirmCard,
  createBooking,
  paymentScene,
  postPayment,
  slotBody,
  takenTimes,
} from './payment-test-kit';

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

async function confirmedBookings() {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(bookings)
    .where(eq(bookings.status, 'confirmed'));
  return row!.n;
}

describe('POST /api/v1/payment/post-payment', () => {
  it('prices the slot, holds it for 10 minutes and opens an intent for exactly that amount', async () => {
    const { turf, cookie, player } = await paymentScene(t.app, t.database.db);
    const response = await postPayment(t.app, cookie, {
      ...slotBody(turf.id, '6:00 PM', '7:30 PM', '1500.00'),
      userId: player.id,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      amount: '1500.00',
      holdExpiresAt: '2030-05-10T04:40:00.000Z',
    });
    const intent = await t.app.inject({
      method: 'GET',
      url: `/api/v1/payment/local/intent?clientSecret=${body.clientSecret}`,
    });
    expect(intent.json()).toEqual({
      paymentIntent: {
        id: body.paymentId,
        status: 'requires_payment_method',
        amount: 150_000,
        currency: 'inr',
      },
    });
    expect(await takenTimes(t.app, turf.id)).toEqual(['6:00 PM-7:30 PM']);
  });

  it('rejects an amount that is not the price, and holds nothing', async () => {
    const { turf, cookie } = await paymentScene(t.app, t.database.db);
    const response = await postPayment(
      t.app,
      cookie,
      slotBody(turf.id, '6:00 PM', '7:00 PM', '1.00'),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'The amount does not match the price of this booking (₹1000.00). Please go back and try again.',
    );
    expect(await takenTimes(t.app, turf.id)).toEqual([]);
  });

  it('gives a second player 409 for the same or an overlapping slot while the hold lives', async () => {
    const { turf, cookie } = await paymentScene(t.app, t.database.db);
    expect((await postPayment(t.app, cookie, slotBody(turf.id))).statusCode).toBe(200);
    const rival = await cookieFor(t.app, await createUser(t.database.db, 'user'));
    for (const [start, end, amount] of [
      ['6:00 PM', '7:00 PM', '1000.00'],
      ['7:00 PM', '8:00 PM', '1000.00'],
      ['5:00 PM', '6:00 PM', '1000.00'],
      ['6:30 PM', '6:30 PM', '1.00'],
    ] as const) {
      const response = await postPayment(t.app, rival, slotBody(turf.id, start, end, amount));
      if (start === end) {
        expect(response.statusCode).toBe(400);
        continue;
      }
      expect(response.statusCode, `${start}-${end}`).toBe(409);
      expect(response.json()).toEqual({
        success: false,
        message: 'This time slot is already booked. Please select a different time.',
      });
    }
    expect(
      (await postPayment(t.app, rival, slotBody(turf.id, '7:30 PM', '8:30 PM'))).statusCode,
    ).toBe(200);
  });

  it('frees the slot when the hold runs out', async () => {
    const { turf, cookie } = await paymentScene(t.app, t.database.db);
    await postPayment(t.app, cookie, slotBody(turf.id));
    t.setNow(new Date(TEST_NOW.getTime() + 10 * 60_000 + 1000));
    expect(await takenTimes(t.app, turf.id)).toEqual([]);
    const rival = await cookieFor(t.app, await createUser(t.database.db, 'user'));
    expect((await postPayment(t.app, rival, slotBody(turf.id))).statusCode).toBe(200);
  });

  it('answers the same payment when the same player asks again (a reload never charges twice)', async () => {
    const { turf, cookie } = await paymentScene(t.app, t.database.db);
    const first = (await postPayment(t.app, cookie, slotBody(turf.id))).json();
    const again = (await postPayment(t.app, cookie, slotBody(turf.id))).json();
    expect(again.paymentId).toBe(first.paymentId);
    expect(again.clientSecret).toBe(first.clientSecret);
    const [intents] = await t.database.db.select({ n: count() }).from(localPaymentIntents);
    expect(intents!.n).toBe(1);
  });

  it('lets a player change their mind: a new time releases their own earlier hold', async () => {
    const { turf, cookie } = await paymentScene(t.app, t.database.db);
    await postPayment(t.app, cookie, slotBody(turf.id, '6:00 PM', '7:00 PM'));
    const changed = await postPayment(
      t.app,
      cookie,
      slotBody(turf.id, '6:30 PM', '8:00 PM', '1500.00'),
    );
    expect(changed.statusCode).toBe(200);
    expect(await takenTimes(t.app, turf.id)).toEqual(['6:30 PM-8:00 PM']);
  });

  it.each([
    [
      { startTime: '8:00 AM', endTime: '9:00 AM' },
      400,
      'This time slot has already started. Please select a future time.',
    ],
    [
      { startTime: '7:00 PM', endTime: '6:00 PM' },
      400,
      'Invalid time: End time must be after start time.',
    ],
    [{ bookingDate: '2030-05-17' }, 400, 'Bookings can be made up to 7 days ahead.'],
    [{ bookingDate: 'someday' }, 400, 'Booking date must be a date such as 2030-05-10'],
    [{ turfId: '00000000-0000-4000-8000-000000000000' }, 404, 'Turf not found'],
    [{ turfId: 'nope' }, 400, 'Invalid turf id'],
    [{ startTime: '6:10 PM' }, 400, 'Start time must be a half-hour time such as 6:30 PM'],
  ])('refuses %j', async (change, status, message) => {
    const { turf, cookie } = await paymentScene(t.app, t.database.db);
    const body = slotBody(turf.id);
    const response = await postPayment(t.app, cookie, {
      ...body,
      booking: { ...body.booking, ...change },
    });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ success: false, message });
  });

  it('refuses visitors (401), owners and admins (403), paying for someone else (403), other currencies (400)', async () => {
    const { turf, owner, cookie } = await paymentScene(t.app, t.database.db);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payment/post-payment',
      payload: slotBody(turf.id),
    });
    expect(anonymous.statusCode).toBe(401);
    expect(
      (await postPayment(t.app, await cookieFor(t.app, owner), slotBody(turf.id))).statusCode,
    ).toBe(403);
    const admin = await createUser(t.database.db, 'admin');
    expect(
      (await postPayment(t.app, await cookieFor(t.app, admin), slotBody(turf.id))).statusCode,
    ).toBe(403);
    const other = await createUser(t.database.db, 'user');
    expect(
      (await postPayment(t.app, cookie, { ...slotBody(turf.id), userId: other.id })).statusCode,
    ).toBe(403);
    const usd = await postPayment(t.app, cookie, { ...slotBody(turf.id), currency: 'usd' });
    expect(usd.json()).toEqual({ success: false, message: "Currency must be 'inr'" });
    expect(await takenTimes(t.app, turf.id)).toEqual([]);
  });
});

describe('paying with the local gateway', () => {
  it('turns the hold into a confirmed, paid booking at confirm, even if the browser never calls back', async () => {
    const { turf, cookie, player } = await paymentScene(t.app, t.database.db);
    const { clientSecret, paymentId } = (
      await postPayment(t.app, cookie, slotBody(turf.id))
    ).json();
    const paid = await confirmCard(t.app, clientSecret);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({
      paymentIntent: { id: paymentId, status: 'succeeded', amount: 100_000, currency: 'inr' },
    });
    const [intent] = await t.database.db.select().from(localPaymentIntents);
    expect(intent!.billingName).toBe('Guest User');

    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/v1/booking/get-user-bookings/${player.id}`,
      headers: { cookie },
    });
    expect(mine.json().bookings).toEqual([
      expect.objectContaining({
        date: '2030-05-10',
        startTime: '6:00 PM',
        endTime: '7:00 PM',
        status: 'confirmed',
        paymentStatus: 'paid',
        amountPaid: 1000,
        paymentId,
      }),
    ]);
    t.setNow(new Date(TEST_NOW.getTime() + 60 * 60_000));
    expect(await takenTimes(t.app, turf.id)).toEqual(['6:00 PM-7:00 PM']);
  });

  it('makes one booking however many times create-booking is called, ignoring the client amount', async () => {
    const { turf, cookie } = await paymentScene(t.app, t.database.db);
    const { clientSecret, paymentId } = (
      await postPayment(t.app, cookie, slotBody(turf.id))
    ).json();
    await confirmCard(t.app, clientSecret);
    const first = await createBooking(t.app, cookie, paymentId, { amountPaid: 1 });
    const second = await createBooking(t.app, cookie, paymentId, { amountPaid: 99999 });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json().booking._id).toBe(first.json().booking._id);
    expect(first.json().booking.amountPaid).toBe(1000);
    expect(await confirmedBookings()).toBe(1);
    const again = await confirmCard(t.app, clientSecret);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe('This payment has already been processed.');
  });

  it.each([
    ['4000 0000 0000 0002', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
    ['4242 4242 4242 4241', 'Your card number is incorrect.'],
  ])(
    'declines %s with "%s": no booking, and the slot frees when the hold ends',
    async (number, message) => {
      const { turf, cookie, player } = await paymentScene(t.app, t.database.db);
      const { clientSecret, paymentId } = (
        await postPayment(t.app, cookie, slotBody(turf.id))
      ).json();
      const declined = await confirmCard(t.app, clientSecret, {
        number,
        expMonth: 12,
        expYear: 2031,
        cvc: '123',
      });
      expect(declined.statusCode).toBe(402);
      expect(declined.json().error.message).toBe(message);
      const early = await createBooking(t.app, cookie, paymentId);
      expect(early.statusCode).toBe(402);
      expect(early.json().message).toBe('This payment has not been completed yet.');
      expect(await confirmedBookings()).toBe(0);
      t.setNow(new Date(TEST_NOW.getTime() + 11 * 60_000));
      expect(await takenTimes(t.app, turf.id)).toEqual([]);
      const mine = await t.app.inject({
        method: 'GET',
        url: `/api/v1/booking/get-user-bookings/${player.id}`,
        headers: { cookie },
      });
      expect(mine.json().bookings).toEqual([]);
    },
  );

  it.each([
    [{ expMonth: 1, expYear: 2030 }, "Your card's expiration date is in the past."],
    [{ cvc: '1' }, "Your card's security code is invalid."],
  ])('refuses a card with %j', async (change, message) => {
    const { turf, cookie } = await paymentScene(t.app, t.database.db);
    const { clientSecret } = (await postPayment(t.app, cookie, slotBody(turf.id))).json();
    const response = await confirmCard(t.app, clientSecret, {
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2031,
      cvc: '123',
      ...change,
    });
    expect(response.statusCode).toBe(402);
    expect(response.json().error.message).toBe(message);
  });

  it('refunds a payment that arrives after its hold ran out and the slot was sold to someone else', async () => {
    const { turf, cookie } = await paymentScene(t.app, t.database.db);
    const late = (await postPayment(t.app, cookie, slotBody(turf.id))).json();
    t.setNow(new Date(TEST_NOW.getTime() + 11 * 60_000));
    const rival = await cookieFor(t.app, await createUser(t.database.db, 'user'));
    const rivalPayment = (await postPayment(t.app, rival, slotBody(turf.id))).json();
    await confirmCard(t.app, rivalPayment.clientSecret);

    const paidLate = await confirmCard(t.app, late.clientSecret);
    expect(paidLate.statusCode).toBe(200);
    const answer = await createBooking(t.app, cookie, late.paymentId);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(
      'This time slot was booked by someone else before your payment completed. Your payment has been refunded.',
    );
    const [intent] = await t.database.db
      .select()
      .from(localPaymentIntents)
      .where(eq(localPaymentIntents.id, late.paymentId));
    expect(intent!.refundedAt).not.toBeNull();
    expect(await confirmedBookings()).toBe(1);
  });

  it('still books a payment that arrives after its hold ran out if nobody took the slot', async () => {
    const { turf, cookie } = await paymentScene(t.app, t.database.db);
    const late = (await postPayment(t.app, cookie, slotBody(turf.id))).json();
    t.setNow(new Date(TEST_NOW.getTime() + 15 * 60_000));
    await takenTimes(t.app, turf.id);
    expect((await confirmCard(t.app, late.clientSecret)).statusCode).toBe(200);
    expect((await createBooking(t.app, cookie, late.paymentId)).statusCode).toBe(201);
    expect(await confirmedBookings()).toBe(1);
  });

  it("refuses another player's payment and another player's bookings", async () => {
    const { turf, cookie, player } = await paymentScene(t.app, t.database.db);
    const { clientSecret, paymentId } = (
      await postPayment(t.app, cookie, slotBody(turf.id))
    ).json();
    await confirmCard(t.app, clientSecret);
    const intruder = await cookieFor(t.app, await createUser(t.database.db, 'user'));
    expect((await createBooking(t.app, intruder, paymentId)).statusCode).toBe(404);
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/v1/booking/get-user-bookings/${player.id}`,
      headers: { cookie: intruder },
    });
    expect(theirs.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/v1/booking/get-user-bookings/${player.id}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
