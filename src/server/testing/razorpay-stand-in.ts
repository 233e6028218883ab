import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { razorpaySignature } from '../payments/gateways/razorpay-signature';
import { standInCheckoutScript } from './razorpay-stand-in-checkout';
import { RazorpayRouteStandIn } from './razorpay-route-stand-in';

// A local HTTP stand-in for the Razorpay API calls we make (orders, their payments, capture,
// refunds), in Razorpay's REST shapes and error envelope, so the real `razorpay` SDK is tested
// without the internet. It also plays the payer (pay()), signs webhooks, and serves a stand-in
// checkout.js for the browser (docs/decisions/036).

export const RAZORPAY_KEY_ID = 'rzp_test_standin';
export const RAZORPAY_KEY_SECRET = 'standin_key_secret';

type Json = Record<string, unknown>;

export interface StandInOrder extends Json {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: 'created' | 'attempted' | 'paid';
  notes: Json;
}

export interface StandInPayment extends Json {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'authorized' | 'captured' | 'failed';
  order_id: string;
  method: string;
  /** The payer's UPI ID, for a UPI payment (null otherwise), as Razorpay's payment entity has it. */
  vpa: string | null;
  /** The card's id, for a card payment; its details come with `expand[]=card`. */
  card_id: string | null;
  captured: boolean;
  amount_refunded: number;
}

/** The test card every stand-in card payment is made with. */
export const STAND_IN_CARD_LAST4 = '1111';
/** The UPI ID of a stand-in UPI payment, unless the payer gives one. */
export const STAND_IN_VPA = 'success@razorpay';

export interface StandInRefund extends Json {
  id: string;
  entity: 'refund';
  amount: number;
  payment_id: string;
  notes: Json;
  status: 'processed';
}

export interface RecordedCall {
  method: string;
  path: string;
  body: Json;
  refundIdempotency: string | undefined;
  transferIdempotency: string | undefined;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const error = (code: string, description: string) => ({
  error: { code, description, source: 'NA', step: 'NA', reason: 'NA', metadata: {} },
});

export class RazorpayStandIn {
  readonly orders = new Map<string, StandInOrder>();
  readonly payments = new Map<string, StandInPayment>();
  readonly refunds = new Map<string, StandInRefund>();
  readonly calls: RecordedCall[] = [];
  /** Route's linked accounts and transfers (docs/decisions/054), in their own file. */
  readonly route = new RazorpayRouteStandIn((prefix) => this.nextId(prefix));
  /** Refunds by idempotency key (and the body sent with it): a repeat answers the first. */
  private readonly refundKeys = new Map<string, { body: string; refund: StandInRefund }>();
  /** While true, every refund is refused (a provider that will not refund right now). */
  refusingRefunds = false;
  /** While true, every API call answers 503 (Razorpay unreachable or down). */
  down = false;
  private server: Server | null = null;
  private counter = 0;
  url = '';

  private nextId(prefix: string) {
    this.counter += 1;
    return `${prefix}_StandIn${String(this.counter).padStart(7, '0')}`;
  }

