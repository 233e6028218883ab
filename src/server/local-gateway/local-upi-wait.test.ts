import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { UPI_REQUEST_MESSAGES } from '../../shared/upi';
import { bookings } from '../db/schema-bookings';
import { localPaymentIntents, localRefunds, payments } from '../db/schema-money';
import { createUser } from '../testing/factories';
import {
  TEST_NOW,
  confirmCard,
  confirmUpi,
  confirmedBookings,
  paymentScene,
  postPayment,
  slotBody,
} from '../testing/payment-kit';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';
import { reconcilePayments } from '../payments/reconcile';

// A UPI request that waits for the payer (decision 037): the development UPI app approves or
// declines it, or it expires; the holds are kept meanwhile; nobody needs the browser to settle it.

const t = useTestApp({
  TZ_VENUE: 'Asia/Kolkata',
  LOCAL_UPI_APPROVE_MS: '3000',
  LOCAL_UPI_EXPIRY_MS: '300000',
});
beforeEach(() => t.setNow(TEST_NOW));

const MINUTE = 60_000;
const at = (ms: number) => t.setNow(new Date(TEST_NOW.getTime() + ms));

async function openPayment() {
  const { turf, cookie } = await paymentScene(t.app, t.database.db);
  const started = (await postPayment(t.app, cookie, slotBody(turf.id))).json();
  return { turf, cookie, ...(started as { clientSecret: string; paymentId: string }) };
}

/** Asks rahul@okaxis to approve; answers the request's reference. */
async function requestApproval(clientSecret: string, vpa = 'Rahul@OkAxis') {
  const response = await confirmUpi(t.app, clientSecret, vpa);
  expect(response.statusCode).toBe(200);
  expect(response.json().paymentIntent.status).toBe('processing');
  return response.json().paymentIntent.upi.request as string;
}

const readIntent = async (clientSecret: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/v1/payment/local/intent?clientSecret=${clientSecret}`,
    })
  ).json().paymentIntent;

const answer = (kind: 'approve' | 'decline', request: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1/payment/local/upi/${kind}`, payload: { request } });

const holdsUntil = async (paymentId: string) =>
  (await t.database.db.select().from(bookings).where(eq(bookings.paymentId, paymentId))).map(
    (hold) => hold.holdExpiresAt?.toISOString(),
  );

