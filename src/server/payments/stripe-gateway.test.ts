import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  STAND_IN_CARD_LAST4,
  StripeStandIn,
  sendStripeWebhook,
  stripeTestEnv,
} from '../testing/stripe-stand-in';
import { useTestApp } from '../testing/test-app';
import {
  TEST_NOW,
  createBooking,
  paymentScene,
  postPayment,
  slotBody,
  confirmedBookings,
} from '../testing/payment-kit';
import { StripeGateway } from './gateways/stripe-gateway';
import { createUser } from '../testing/factories';
import { cookieFor } from '../testing/requests';

const WEBHOOK_SECRET = 'whsec_standin_secret';
const standIn = new StripeStandIn();
beforeAll(() => standIn.start());
afterAll(() => standIn.stop());

const t = useTestApp(() => stripeTestEnv(standIn, WEBHOOK_SECRET));
beforeEach(() => t.setNow(TEST_NOW));

function sendWebhook(event: object, secret = WEBHOOK_SECRET) {
  return sendStripeWebhook(t.app, event, secret);
}

const succeededEvent = (intentId: string) => standIn.succeededEvent(intentId);

describe('the Stripe gateway (against a local stand-in for the Stripe API)', () => {
  it('tells the browser to use Stripe with the publishable key, and has no local card endpoints', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/api/v1/config' });
    expect(config.json().payment).toEqual({
      provider: 'stripe',
      publishableKey: 'pk_test_standin',
    });
    const local = await t.app.inject({
      method: 'GET',
      url: '/api/v1/payment/local/intent?clientSecret=x',
    });
    expect(local.statusCode).toBe(404);
    expect(t.context.payments).toBeInstanceOf(StripeGateway);
  });

  it('creates the intent for the server price with an idempotency key, and books on the signed webhook', async () => {
    const { turf, cookie } = await paymentScene(t.app, t.database.db);
    const started = await postPayment(
      t.app,
      cookie,
      slotBody(turf.id, '6:00 PM', '7:30 PM', '1500.00'),
    );
    expect(started.statusCode).toBe(200);
    const { paymentId, clientSecret } = started.json();
    expect(clientSecret).toBe(`${paymentId}_secret_standin`);
    const create = standIn.calls.find(
      (call) => call.path === '/v1/payment_intents' && call.method === 'POST',
    )!;
    expect(create.form.get('amount')).toBe('150000');
    expect(create.form.get('currency')).toBe('inr');
    expect(create.idempotencyKey).toBeTruthy();

    standIn.markSucceeded(paymentId);
    const forged = await sendWebhook(succeededEvent(paymentId), 'whsec_wrong');
    expect(forged.statusCode).toBe(400);
    expect(await confirmedBookings(t.database.db)).toBe(0);

    const delivered = await sendWebhook(succeededEvent(paymentId));
    expect(delivered.statusCode).toBe(200);
    expect(await confirmedBookings(t.database.db)).toBe(1);
    const redelivered = await sendWebhook(succeededEvent(paymentId));
    expect(redelivered.statusCode).toBe(200);
    const booking = await createBooking(t.app, cookie, paymentId);
    expect(booking.statusCode).toBe(201);
    expect(await confirmedBookings(t.database.db)).toBe(1);
    // How it was paid, from the intent's charge (asked for whole), never a pi_… id.
    const page = await t.app.inject({
      url: `/api/v1/booking/${booking.json().booking._id}`,
      headers: { cookie },
    });
    expect(page.json().booking.charge.paidWith).toEqual([
      { method: `Card ending ${STAND_IN_CARD_LAST4}`, amount: '1500.00' },
    ]);
  });

  it('does not book an intent Stripe has not marked succeeded, whatever the event claims', async () => {
    const { turf, cookie } = await paymentScene(t.app, t.database.db);
    const { paymentId } = (await postPayment(t.app, cookie, slotBody(turf.id))).json();
    const event = succeededEvent(paymentId);
    const delivered = await sendWebhook(event);
    expect(delivered.statusCode).toBe(200);
    expect(await confirmedBookings(t.database.db)).toBe(0);
    expect((await createBooking(t.app, cookie, paymentId)).statusCode).toBe(402);
  });

  it('refunds through Stripe when the slot was lost', async () => {
    const { turf, cookie } = await paymentScene(t.app, t.database.db);
    const late = (await postPayment(t.app, cookie, slotBody(turf.id))).json();
    t.setNow(new Date(TEST_NOW.getTime() + 11 * 60_000));
    const rival = await cookieFor(t.app, await createUser(t.database.db, 'user'));
    const rivalPayment = (await postPayment(t.app, rival, slotBody(turf.id))).json();
    standIn.markSucceeded(rivalPayment.paymentId);
    await sendWebhook(succeededEvent(rivalPayment.paymentId));
    standIn.markSucceeded(late.paymentId);
    await sendWebhook(succeededEvent(late.paymentId));
    const refund = standIn.calls.find((call) => call.path === '/v1/refunds');
    expect(refund?.form.get('payment_intent')).toBe(late.paymentId);
    expect((await createBooking(t.app, cookie, late.paymentId)).statusCode).toBe(409);
  });

  it('answers a webhook without a signature, or with a wrong one, with 400', async () => {
    const post = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/payment/webhook',
        headers: { 'content-type': 'application/json', ...headers },
        payload: '{}',
      });
    const unsigned = await post({});
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json().message).toBe('Missing Stripe signature.');
    const forged = await post({ 'stripe-signature': 't=1,v1=forged' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('Invalid Stripe signature.');
  });

  it('cancels an abandoned intent through the API, and leaves one that was paid meanwhile alone', async () => {
    const gateway = t.context.payments;
    const create = (key: string) =>
      gateway.createIntent({ amount: 100_000, currency: 'inr', metadata: {}, idempotencyKey: key });
    const abandoned = await create('abandoned');
    expect((await gateway.cancelIntent(abandoned.id)).status).toBe('canceled');
    const paid = await create('paid-late');
    standIn.markSucceeded(paid.id);
    expect((await gateway.cancelIntent(paid.id)).status).toBe('succeeded');
    expect(standIn.calls.filter((call) => call.path.endsWith('/cancel'))).toHaveLength(2);
  });
});
