import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { localPaymentIntents, localRefunds } from '../db/schema-money';
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
  confirmedBookings,
} from '../testing/payment-kit';

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

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
    expect(await confirmedBookings(t.database.db)).toBe(1);
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
      expect(await confirmedBookings(t.database.db)).toBe(0);
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

    // Charged, but the slot is gone: confirm says so at once (409), and create-booking agrees.
    const paidLate = await confirmCard(t.app, late.clientSecret);
    expect(paidLate.statusCode).toBe(409);
    expect(paidLate.json().error.code).toBe('slot_unavailable');
    const answer = await createBooking(t.app, cookie, late.paymentId);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(
      'This time slot was booked by someone else before your payment completed. Your payment has been refunded.',
    );
    expect(paidLate.json().message).toBe(answer.json().message);
    // The card network gave back exactly what was charged (as the booking's refund).
    const given = await t.database.db
      .select()
      .from(localRefunds)
      .where(eq(localRefunds.intentId, late.paymentId));
    expect(given.reduce((sum, refund) => sum + refund.amount, 0)).toBe(100_000);
    expect(await confirmedBookings(t.database.db)).toBe(1);
  });

  it('still books a payment that arrives after its hold ran out if nobody took the slot', async () => {
    const { turf, cookie } = await paymentScene(t.app, t.database.db);
    const late = (await postPayment(t.app, cookie, slotBody(turf.id))).json();
    t.setNow(new Date(TEST_NOW.getTime() + 15 * 60_000));
    await takenTimes(t.app, turf.id);
    expect((await confirmCard(t.app, late.clientSecret)).statusCode).toBe(200);
    expect((await createBooking(t.app, cookie, late.paymentId)).statusCode).toBe(201);
    expect(await confirmedBookings(t.database.db)).toBe(1);
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