describe('a UPI request waiting in the development UPI app', () => {
  it('shows the request, books the slot when approved, and answers once', async () => {
    const { clientSecret, paymentId } = await openPayment();
    const request = await requestApproval(clientSecret);
    at(60_000);
    expect((await readIntent(clientSecret)).status).toBe('processing');
    const shown = await t.app.inject({
      url: `/api/v1/payment/local/upi/request?request=${request}`,
    });
    expect(shown.json()).toEqual({
      request: {
        reference: request,
        amount: 100_000,
        currency: 'inr',
        payerVpa: 'rahul@okaxis',
        payee: { vpa: 'turfbook@upi', name: 'TurfBook' },
        expiresAt: new Date(TEST_NOW.getTime() + 5 * MINUTE).toISOString(),
      },
    });
    const approved = await answer('approve', request);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({ status: 'approved' });
    expect(await readIntent(clientSecret)).toEqual({
      id: paymentId,
      status: 'succeeded',
      amount: 100_000,
      currency: 'inr',
    });
    expect(await confirmedBookings(t.database.db)).toBe(1);
    const [payment] = await t.database.db.select().from(payments);
    expect(payment!.status).toBe('finalized');
    for (const kind of ['approve', 'decline'] as const)
      expect((await answer(kind, request)).statusCode).toBe(404);
    const gone = await t.app.inject({
      url: `/api/v1/payment/local/upi/request?request=${request}`,
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toContain('no longer open');
  });

  it('lets the player pay another way after a decline', async () => {
    const { clientSecret } = await openPayment();
    const request = await requestApproval(clientSecret);
    expect((await answer('decline', request)).json()).toEqual({ status: 'declined' });
    expect(await readIntent(clientSecret)).toMatchObject({
      status: 'requires_payment_method',
      lastPaymentError: { message: UPI_REQUEST_MESSAGES.declined },
    });
    expect(await confirmedBookings(t.database.db)).toBe(0);
    expect((await confirmCard(t.app, clientSecret)).statusCode).toBe(200);
    expect(await confirmedBookings(t.database.db)).toBe(1);
  });

  it('expires an unanswered request with a clear message; the app can no longer approve it', async () => {
    const { clientSecret } = await openPayment();
    const first = await requestApproval(clientSecret);
    at(5 * MINUTE - 1);
    expect((await readIntent(clientSecret)).status).toBe('processing');
    at(5 * MINUTE);
    const expired = await answer('approve', first);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error).toEqual({
      code: 'upi_request_expired',
      message: UPI_REQUEST_MESSAGES.expired,
    });
    expect(await readIntent(clientSecret)).toMatchObject({
      status: 'requires_payment_method',
      lastPaymentError: { message: UPI_REQUEST_MESSAGES.expired },
    });
    // Trying again is a new request, with a new reference; the old one stays dead.
    const second = await requestApproval(clientSecret);
    expect(second).not.toBe(first);
    expect((await answer('approve', first)).statusCode).toBe(404);
    expect((await readIntent(clientSecret)).upi.request).toBe(second);
  });

  it('is settled by the minute sweep when nobody reads it', async () => {
    const { clientSecret, paymentId } = await openPayment();
    await requestApproval(clientSecret, 'success@razorpay');
    at(3_000);
    await reconcilePayments(t.context);
    const [intent] = await t.database.db.select().from(localPaymentIntents);
    expect(intent!.status).toBe('succeeded');
    expect(await confirmedBookings(t.database.db)).toBe(1);
    // A payment whose request is open at the abandon time waits for the request to expire.
    const other = await openPayment();
    at(29 * MINUTE);
    await requestApproval(other.clientSecret);
    at(31 * MINUTE);
    await reconcilePayments(t.context);
    const rows = await t.database.db.select().from(payments);
    expect(rows.find((row) => row.intentId === paymentId)!.status).toBe('finalized');
    expect(rows.find((row) => row.intentId === other.paymentId)!.status).toBe('pending');
    at(36 * MINUTE);
    await reconcilePayments(t.context);
    const after = await t.database.db.select().from(payments);
    expect(after.find((row) => row.intentId === other.paymentId)!.status).toBe('abandoned');
  });

  it('keeps live holds for the approval window, at most one window past the hold', async () => {
    const { clientSecret, paymentId } = await openPayment();
    at(8 * MINUTE);
    const confirmed = await confirmUpi(t.app, clientSecret, 'rahul@okaxis');
    const request = confirmed.json().paymentIntent.upi.request as string;
    const thirteen = new Date(TEST_NOW.getTime() + 13 * MINUTE).toISOString();
    expect(await holdsUntil(paymentId)).toEqual([thirteen]);
    // The checkout is told the later hold, by the confirm and by every read while it waits.
    expect(confirmed.json().paymentIntent.upi.holdExpiresAt).toBe(thirteen);
    expect((await readIntent(clientSecret)).upi.holdExpiresAt).toBe(thirteen);
    expect((await answer('decline', request)).statusCode).toBe(200);
    // Asking again late cannot hold the slot past 10 + 5 minutes.
    at(12 * MINUTE);
    await requestApproval(clientSecret);
    expect(await holdsUntil(paymentId)).toEqual([
      new Date(TEST_NOW.getTime() + 15 * MINUTE).toISOString(),
    ]);
  });

  it('does not revive a lapsed hold, and refunds an approval whose slot was sold meanwhile', async () => {
    const { turf, clientSecret, paymentId } = await openPayment();
    at(14 * MINUTE);
    const request = await requestApproval(clientSecret);
    // The hold ran out at 10 minutes: the request does not bring it back.
    expect(await holdsUntil(paymentId)).toEqual([
      new Date(TEST_NOW.getTime() + 10 * MINUTE).toISOString(),
    ]);
    at(16 * MINUTE);
    const rival = await cookieFor(t.app, await createUser(t.database.db, 'user'));
    const rivalPayment = (await postPayment(t.app, rival, slotBody(turf.id))).json();
    expect((await confirmCard(t.app, rivalPayment.clientSecret)).statusCode).toBe(200);

    expect((await answer('approve', request)).statusCode).toBe(200);
    const given = await t.database.db
      .select()
      .from(localRefunds)
      .where(eq(localRefunds.intentId, paymentId));
    const [intent] = await t.database.db
      .select()
      .from(localPaymentIntents)
      .where(eq(localPaymentIntents.id, paymentId));
    // Refunded whole, exactly as a late card (decision 005).
    expect(
      given.reduce((sum, refund) => sum + refund.amount, 0) +
        (intent!.refundedAt ? intent!.amount : 0),
    ).toBe(100_000);
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.intentId, paymentId));
    expect(payment!.status).toBe('refunded');
    expect(await confirmedBookings(t.database.db)).toBe(1);
  });

  it.each([
    ['GET', '/api/v1/payment/local/upi/request', undefined, 400],
    ['GET', '/api/v1/payment/local/upi/request?request=UPI000', undefined, 404],
    ['POST', '/api/v1/payment/local/upi/approve', {}, 400],
    ['POST', '/api/v1/payment/local/upi/decline', { request: 'UPI000' }, 404],
    ['POST', '/api/v1/payment/local/upi/approve', { request: 'x'.repeat(101) }, 400],
  ] as const)('answers %s %s %j with %i and a message', async (method, url, payload, status) => {
    const response = await t.app.inject({ method, url, payload });
    expect(response.statusCode).toBe(status);
    expect(JSON.stringify(response.json())).toMatch(/"message":"[^"]+"/);
  });
});
