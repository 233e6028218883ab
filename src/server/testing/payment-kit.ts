import { count, eq, sql } from 'drizzle-orm';
import { bookings } from '../db/schema-bookings';
import { localPaymentIntents, localRefunds } from '../db/schema-money';
import type { App } from '../app';
import type { Db } from '../db/database';
import { createTurf, createUser } from './factories';
import { cookieFor } from './requests';

// Shared steps of the payment tests: a turf at ₹1000/hour, players, and the calls of the flow.

/** 10:00 in Mumbai on 2030-05-10. */
export const TEST_NOW = new Date('2030-05-10T04:30:00Z');
export const TEST_DAY = '2030-05-10';
export const GOOD_CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2031, cvc: '123' };

export async function paymentScene(app: App, db: Db, pricePaise = 100_000) {
  const owner = await createUser(db, 'owner');
  const turf = await createTurf(db, owner.id, { pricePaise });
  const player = await createUser(db, 'user');
  return { owner, turf, player, cookie: await cookieFor(app, player) };
}

export function postPayment(app: App, cookie: string, body: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/payment/post-payment',
    headers: { cookie },
    payload: body,
  });
}

export function slotBody(
  turfId: string,
  startTime = '6:00 PM',
  endTime = '7:00 PM',
  amount = '1000.00',
) {
  return {
    amount,
    currency: 'inr',
    booking: { turfId, bookingDate: TEST_DAY, startTime, endTime },
  };
}

export function confirmCard(app: App, clientSecret: string, card = GOOD_CARD, billingName = '') {
  return app.inject({
    method: 'POST',
    url: '/api/v1/payment/local/confirm',
    payload: { clientSecret, card, billingName },
  });
}

export function confirmUpi(app: App, clientSecret: string, vpa = 'success@razorpay') {
  return app.inject({
    method: 'POST',
    url: '/api/v1/payment/local/confirm',
    payload: { clientSecret, upi: { vpa } },
  });
}

export function createBooking(
  app: App,
  cookie: string,
  paymentId: string,
  extra: Record<string, unknown> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/booking/create-booking',
    headers: { cookie },
    payload: { paymentId, status: 'confirmed', paymentStatus: 'paid', amountPaid: 1, ...extra },
  });
}

export async function takenTimes(app: App, turfId: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/v1/booking/get-turf-bookings/${turfId}`,
  });
  return (response.json().bookings as { startTime: string; endTime: string }[]).map(
    (b) => `${b.startTime}-${b.endTime}`,
  );
}

/** How many bookings are confirmed (paid) in the test database. */
export async function confirmedBookings(db: Db) {
  const [row] = await db
    .select({ n: count() })
    .from(bookings)
    .where(eq(bookings.status, 'confirmed'));
  return row!.n;
}

/**
 * What the local gateway gave back of a payment, in paise: its part refunds (decision 052's one
 * money back makes every refund a part, the whole included), or all of it when refunded whole.
 */
export async function givenBack(db: Db, intentId: string) {
  const [intent] = await db
    .select()
    .from(localPaymentIntents)
    .where(eq(localPaymentIntents.id, intentId));
  if (!intent) throw new Error(`no local intent ${intentId}`);
  if (intent.refundedAt) return intent.amount;
  const [back] = await db
    .select({ sum: sql<string>`coalesce(sum(${localRefunds.amount}), 0)` })
    .from(localRefunds)
    .where(eq(localRefunds.intentId, intentId));
  return Number(back!.sum);
}
