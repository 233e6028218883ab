import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookingEvents } from '../db/schema-bookings';
import { refunds } from '../db/schema-money';
import { retryDueRefunds } from '../payments/refunds';
import { bookingPage, cancelBooking } from '../testing/aftercare-kit';
import { TEST_NOW, createBooking, paymentScene, postPayment } from '../testing/payment-kit';
import { RazorpayStandIn } from '../testing/razorpay-stand-in';
import { razorpayTestEnv, sendRazorpayWebhook } from '../testing/razorpay-test-env';
import { useTestApp } from '../testing/test-app';

// A cancellation's refund through Razorpay's Refunds API (the real SDK against a local
// stand-in): the booking's share, one idempotent request per refund, kept due and retried while
// Razorpay refuses, and refund.processed webhooks recorded once, whenever they arrive.

const WEBHOOK_SECRET = 'razorpay_webhook_standin';
const standIn = new RazorpayStandIn();
beforeAll(() => standIn.start());
afterAll(() => standIn.stop());

const t = useTestApp(() => razorpayTestEnv(standIn, WEBHOOK_SECRET));
beforeEach(() => {
  t.setNow(TEST_NOW);
  standIn.refusingRefunds = false;
});

async function paidBooking() {
  const { turf, cookie } = await paymentScene(t.app, t.database.db);
  const { paymentId: orderId } = (
    await postPayment(t.app, cookie, {
      amount: '1000.00',
      currency: 'inr',
      booking: {
        turfId: turf.id,
        bookingDate: '2030-05-12',
        startTime: '6:00 PM',
        endTime: '7:00 PM',
      },
    })
  ).json();
  const answer = standIn.pay(orderId);
  const verified = await t.app.inject({
    method: 'POST',
    url: '/api/v1/payment/razorpay/verify',
    headers: { cookie },
    payload: answer,
  });
  expect(verified.statusCode).toBe(200);
  const bookingId = (await createBooking(t.app, cookie, orderId)).json().booking._id as string;
  return { cookie, bookingId, paymentId: answer.razorpay_payment_id };
}

const refundCalls = (paymentId: string) =>
  standIn.calls.filter((call) => call.path === `/v1/payments/${paymentId}/refund`);

const refundedEvents = async (bookingId: string) =>
  (
    await t.database.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, bookingId))
  ).filter((event) => event.kind === 'refunded').length;

describe('refunding a cancellation through Razorpay', () => {
  it("asks for exactly the booking's refund, with Razorpay's idempotency header per refund", async () => {
    const { cookie, bookingId, paymentId } = await paidBooking();
    t.setNow(new Date('2030-05-12T00:30:00Z')); // 12 hours before: half back
    const cancelled = await cancelBooking(t.app, cookie, bookingId);
    expect(cancelled.json().booking).toMatchObject({
      paymentStatus: 'refunded',
      refundedAmount: 500,
    });
    const [refund] = await t.database.db.select().from(refunds);
    const [call] = refundCalls(paymentId);
    expect(call!.body).toMatchObject({
      amount: 50_000,
      notes: { refund_key: `refund-${refund!.id}` },
    });
    expect(call!.refundIdempotency).toBe(`refund-${refund!.id}`);
    expect(standIn.payments.get(paymentId)!.amount_refunded).toBe(50_000);
  });

  it('keeps a refused refund due, retries it with the same key, and makes it once', async () => {
    const { cookie, bookingId, paymentId } = await paidBooking();
    standIn.refusingRefunds = true;
    const cancelled = await cancelBooking(t.app, cookie, bookingId);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().booking.refund).toMatchObject({ status: 'due', amount: 1000 });
    await retryDueRefunds(t.context);
    const [due] = await t.database.db.select().from(refunds);
    expect(due).toMatchObject({ status: 'due', attempts: 2 });
    expect(due!.lastError).toMatch(/could not be processed now/);

    standIn.refusingRefunds = false;
    await retryDueRefunds(t.context);
    await retryDueRefunds(t.context);
    const page = (await bookingPage(t.app, cookie, bookingId)).json().booking;
    expect(page).toMatchObject({ paymentStatus: 'refunded', refund: { status: 'done' } });
    const keys = new Set(refundCalls(paymentId).map((call) => call.refundIdempotency));
    expect(keys).toEqual(new Set([`refund-${due!.id}`]));
    expect(standIn.payments.get(paymentId)!.amount_refunded).toBe(100_000);
    expect(standIn.refunds.size).toBeGreaterThan(0);
    expect(await refundedEvents(bookingId)).toBe(1);
  });

  it('records a refund.processed that comes before our own answer, once, even when repeated', async () => {
    const { cookie, bookingId, paymentId } = await paidBooking();
    standIn.refusingRefunds = true;
    await cancelBooking(t.app, cookie, bookingId);
    const [due] = await t.database.db.select().from(refunds);
    // Razorpay made the refund, but its answer to us was lost: only the webhook tells.
    standIn.refusingRefunds = false;
    await t.context.payments.refund(`${standIn.payments.get(paymentId)!.order_id}`, {
      amount: due!.amountPaise,
      idempotencyKey: `refund-${due!.id}`,
    });
    const made = [...standIn.refunds.values()].find((r) => r.payment_id === paymentId)!;
    const event = standIn.refundProcessedEvent(made.id);
    const forged = await sendRazorpayWebhook(t.app, event, 'wrong_secret');
    expect(forged.statusCode).toBe(400);
    expect((await bookingPage(t.app, cookie, bookingId)).json().booking.refund.status).toBe('due');

    const deliveries = await Promise.all([
      sendRazorpayWebhook(t.app, event, WEBHOOK_SECRET),
      sendRazorpayWebhook(t.app, event, WEBHOOK_SECRET),
    ]);
    expect(deliveries.map((d) => d.statusCode)).toEqual([200, 200]);
    await retryDueRefunds(t.context);
    const page = (await bookingPage(t.app, cookie, bookingId)).json().booking;
    expect(page).toMatchObject({ paymentStatus: 'refunded', refund: { status: 'done' } });
    expect(await refundedEvents(bookingId)).toBe(1);
    expect(standIn.payments.get(paymentId)!.amount_refunded).toBe(100_000);
  });
});
