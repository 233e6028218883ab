import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { refunds } from '../db/schema-money';
import { bookingPage, cancelBooking } from '../testing/aftercare-kit';
import { TEST_NOW, createBooking, paymentScene, postPayment } from '../testing/payment-kit';
import { StripeStandIn, sendStripeWebhook, stripeTestEnv } from '../testing/stripe-stand-in';
import { useTestApp } from '../testing/test-app';
import { retryDueRefunds } from '../payments/refunds';

// A cancellation's refund through Stripe's Refunds API (the real SDK against a local stand-in):
// the booking's share, one idempotency key per refund, retried until Stripe accepts it.

const WEBHOOK_SECRET = 'whsec_standin_secret';
const standIn = new StripeStandIn();
beforeAll(() => standIn.start());
afterAll(() => standIn.stop());

const t = useTestApp(() => stripeTestEnv(standIn, WEBHOOK_SECRET));
beforeEach(() => {
  t.setNow(TEST_NOW);
  standIn.refusingRefunds = false;
});

async function paidBooking() {
  const { turf, cookie } = await paymentScene(t.app, t.database.db);
  const { paymentId } = (
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
  standIn.markSucceeded(paymentId);
  await sendStripeWebhook(t.app, standIn.succeededEvent(paymentId), WEBHOOK_SECRET);
  const bookingId = (await createBooking(t.app, cookie, paymentId)).json().booking._id as string;
  return { cookie, paymentId, bookingId };
}

const refundCalls = () => standIn.calls.filter((call) => call.path === '/v1/refunds');

describe('refunding a cancellation through Stripe', () => {
  it("asks Stripe for exactly the booking's refund, with one idempotency key per refund", async () => {
    const { cookie, paymentId, bookingId } = await paidBooking();
    const before = refundCalls().length;
    t.setNow(new Date('2030-05-12T00:30:00Z')); // 12 hours before: half back
    const cancelled = await cancelBooking(t.app, cookie, bookingId);
    expect(cancelled.json().booking).toMatchObject({
      paymentStatus: 'refunded',
      refundedAmount: 500,
    });
    const [call] = refundCalls().slice(before);
    const [refund] = await t.database.db.select().from(refunds);
    expect(call!.form.get('payment_intent')).toBe(paymentId);
    expect(call!.form.get('amount')).toBe('50000');
    expect(call!.idempotencyKey).toBe(`refund-${refund!.id}`);
  });

  it('keeps the refund due while Stripe refuses it, and makes it once when Stripe accepts', async () => {
    const { cookie, bookingId } = await paidBooking();
    standIn.refusingRefunds = true;
    const cancelled = await cancelBooking(t.app, cookie, bookingId);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().booking.refund).toMatchObject({ status: 'due', amount: 1000 });
    await retryDueRefunds(t.context);
    expect((await bookingPage(t.app, cookie, bookingId)).json().booking.paymentStatus).toBe('paid');

    standIn.refusingRefunds = false;
    await retryDueRefunds(t.context);
    await retryDueRefunds(t.context);
    const page = (await bookingPage(t.app, cookie, bookingId)).json().booking;
    expect(page).toMatchObject({ paymentStatus: 'refunded', refund: { status: 'done' } });
    const made = [...standIn.refunds.values()].filter((r) => r.amount === 100_000);
    expect(made).toHaveLength(1);
  });
});