  /** Listens on `port` (any free one by default). */
  async start(port = 0) {
    this.server = createServer((request, response) => {
      void this.handle(request, response);
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    const address = this.server.address() as { port: number };
    this.url = `http://127.0.0.1:${address.port}`;
  }

  private async handle(request: IncomingMessage, response: ServerResponse) {
    const [path = '', query = ''] = (request.url ?? '').split('?');
    const text = await readBody(request);
    const send = (status: number, body: unknown, type = 'application/json') => {
      response.writeHead(status, {
        'content-type': type,
        'access-control-allow-origin': '*',
        'access-control-allow-headers': 'content-type',
      });
      response.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    if (request.method === 'OPTIONS') return send(204, '');
    // The browser's side: the stand-in Checkout and the payer's choice inside it.
    if (request.method === 'GET' && path === '/checkout.js')
      return send(200, standInCheckoutScript(this.url), 'text/javascript');
    if (request.method === 'POST' && path === '/standin/checkout/pay') {
      const { order_id, method, outcome } = JSON.parse(text || '{}') as Json;
      const order = this.orders.get(String(order_id));
      if (!order) return send(400, error('BAD_REQUEST_ERROR', 'The id provided does not exist'));
      // A decline is an answer, not a failed request (the browser would log one as an error).
      if (outcome === 'fail')
        return send(200, error('BAD_REQUEST_ERROR', 'Your payment was declined by the bank.'));
      return send(200, this.pay(order.id, { method: String(method ?? 'upi') }));
    }
    const body = text ? (JSON.parse(text) as Json) : {};
    const refundIdempotency = request.headers['x-refund-idempotency'] as string | undefined;
    const transferIdempotency = request.headers['x-transfer-idempotency'] as string | undefined;
    const method = request.method ?? '';
    this.calls.push({ method, path, body, refundIdempotency, transferIdempotency });
    const expected = `Basic ${Buffer.from(`${RAZORPAY_KEY_ID}:${RAZORPAY_KEY_SECRET}`).toString('base64')}`;
    if (request.headers.authorization !== expected)
      return send(401, error('BAD_REQUEST_ERROR', 'Authentication failed'));
    if (this.down)
      return send(
        503,
        error('SERVER_ERROR', 'We are facing some trouble completing your request.'),
      );
    const missing = () => send(400, error('BAD_REQUEST_ERROR', 'The id provided does not exist'));

    if (path === '/v1/orders' && request.method === 'POST') {
      const amount = Number(body.amount);
      if (!Number.isInteger(amount) || amount < 100)
        return send(400, error('BAD_REQUEST_ERROR', 'The amount must be atleast INR 1.00'));
      const order: StandInOrder = {
        id: this.nextId('order'),
        entity: 'order',
        amount,
        amount_paid: 0,
        amount_due: amount,
        currency: String(body.currency ?? 'INR'),
        receipt: (body.receipt as string | undefined) ?? null,
        status: 'created',
        attempts: 0,
        notes: (body.notes as Json | undefined) ?? {},
        created_at: Math.floor(Date.now() / 1000),
      };
      this.orders.set(order.id, order);
      return send(200, order);
    }
    if (path === '/v1/orders' && request.method === 'GET') {
      const receipt = new URLSearchParams(query).get('receipt');
      const items = [...this.orders.values()].filter((o) => !receipt || o.receipt === receipt);
      return send(200, { entity: 'collection', count: items.length, items });
    }
    const order = /^\/v1\/orders\/([^/]+)(\/payments)?$/.exec(path);
    if (order && request.method === 'GET') {
      const found = this.orders.get(order[1]!);
      if (!found) return missing();
      if (!order[2]) return send(200, found);
      const items = [...this.payments.values()].filter((p) => p.order_id === found.id);
      return send(200, { entity: 'collection', count: items.length, items });
    }
    const payment = /^\/v1\/payments\/([^/]+)(?:\/(capture|refund))?$/.exec(path);
    const paid = payment ? this.payments.get(payment[1]!) : undefined;
    if (payment && !paid) return missing();
    if (paid && request.method === 'GET' && !payment![2]) {
      // A card payment's card comes only when asked for (`expand[]=card`), as Razorpay's does.
      // The docs write `expand[]=card`; the SDK sends it nested (`expand[expand]=card`).
      const expandCard = [...new URLSearchParams(query)].some(
        ([key, value]) => key.startsWith('expand[') && value === 'card',
      );
      if (!expandCard || !paid.card_id) return send(200, paid);
      const card = {
        id: paid.card_id,
        entity: 'card',
        last4: STAND_IN_CARD_LAST4,
        network: 'Visa',
      };
      return send(200, { ...paid, card });
    }
    if (paid && request.method === 'POST' && payment![2] === 'capture') {
      if (paid.status !== 'authorized')
        return send(400, error('BAD_REQUEST_ERROR', 'This payment has already been captured'));
      if (Number(body.amount) !== paid.amount)
        return send(
          400,
          error('BAD_REQUEST_ERROR', 'Capture amount must be equal to the amount authorized'),
        );
      this.markCaptured(paid);
      return send(200, paid);
    }
    if (paid && request.method === 'POST' && payment![2] === 'refund')
      return this.refund(paid, body, text, refundIdempotency, send);
    if (this.route.handle({ method, path, body, text, transferIdempotency }, send)) return;
    return send(400, error('BAD_REQUEST_ERROR', `The requested URL was not found on the server.`));
  }

  private refund(
    paid: StandInPayment,
    body: Json,
    text: string,
    key: string | undefined,
    send: (status: number, body: unknown) => void,
  ) {
    const earlier = key ? this.refundKeys.get(key) : undefined;
    if (earlier) {
      if (earlier.body !== text)
        return send(
          400,
          error(
            'BAD_REQUEST_ERROR',
            'Different request with the same idempotency key has already been processed.',
          ),
        );
      return send(200, earlier.refund);
    }
    if (paid.status !== 'captured')
      return send(400, error('BAD_REQUEST_ERROR', 'Only captured payments can be refunded'));
    const amount =
      body.amount === undefined ? paid.amount - paid.amount_refunded : Number(body.amount);
    if (this.refusingRefunds || paid.amount_refunded + amount > paid.amount)
      return send(
        400,
        error(
          'BAD_REQUEST_ERROR',
          'The refund could not be processed now. Please try again later.',
        ),
      );
    paid.amount_refunded += amount;
    const refund: StandInRefund = {
      id: this.nextId('rfnd'),
      entity: 'refund',
      amount,
      currency: paid.currency,
      payment_id: paid.id,
      notes: (body.notes as Json | undefined) ?? {},
      status: 'processed',
      speed_requested: 'normal',
    };
    this.refunds.set(refund.id, refund);
    if (key) this.refundKeys.set(key, { body: text, refund });
    return send(200, refund);
  }

  private markCaptured(paid: StandInPayment) {
    paid.status = 'captured';
    paid.captured = true;
    const order = this.orders.get(paid.order_id)!;
    order.status = 'paid';
    order.amount_paid = order.amount;
    order.amount_due = 0;
  }

  /**
   * The payer completes Checkout for an order: a payment (captured unless `capture` is false, as
   * on an account that captures by hand), and Checkout's signed answer for the browser.
   */
  pay(orderId: string, options: { capture?: boolean; method?: string; vpa?: string } = {}) {
    const order = this.orders.get(orderId)!;
    const paid: StandInPayment = {
      id: this.nextId('pay'),
      entity: 'payment',
      amount: order.amount,
      currency: order.currency,
      status: 'authorized',
      order_id: order.id,
      method: options.method ?? 'upi',
      vpa: (options.method ?? 'upi') === 'upi' ? (options.vpa ?? STAND_IN_VPA) : null,
      card_id: options.method === 'card' ? this.nextId('card') : null,
      captured: false,
      amount_refunded: 0,
    };
    this.payments.set(paid.id, paid);
    order.status = 'attempted';
    if (options.capture !== false) this.markCaptured(paid);
    return {
      razorpay_payment_id: paid.id,
      razorpay_order_id: order.id,
      razorpay_signature: razorpaySignature(`${order.id}|${paid.id}`, RAZORPAY_KEY_SECRET),
    };
  }

  /** The webhook Razorpay sends once a payment is captured. */
  capturedEvent(paymentId: string) {
    const payment = this.payments.get(paymentId)!;
    return {
      entity: 'event',
      account_id: 'acc_StandIn',
      event: 'payment.captured',
      contains: ['payment'],
      payload: { payment: { entity: payment } },
      created_at: Math.floor(Date.now() / 1000),
    };
  }

  /** The webhook Razorpay sends once a refund has been made. */
  refundProcessedEvent(refundId: string) {
    const refund = this.refunds.get(refundId)!;
    const payment = this.payments.get(refund.payment_id)!;
    return {
      entity: 'event',
      account_id: 'acc_StandIn',
      event: 'refund.processed',
      contains: ['refund', 'payment'],
      payload: { refund: { entity: refund }, payment: { entity: payment } },
      created_at: Math.floor(Date.now() / 1000),
    };
  }

  async stop() {
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }
}
