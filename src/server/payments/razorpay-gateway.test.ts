import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  RAZORPAY_SIGNATURE_REFUSED,
  RAZORPAY_UNREACHABLE,
} from '../../shared/api/razorpay-contract';
import { payments } from '../db/schema-money';
import { createUser } from '../testing/factories';
import {
  TEST_NOW,
  confirmedBookings,
  createBooking,
  paymentScene,
  postPayment,
  slotBody,
} from '../testing/payment-kit';
import { RazorpayStandIn, STAND_IN_CARD_LAST4, STAND_IN_VPA } from '../testing/razorpay-stand-in';
import { razorpayTestEnv, sendRazorpayWebhook } from '../testing/razorpay-test-env';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';
import { RazorpayGateway } from './gateways/razorpay-gateway';
import { AFTER_ABANDON_CAUSE } from './razorpay-payments';
import { reconcilePayments } from './reconcile';

// Razorpay through the real `razorpay` SDK against a local stand-in of its API: an order per
// payment, Checkout's signature checked on the server, signed webhooks handled once.

const WEBHOOK_SECRET = 'razorpay_webhook_standin';
const standIn = new RazorpayStandIn();
beforeAll(() => standIn.start());
afterAll(() => standIn.stop());

const t = useTestApp(() => razorpayTestEnv(standIn, WEBHOOK_SECRET));
beforeEach(() => {
  t.setNow(TEST_NOW);
  standIn.down = false;
});

function verify(cookie: string | null, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/payment/razorpay/verify',
    headers: cookie ? { cookie } : {},
    payload: body,
  });
}

const webhook = (event: object, secret = WEBHOOK_SECRET) =>
  sendRazorpayWebhook(t.app, event, secret);

const refundCalls = (paymentId: string) =>
  standIn.calls.filter((call) => call.path === `/v1/payments/${paymentId}/refund`);

async function paidWithOnPage(cookie: string, bookingId: string) {
  const page = await t.app.inject({ url: `/api/v1/booking/${bookingId}`, headers: { cookie } });
  return page.json().booking.charge.paidWith;
}

async function startPayment(price = '1000.00') {
  const scene = await paymentScene(t.app, t.database.db);
  const started = await postPayment(
    t.app,
    scene.cookie,
    slotBody(scene.turf.id, '6:00 PM', '7:00 PM', price),
  );
  expect(started.statusCode).toBe(200);
  return { ...scene, orderId: started.json().paymentId as string };
}

