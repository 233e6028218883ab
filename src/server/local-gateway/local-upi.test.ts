import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { localPaymentIntents, localRefunds } from '../db/schema-money';
import { createUser } from '../testing/factories';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';
import {
  GOOD_CARD,
  TEST_NOW,
  confirmCard,
  confirmUpi,
  confirmedBookings,
  createBooking,
  paymentScene,
  postPayment,
  slotBody,
} from '../testing/payment-kit';

// The local gateway's UPI answers to Razorpay's test IDs (decision 037): success@razorpay waits
// in processing for LOCAL_UPI_APPROVE_MS, then is approved by whoever reads the intent first.

const t = useTestApp({
  TZ_VENUE: 'Asia/Kolkata',
  LOCAL_UPI_APPROVE_MS: '3000',
  LOCAL_UPI_EXPIRY_MS: '300000',
});
beforeEach(() => t.setNow(TEST_NOW));

const later = (ms: number) => t.setNow(new Date(TEST_NOW.getTime() + ms));

function readIntent(clientSecret: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/v1/payment/local/intent?clientSecret=${clientSecret}`,
  });
}

async function openPayment() {
  const { turf, cookie } = await paymentScene(t.app, t.database.db);
  const started = (await postPayment(t.app, cookie, slotBody(turf.id))).json();
  return { turf, cookie, ...(started as { clientSecret: string; paymentId: string }) };
}

describe('paying by UPI with the local gateway', () => {
  it('books the slot when success@razorpay approves a few seconds later, in any case and padding', async () => {
    const { cookie, clientSecret, paymentId } = await openPayment();
    const requested = await confirmUpi(t.app, clientSecret, ' Success@Razorpay ');
    expect(requested.statusCode).toBe(200);
    const [intent] = await t.database.db.select().from(localPaymentIntents);
    expect(requested.json()).toEqual({
      paymentIntent: {
        id: paymentId,
        status: 'processing',
        amount: 100_000,
        currency: 'inr',
        upi: {
          request: intent!.upiRequest,
          vpa: 'success@razorpay',
          expiresAt: new Date(TEST_NOW.getTime() + 300_000).toISOString(),
          // Pay Now's ten minutes outlast the request's five: the hold stays as it was.
          holdExpiresAt: new Date(TEST_NOW.getTime() + 600_000).toISOString(),
        },
      },
    });
    expect(intent!.upiRequest).toMatch(/^UPI[0-9A-F]{24}$/);
    later(2_999);
    expect((await readIntent(clientSecret)).json().paymentIntent.status).toBe('processing');
    expect(await confirmedBookings(t.database.db)).toBe(0);
    later(3_000);
    expect((await readIntent(clientSecret)).json()).toEqual({
      paymentIntent: { id: paymentId, status: 'succeeded', amount: 100_000, currency: 'inr' },
    });
    // Booked by the approval itself: the browser's create-booking only finds it made.
    expect(await confirmedBookings(t.database.db)).toBe(1);
    const [paidIntent] = await t.database.db.select().from(localPaymentIntents);
    expect(paidIntent).toMatchObject({
      cardLast4: null,
      upiRequest: null,
      upiVpa: 'success@razorpay',
    });
    const booked = await createBooking(t.app, cookie, paymentId);
    expect(booked.statusCode).toBe(201);
    expect(booked.json().booking.amountPaid).toBe(1000);
    expect(await confirmedBookings(t.database.db)).toBe(1);
    const again = await confirmUpi(t.app, clientSecret);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe('This payment has already been processed.');
  });

  it('declines failure@razorpay with 402 and books nothing; the intent can still be paid', async () => {
    const { clientSecret } = await openPayment();
    const declined = await confirmUpi(t.app, clientSecret, 'failure@razorpay');
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({
      error: { code: 'payment_declined', message: 'The payment was declined in the UPI app.' },
    });
    expect(await confirmedBookings(t.database.db)).toBe(0);
    expect((await confirmUpi(t.app, clientSecret)).statusCode).toBe(200);
  });

  it.each([
    [{ upi: { vpa: 'not-a-upi-id' } }, 'Enter a valid UPI ID, like name@okaxis.'],
    [{ upi: { vpa: '  ' } }, 'Enter your UPI ID.'],
    [{}, 'Pay with either a card or a UPI ID.'],
    [{ card: GOOD_CARD, upi: { vpa: 'success@razorpay' } }, 'Pay with either a card or a UPI ID.'],
  ])('refuses %j with 400 and a clear message, charging nothing', async (body, message) => {
    const { clientSecret } = await openPayment();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payment/local/confirm',
      payload: { clientSecret, ...body },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(response.json().error.message).toBe(response.json().message);
    const [intent] = await t.database.db.select().from(localPaymentIntents);
    expect(intent!.status).toBe('requires_payment_method');
  });

  it('answers an unknown client secret with 404', async () => {
    await openPayment();
    for (const vpa of ['success@razorpay', 'failure@razorpay']) {
      const response = await confirmUpi(t.app, 'pi_nothing_secret_nothing', vpa);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('resource_missing');
    }
  });

  it('refunds a UPI payment approved after the hold ran out and the slot was sold, as a late card', async () => {
    const { turf, cookie, clientSecret, paymentId } = await openPayment();
    t.setNow(new Date(TEST_NOW.getTime() + 11 * 60_000));
    const rival = await cookieFor(t.app, await createUser(t.database.db, 'user'));
    const rivalPayment = (await postPayment(t.app, rival, slotBody(turf.id))).json();
    await confirmCard(t.app, rivalPayment.clientSecret);

    // The lapsed hold is not revived by the request: the approval comes too late.
    expect((await confirmUpi(t.app, clientSecret)).json().paymentIntent.status).toBe('processing');
    t.setNow(new Date(TEST_NOW.getTime() + 11 * 60_000 + 3_000));
    const paidLate = await readIntent(clientSecret);
    expect(paidLate.json().paymentIntent.status).toBe('succeeded');
    expect((await createBooking(t.app, cookie, paymentId)).statusCode).toBe(409);
    const given = await t.database.db
      .select()
      .from(localRefunds)
      .where(eq(localRefunds.intentId, paymentId));
    expect(given.reduce((sum, refund) => sum + refund.amount, 0)).toBe(100_000);
    expect(await confirmedBookings(t.database.db)).toBe(1);
  });
});
