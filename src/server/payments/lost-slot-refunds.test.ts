import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { bookings } from '../db/schema-bookings';
import { outbox } from '../db/schema-system';
import { localPaymentIntents, payments, refunds } from '../db/schema-money';
import { bookingPage } from '../testing/aftercare-kit';
import {
  TEST_DAY,
  TEST_NOW,
  confirmCard,
  createBooking,
  paymentScene,
  postPayment,
  slotBody,
} from '../testing/payment-kit';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';
import { reconcilePayments } from './reconcile';
import { retryDueRefunds } from './refunds';

// A player pays for a slot the venue has rained out meanwhile: the money must go back, and no
// answer or screen may say "refunded" before the card network has accepted the refund.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

const REFUSING_CARD = { number: '4000 0000 0000 5126', expMonth: 12, expYear: 2031, cvc: '123' };
const LOST = 'This time slot was booked by someone else before your payment completed.';
const PENDING = `${LOST} Refund pending: your money is on its way back to you.`;
const REFUNDED = `${LOST} Your payment has been refunded.`;

/** The player holds 6–7 PM, then the owner rains out the evening. */
async function heldThenRainedOut() {
  const scene = await paymentScene(t.app, t.database.db);
  const payment = (await postPayment(t.app, scene.cookie, slotBody(scene.turf.id))).json();
  const rained = await t.app.inject({
    method: 'POST',
    url: `/api/v1/owner/turfs/${scene.turf.id}/cancellations`,
    headers: { cookie: await cookieFor(t.app, scene.owner) },
    payload: { date: TEST_DAY, start: 17 * 60, end: 20 * 60, reason: 'Rain' },
  });
  expect(rained.statusCode, rained.body).toBe(200);
  return { ...scene, payment };
}

async function lostBooking(paymentId: string) {
  const [row] = await t.database.db
    .select()
    .from(bookings)
    .where(eq(bookings.paymentId, paymentId));
  return row!;
}

async function refundMails(bookingId: string) {
  const rows = await t.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.topic, 'refund.completed'));
  return rows.filter((row) => (row.payload as { bookingId: string }).bookingId === bookingId);
}

describe('a payment whose slot was lost', () => {
  it('answers a clear 409 at confirm, and says "Refund pending" everywhere until the refund is accepted', async () => {
    const { payment, cookie } = await heldThenRainedOut();
    const confirmed = await confirmCard(t.app, payment.clientSecret, REFUSING_CARD);
    expect(confirmed.statusCode, confirmed.body).toBe(409);
    expect(confirmed.json()).toMatchObject({
      success: false,
      message: PENDING,
      error: { code: 'slot_unavailable', message: PENDING },
    });
    // The card was charged: the gateway says so, and nothing pretends otherwise.
    const intent = await t.app.inject({
      method: 'GET',
      url: `/api/v1/payment/local/intent?clientSecret=${payment.clientSecret}`,
    });
    expect(intent.json().paymentIntent.status).toBe('succeeded');
    const finish = await createBooking(t.app, cookie, payment.paymentId);
    expect(finish.statusCode).toBe(409);
    expect(finish.json().message).toBe(PENDING);

    const booking = await lostBooking(payment.paymentId);
    const page = await bookingPage(t.app, cookie, booking.id);
    expect(page.statusCode).toBe(200);
    expect(page.json().booking).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'paid',
      amountCharged: 1000,
      refundedAmount: 1000,
      cancelledBy: 'system',
      cancelReason: LOST,
    });
    expect(page.json().booking.refund).toMatchObject({ amount: 1000, status: 'due' });
    expect(page.json().booking.history.map((entry: { kind: string }) => entry.kind)).toEqual([
      'paid',
      'cancelled',
    ]);
    // The sweep tries again; the network still refuses: still due, still no mail.
    await retryDueRefunds(t.context);
    await reconcilePayments(t.context);
    expect((await lostBooking(payment.paymentId)).paymentStatus).toBe('paid');
    expect(await refundMails(booking.id)).toEqual([]);
    const [record] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.intentId, payment.paymentId));
    expect(record!.status).toBe('refund_due');
  });

  it('reads refunded, with its history and the refund mail, once the sweep gets the refund through', async () => {
    const { payment, cookie } = await heldThenRainedOut();
    await confirmCard(t.app, payment.clientSecret, REFUSING_CARD);
    const booking = await lostBooking(payment.paymentId);
    // The card network accepts refunds again (the stand-in's card is no longer the refusing one).
    await t.database.db
      .update(localPaymentIntents)
      .set({ cardLast4: '4242' })
      .where(eq(localPaymentIntents.id, payment.paymentId));
    t.setNow(new Date(TEST_NOW.getTime() + 5 * 60_000));
    await retryDueRefunds(t.context);

    const page = (await bookingPage(t.app, cookie, booking.id)).json().booking;
    expect(page).toMatchObject({ paymentStatus: 'refunded', refundedAmount: 1000 });
    expect(page.refund).toMatchObject({ amount: 1000, status: 'done' });
    expect(page.history.map((entry: { kind: string }) => entry.kind)).toEqual([
      'paid',
      'cancelled',
      'refunded',
    ]);
    expect(await refundMails(booking.id)).toHaveLength(1);
    const finish = await createBooking(t.app, cookie, payment.paymentId);
    expect(finish.json().message).toBe(REFUNDED);
    const [record] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.intentId, payment.paymentId));
    expect(record!.status).toBe('refunded');
  });

  it('is refunded at once with a card that takes refunds, as one refund record with its history', async () => {
    const { payment, cookie } = await heldThenRainedOut();
    const confirmed = await confirmCard(t.app, payment.clientSecret);
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json().message).toBe(REFUNDED);
    const booking = await lostBooking(payment.paymentId);
    const page = (await bookingPage(t.app, cookie, booking.id)).json().booking;
    expect(page).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(page.refund).toMatchObject({ amount: 1000, status: 'done' });
    expect(page.history).toEqual([
      expect.objectContaining({ kind: 'paid', amount: 1000 }),
      expect.objectContaining({ kind: 'cancelled', amount: 1000, by: 'system', reason: LOST }),
      expect.objectContaining({ kind: 'refunded', amount: 1000 }),
    ]);
    // Exactly what was charged went back, once.
    const made = await t.database.db
      .select()
      .from(refunds)
      .where(and(eq(refunds.paymentIntentId, payment.paymentId), eq(refunds.status, 'done')));
    expect(made.reduce((sum, refund) => sum + refund.amountPaise, 0)).toBe(100_000);
  });
});