describe('the Razorpay gateway (the real SDK against a local stand-in)', () => {
  it('tells the browser to use Razorpay Checkout with the key id, and keeps the secrets', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/v1/config' });
    const policy = String(answer.headers['content-security-policy']);
    expect(policy).toMatch(new RegExp(`script-src 'self' ${standIn.url}( |;)`));
    expect(policy).toContain('frame-src');
    const config = answer.json();
    expect(config.payment).toEqual({
      provider: 'razorpay',
      publishableKey: 'rzp_test_standin',
      checkoutUrl: `${standIn.url}/checkout.js`,
    });
    expect(JSON.stringify(config)).not.toContain('secret');
    expect(t.context.payments).toBeInstanceOf(RazorpayGateway);
    const local = await t.app.inject({ method: 'POST', url: '/api/v1/payment/local/confirm' });
    expect(local.statusCode).toBe(404);
  });

  it("opens one order per payment for the server's price, and a retried create finds it again", async () => {
    const { orderId } = await startPayment();
    const order = standIn.orders.get(orderId)!;
    expect(order).toMatchObject({ amount: 100_000, currency: 'INR', status: 'created' });
    expect(order.receipt).toMatch(/^tb_[0-9a-f]{36}$/);
    const [row] = await t.database.db.select().from(payments).where(eq(payments.intentId, orderId));
    expect(row).toMatchObject({
      provider: 'razorpay',
      clientSecret: orderId,
      amountPaise: 100_000,
    });

    const gateway = t.context.payments;
    const input = { amount: 50_000, currency: 'inr', metadata: {}, idempotencyKey: 'retry-me' };
    const first = await gateway.createIntent(input);
    const again = await gateway.createIntent(input);
    expect(again.id).toBe(first.id);
    expect([...standIn.orders.values()].filter((o) => o.id === first.id)).toHaveLength(1);
  });

  it('books on a verified Checkout answer, once, however often it is posted', async () => {
    const { cookie, orderId } = await startPayment();
    const answer = standIn.pay(orderId);
    const verified = await verify(cookie, answer);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({
      success: true,
      paymentIntent: { id: orderId, status: 'succeeded', amount: 100_000, currency: 'inr' },
    });
    expect((await verify(cookie, answer)).statusCode).toBe(200);
    const booking = await createBooking(t.app, cookie, orderId);
    expect(booking.statusCode).toBe(201);
    expect(booking.json().booking.amountPaid).toBe(1000);
    expect(await confirmedBookings(t.database.db)).toBe(1);
    // How it was paid, as Razorpay's payment says: the UPI ID, never the order's id.
    expect(await paidWithOnPage(cookie, booking.json().booking._id)).toEqual([
      { method: `UPI, ${STAND_IN_VPA}`, amount: '1000.00' },
    ]);
  });

  it("names a card payment by the card's last four digits, which Razorpay gives when asked", async () => {
    const { cookie, orderId } = await startPayment();
    expect((await verify(cookie, standIn.pay(orderId, { method: 'card' }))).statusCode).toBe(200);
    const booking = await createBooking(t.app, cookie, orderId);
    expect(await paidWithOnPage(cookie, booking.json().booking._id)).toEqual([
      { method: `Card ending ${STAND_IN_CARD_LAST4}`, amount: '1000.00' },
    ]);
    expect(
      standIn.calls.some(
        (call) => call.method === 'GET' && /^\/v1\/payments\/pay_/.test(call.path),
      ),
    ).toBe(true);
  });

  it("tells a player their own order's status, and nobody else", async () => {
    const { cookie, orderId } = await startPayment();
    const status = (who: string | null) =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1/payment/razorpay/order/${orderId}`,
        headers: who ? { cookie: who } : {},
      });
    expect((await status(cookie)).json().paymentIntent).toEqual({
      id: orderId,
      status: 'requires_payment_method',
      amount: 100_000,
      currency: 'inr',
    });
    standIn.pay(orderId, { capture: false });
    expect((await status(cookie)).json().paymentIntent.status).toBe('processing');
    expect((await status(null)).statusCode).toBe(401);
    const stranger = await cookieFor(t.app, await createUser(t.database.db, 'user'));
    expect((await status(stranger)).statusCode).toBe(404);
    const owner = await cookieFor(t.app, await createUser(t.database.db, 'owner'));
    expect((await status(owner)).statusCode).toBe(403);
  });

  it('refuses a wrong signature with 400 and books nothing', async () => {
    const { cookie, orderId } = await startPayment();
    const answer = standIn.pay(orderId);
    const forged = await verify(cookie, { ...answer, razorpay_signature: 'a'.repeat(64) });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(RAZORPAY_SIGNATURE_REFUSED);
    // Signed for another payment of the same order: also refused.
    const other = standIn.pay(orderId);
    const swapped = await verify(cookie, {
      ...answer,
      razorpay_signature: other.razorpay_signature,
    });
    expect(swapped.statusCode).toBe(400);
    expect(await confirmedBookings(t.database.db)).toBe(0);
  });

  it('answers bad input, strangers and other roles with 4xx', async () => {
    const { cookie, orderId } = await startPayment();
    const answer = standIn.pay(orderId);
    const missing = await verify(cookie, { razorpay_order_id: orderId });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/razorpay_payment_id is required/);
    expect((await verify(cookie, { ...answer, razorpay_order_id: 'nope' })).statusCode).toBe(400);
    expect((await verify(null, answer)).statusCode).toBe(401);
    const stranger = await cookieFor(t.app, await createUser(t.database.db, 'user'));
    expect((await verify(stranger, answer)).statusCode).toBe(404);
    for (const role of ['owner', 'admin'] as const) {
      const other = await cookieFor(t.app, await createUser(t.database.db, role));
      expect((await verify(other, answer)).statusCode).toBe(403);
    }
    expect(await confirmedBookings(t.database.db)).toBe(0);
  });

  it('answers 502 while Razorpay cannot be reached, and books once it can', async () => {
    const { cookie, orderId } = await startPayment();
    const answer = standIn.pay(orderId);
    standIn.down = true;
    const failed = await verify(cookie, answer);
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toBe(RAZORPAY_UNREACHABLE);
    const event = standIn.capturedEvent(answer.razorpay_payment_id);
    // Razorpay retries a webhook that did not get a 2xx.
    expect((await webhook(event)).statusCode).toBe(502);
    expect(await confirmedBookings(t.database.db)).toBe(0);
    standIn.down = false;
    expect((await verify(cookie, answer)).statusCode).toBe(200);
    expect(await confirmedBookings(t.database.db)).toBe(1);
  });

  it('captures a payment the account left authorized, then books it', async () => {
    const { cookie, orderId } = await startPayment();
    const answer = standIn.pay(orderId, { capture: false });
    expect((await verify(cookie, answer)).statusCode).toBe(200);
    const capture = standIn.calls.find((call) => call.path.endsWith('/capture'))!;
    expect(capture.body).toMatchObject({ amount: 100_000, currency: 'INR' });
    expect(standIn.payments.get(answer.razorpay_payment_id)!.status).toBe('captured');
    expect(await confirmedBookings(t.database.db)).toBe(1);
  });

  it('refuses webhooks without or with a wrong signature', async () => {
    const { orderId } = await startPayment();
    const paid = standIn.pay(orderId);
    const event = standIn.capturedEvent(paid.razorpay_payment_id);
    expect((await webhook(event, 'another_secret')).statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payment/razorpay/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await confirmedBookings(t.database.db)).toBe(0);
  });

  it('handles a duplicated payment.captured once, and a verify arriving after it', async () => {
    const { cookie, orderId } = await startPayment();
    const answer = standIn.pay(orderId);
    const event = standIn.capturedEvent(answer.razorpay_payment_id);
    const deliveries = await Promise.all([webhook(event), webhook(event), webhook(event)]);
    expect(deliveries.map((d) => d.statusCode)).toEqual([200, 200, 200]);
    expect(await confirmedBookings(t.database.db)).toBe(1);
    expect((await verify(cookie, answer)).statusCode).toBe(200);
    expect((await createBooking(t.app, cookie, orderId)).statusCode).toBe(201);
    expect(await confirmedBookings(t.database.db)).toBe(1);
  });

  it('does not book on a payment.captured whose order Razorpay says is unpaid', async () => {
    const { orderId } = await startPayment();
    const answer = standIn.pay(orderId, { capture: false });
    const event = standIn.capturedEvent(answer.razorpay_payment_id);
    expect((await webhook(event)).statusCode).toBe(200);
    expect(await confirmedBookings(t.database.db)).toBe(0);
  });

  it('refunds a late payment whose slot was taken after its hold ran out, as a late card is', async () => {
    const late = await startPayment();
    t.setNow(new Date(TEST_NOW.getTime() + 11 * 60_000));
    const rival = await cookieFor(t.app, await createUser(t.database.db, 'user'));
    const rivalOrder = (await postPayment(t.app, rival, slotBody(late.turf.id))).json().paymentId;
    expect((await verify(rival, standIn.pay(rivalOrder))).statusCode).toBe(200);

    const lateAnswer = standIn.pay(late.orderId);
    const lost = await verify(late.cookie, lateAnswer);
    expect(lost.statusCode).toBe(409);
    expect(lost.json().error.code).toBe('slot_unavailable');
    expect(lost.json().message).toMatch(/Your payment has been refunded\.$/);
    const [refund] = refundCalls(lateAnswer.razorpay_payment_id);
    expect(refund!.body.amount).toBe(100_000);
    expect(refund!.refundIdempotency).toMatch(/^refund-[0-9a-f-]{36}$/);
    expect(standIn.payments.get(lateAnswer.razorpay_payment_id)!.amount_refunded).toBe(100_000);
    expect((await createBooking(t.app, late.cookie, late.orderId)).statusCode).toBe(409);
    // The captured webhook arriving afterwards changes nothing and refunds nothing twice.
    await webhook(standIn.capturedEvent(lateAnswer.razorpay_payment_id));
    expect(refundCalls(lateAnswer.razorpay_payment_id)).toHaveLength(1);
    expect(await confirmedBookings(t.database.db)).toBe(1);
  });

  it('gives up an unpaid order, and refunds whole a payment made on it afterwards', async () => {
    const { cookie, orderId } = await startPayment();
    t.setNow(new Date(TEST_NOW.getTime() + 31 * 60_000));
    await reconcilePayments(t.context);
    const status = async () =>
      (await t.database.db.select().from(payments).where(eq(payments.intentId, orderId)))[0]!
        .status;
    expect(await status()).toBe('abandoned');

    const answer = standIn.pay(orderId);
    await webhook(standIn.capturedEvent(answer.razorpay_payment_id));
    await webhook(standIn.capturedEvent(answer.razorpay_payment_id));
    expect(await status()).toBe('refunded');
    const late = await verify(cookie, answer);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(`${AFTER_ABANDON_CAUSE} Your payment has been refunded.`);
    expect(standIn.payments.get(answer.razorpay_payment_id)!.amount_refunded).toBe(100_000);
    expect(refundCalls(answer.razorpay_payment_id)).toHaveLength(1);
    expect(await confirmedBookings(t.database.db)).toBe(0);
  });
});
