import { count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { bookings, subscriptions } from '../db/schema-bookings';
import { createBooking as insertBooking, createUser } from '../testing/factories';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';
import {
  TEST_NOW,
  confirmCard,
  paymentScene,
  postPayment,
  takenTimes,
} from '../testing/payment-kit';

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

// Four one-hour evening slots on four days from 2030-05-11 at ₹1000/hour: ₹4000 − 15% = ₹3400.
const FOUR = [
  { date: 'Sat, May 11, 2030', startTime: '6:00 PM', endTime: '7:00 PM' },
  { date: 'Sun, May 12, 2030', startTime: '6:00 PM', endTime: '7:00 PM' },
  { date: '2030-05-13', startTime: '6:00 PM', endTime: '7:00 PM' },
  { date: '2030-05-14', startTime: '6:00 PM', endTime: '7:00 PM' },
];

function subscribe(cookie: string, turfId: string, selectedSlots = FOUR, amount = '3400.00') {
  return postPayment(t.app, cookie, {
    amount,
    currency: 'inr',
    subscription: { turfId, selectedSlots },
  });
}

function finish(cookie: string, transactionId: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/subscription/create',
    headers: { cookie },
    payload: {
      paymentDetails: { method: 'credit_card', transactionId, status: 'pending' },
      price: 1,
    },
  });
}

async function rows(table: typeof bookings | typeof subscriptions, where?: ReturnType<typeof eq>) {
  const [row] = await t.database.db.select({ n: count() }).from(table).where(where);
  return row!.n;
}

describe('subscriptions', () => {
  it('holds all slots, and on payment books them all under one subscription record, once', async () => {
    const { turf, cookie, player } = await paymentScene(t.app, t.database.db);
    const started = await subscribe(cookie, turf.id);
    expect(started.statusCode).toBe(200);
    const { clientSecret, paymentId, amount } = started.json();
    expect(amount).toBe('3400.00');
    expect((await finish(cookie, paymentId)).statusCode).toBe(402);

    await confirmCard(t.app, clientSecret);
    const first = await finish(cookie, paymentId);
    expect(first.statusCode).toBe(201);
    expect(first.json().subscription).toMatchObject({
      userId: player.id,
      turfId: turf.id,
      startDate: '2030-05-11',
      endDate: '2030-05-14',
      price: 3400,
      paymentDetails: { method: 'credit_card', transactionId: paymentId, status: 'succeeded' },
    });
    expect(first.json().subscription.selectedSlots).toHaveLength(4);
    const second = await finish(cookie, paymentId);
    expect(second.json().subscription._id).toBe(first.json().subscription._id);
    expect(await rows(subscriptions)).toBe(1);
    expect(await rows(bookings, eq(bookings.status, 'confirmed'))).toBe(4);

    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/v1/booking/get-user-bookings/${player.id}`,
      headers: { cookie },
    });
    expect(
      mine
        .json()
        .bookings.map((b: { date: string }) => b.date)
        .sort(),
    ).toEqual(['2030-05-11', '2030-05-12', '2030-05-13', '2030-05-14']);
    const anyone = await t.app.inject({
      method: 'GET',
      url: `/api/v1/booking/get-turf-bookings/${turf.id}?from=2030-05-11&to=2030-05-14`,
    });
    expect(anyone.json().bookings).toHaveLength(4);
  });

  it('refuses fewer than 4 slots', async () => {
    const { turf, cookie } = await paymentScene(t.app, t.database.db);
    const response = await subscribe(cookie, turf.id, FOUR.slice(0, 3), '2550.00');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Please select at least 4 time slots for subscription booking',
    );
  });

  it('refuses slots that overlap each other', async () => {
    const { turf, cookie } = await paymentScene(t.app, t.database.db);
    const overlapping = [
      ...FOUR.slice(0, 3),
      { date: '2030-05-13', startTime: '6:30 PM', endTime: '7:30 PM' },
    ];
    const response = await subscribe(cookie, turf.id, overlapping);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('This time slot overlaps with an already selected slot');
  });

  it('refuses a price that is not 85% of the sum', async () => {
    const { turf, cookie } = await paymentScene(t.app, t.database.db);
    const response = await subscribe(cookie, turf.id, FOUR, '4000.00');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'The amount does not match the price of this subscription (₹3400.00). Please go back and try again.',
    );
  });

  it('holds nothing when one slot is taken, and names that slot', async () => {
    const { turf, cookie } = await paymentScene(t.app, t.database.db);
    const other = await createUser(t.database.db, 'user');
    await insertBooking(t.database.db, {
      turfId: turf.id,
      userId: other.id,
      day: '2030-05-13',
      startMinute: 18 * 60 + 30,
      endMinute: 19 * 60 + 30,
    });
    const response = await subscribe(cookie, turf.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'This time slot is already booked. Please select a different time. (Mon, May 13, 2030, 6:00 PM – 7:00 PM)',
    );
    expect(await takenTimes(t.app, turf.id)).toEqual(['6:30 PM-7:30 PM']);
    expect(await rows(bookings, eq(bookings.status, 'pending'))).toBe(0);
  });

  it.each([
    [
      [{ date: '2030-05-10', startTime: '9:00 AM', endTime: '10:00 AM' }],
      'Cannot book slots from past time. Please select a future time slot.',
    ],
    [
      [{ date: '2030-05-15', startTime: '9:00 AM', endTime: '8:00 AM' }],
      'End time must be after start time',
    ],
    [
      [{ date: '2030-05-15', startTime: '9:00 AM', endTime: '11:59 PM' }],
      'End time must be a half-hour time from 6:00 AM to 11:30 PM',
    ],
    [
      [{ date: 'Fri, May 15, 2030', startTime: '9:00 AM', endTime: '10:00 AM' }],
      'Slot date "Fri, May 15, 2030" is not a date such as Mon, Jan 1, 2030',
    ],
  ])('refuses a bad slot %j', async (bad, message) => {
    const { turf, cookie } = await paymentScene(t.app, t.database.db);
    const response = await subscribe(cookie, turf.id, [...FOUR.slice(0, 3), ...bad]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it("refuses to finish another player's subscription payment, and create-booking for it", async () => {
    const { turf, cookie } = await paymentScene(t.app, t.database.db);
    const { clientSecret, paymentId } = (await subscribe(cookie, turf.id)).json();
    await confirmCard(t.app, clientSecret);
    const intruder = await cookieFor(t.app, await createUser(t.database.db, 'user'));
    expect((await finish(intruder, paymentId)).statusCode).toBe(404);
    const viaBooking = await t.app.inject({
      method: 'POST',
      url: '/api/v1/booking/create-booking',
      headers: { cookie },
      payload: { paymentId },
    });
    expect(viaBooking.statusCode).toBe(400);
  });
});
