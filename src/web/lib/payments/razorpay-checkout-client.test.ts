import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  RAZORPAY_MESSAGES,
  createRazorpayClient,
  type RazorpayCheckoutOptions,
  type RazorpayConstructor,
} from './razorpay-checkout-client';

// The Razorpay client with a fake checkout.js: what the payer does in Checkout is scripted.

type Payer = (options: RazorpayCheckoutOptions, fail: (error: object) => void) => void;

function fakeCheckout(payer: Payer) {
  const opened: RazorpayCheckoutOptions[] = [];
  const Checkout = class {
    private failed: (failure: object) => void = () => {};
    constructor(private readonly options: RazorpayCheckoutOptions) {
      opened.push(options);
    }
    on(_event: string, listener: (failure: object) => void) {
      this.failed = listener;
    }
    open() {
      payer(this.options, (error) => this.failed({ error }));
    }
  } as unknown as RazorpayConstructor;
  return { Checkout, opened };
}

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

const success = {
  razorpay_payment_id: 'pay_1',
  razorpay_order_id: 'order_1',
  razorpay_signature: 'f'.repeat(64),
};
const intent = { id: 'order_1', status: 'succeeded', amount: 100000, currency: 'inr' };

describe('createRazorpayClient', () => {
  it('opens Checkout with the key and order, and hands its signed success to the server', async () => {
    const { Checkout, opened } = fakeCheckout((options) => options.handler(success));
    const fetchMock = answer(200, { success: true, paymentIntent: intent });
    const result = await createRazorpayClient(Checkout, 'rzp_test_1').confirmCardPayment(
      'order_1',
      'Asha',
    );
    expect(result).toEqual({ paymentIntent: intent });
    expect(opened[0]).toMatchObject({
      key: 'rzp_test_1',
      order_id: 'order_1',
    });
    expect(opened[0]).not.toHaveProperty('prefill');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/payment/razorpay/verify');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual(success);
  });

  it("answers the server's refusal, e.g. a lost slot, as the local gateway's confirm does", async () => {
    const { Checkout } = fakeCheckout((options) => options.handler(success));
    answer(409, {
      success: false,
      message: 'Lost.',
      error: { code: 'slot_unavailable', message: 'Lost.' },
    });
    const result = await createRazorpayClient(Checkout, 'k').confirmCardPayment('order_1', '');
    expect(result).toEqual({ error: { code: 'slot_unavailable', message: 'Lost.' } });
  });

  it('answers a decline only once the payer closes Checkout, and a plain close as such', async () => {
    const declined = fakeCheckout((options, fail) => {
      fail({ code: 'BAD_REQUEST_ERROR', description: 'Payment failed' });
      options.modal.ondismiss();
    });
    expect(await createRazorpayClient(declined.Checkout, 'k').confirmCardPayment('o', '')).toEqual({
      error: { code: 'BAD_REQUEST_ERROR', message: 'Payment failed' },
    });
    const closed = fakeCheckout((options) => options.modal.ondismiss());
    expect(await createRazorpayClient(closed.Checkout, 'k').confirmCardPayment('o', '')).toEqual({
      error: { message: RAZORPAY_MESSAGES.closed },
    });
  });

  it("asks the server for the order's status, and never stops the Pay button itself", async () => {
    const fetchMock = answer(200, { paymentIntent: intent });
    const client = createRazorpayClient(fakeCheckout(() => {}).Checkout, 'k');
    expect(client.checkCard()).toBeNull();
    expect(await client.retrievePaymentIntent('order_1')).toEqual({ paymentIntent: intent });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/payment/razorpay/order/order_1');
  });

  it('shows the amount of the order it last retrieved in Checkout', async () => {
    const { Checkout, opened } = fakeCheckout((options) => options.modal.ondismiss());
    answer(200, { paymentIntent: { ...intent, status: 'requires_payment_method' } });
    const client = createRazorpayClient(Checkout, 'k');
    await client.retrievePaymentIntent('order_1');
    await client.confirmCardPayment('order_1', '');
    expect(opened[0]).toMatchObject({ amount: 100000, currency: 'INR' });
  });
});
