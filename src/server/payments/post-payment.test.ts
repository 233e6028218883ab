import { count } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { localPaymentIntents } from '../db/schema-money';
import { createUser } from '../testing/factories';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';
import { TEST_NOW, paymentScene, postPayment, slotBody, takenTimes } from '../testing/payment-kit';

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

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

  it('gives a second player 409 for the same or an overlapping slot while the hold lives, not for the next one', async () => {
    const { turf, cookie } = await paymentScene(t.app, t.database.db);
    expect((await postPayment(t.app, cookie, slotBody(turf.id))).statusCode).toBe(200);
    const rival = await cookieFor(t.app, await createUser(t.database.db, 'user'));
    for (const [start, end, amount] of [
      ['6:00 PM', '7:00 PM', '1000.00'],
      ['6:30 PM', '8:00 PM', '1500.00'],
      ['5:00 PM', '6:30 PM', '1500.00'],
      ['6:30 PM', '6:30 PM', '1.00'],
    ] as const) {
      const response = await postPayment(t.app, rival, slotBody(turf.id, start, end, amount));
      if (start === end) {
        expect(response.statusCode).toBe(400);
        continue;
      }
      expect(response.statusCode, `${start}-${end}`).toBe(409);
      expect(response.json()).toMatchObject({
        success: false,
        message: 'This time slot is already booked. Please select a different time.',
      });
    }
    // Back-to-back: the 6–7 PM hold ends where 7 PM starts (half-open ranges, decision 010).
    expect(
      (await postPayment(t.app, rival, slotBody(turf.id, '7:00 PM', '8:00 PM'))).statusCode,
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
    expect(response.json()).toMatchObject({ success: false, message });
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
    expect(usd.json()).toMatchObject({ success: false, message: "Currency must be 'inr'" });
    expect(await takenTimes(t.app, turf.id)).toEqual([]);
  });
});
