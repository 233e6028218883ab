import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import Razorpay from 'razorpay';
import { readPaidWith, type PaidWith } from '../../../shared/paid-with';
import type { Orders } from 'razorpay/dist/types/orders';
import type { Payments } from 'razorpay/dist/types/payments';
import type {
  CreateIntentInput,
  GatewayIntent,
  IntentStatus,
  PartRefund,
  PaymentGateway,
} from './gateway';
import { signatureMatches } from './razorpay-signature';

// Razorpay through its official SDK (docs/decisions/036). Each payment is one Razorpay order:
// the order id is the intent id and also what the browser opens Checkout with (the "client
// secret"); a payment made on it is found through the order's payments.

/** The SDK's HTTP client (axios), which it does not type: the host and per-request headers. */
export interface SdkHttp {
  defaults: { baseURL?: string };
  interceptors: {
    request: {
      use(
        onRequest: (config: {
          method?: string;
          url?: string;
          headers: { set(name: string, value: string): unknown };
        }) => unknown,
      ): unknown;
    };
  };
}

/** What the SDK throws for an answer that is not 2xx. */
export interface RazorpayApiError {
  statusCode: number;
  error: { code: string; description: string };
}

export function isRazorpayApiError(error: unknown): error is RazorpayApiError {
  const candidate = error as Partial<RazorpayApiError> | null;
  return typeof candidate?.statusCode === 'number' && typeof candidate.error === 'object';
}

/**
 * An Error naming Razorpay's own description (kept on a refund that stays due), instead of the
 * SDK's plain object.
 */
function asError(error: unknown): unknown {
  if (!isRazorpayApiError(error)) return error;
  const described = new Error(error.error?.description || 'Razorpay refused the request.');
  return Object.assign(described, { statusCode: error.statusCode, code: error.error?.code });
}

/** A receipt (at most 40 characters) that stands for one idempotency key. */
export function receiptOf(idempotencyKey: string) {
  return `tb_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 36)}`;
}

function toStatus(order: Orders.RazorpayOrder, paid: Payments.RazorpayPayment[]): IntentStatus {
  if (order.status === 'paid' || paid.some((p) => p.status === 'captured')) return 'succeeded';
  if (paid.some((p) => p.status === 'authorized')) return 'processing';
  return 'requires_payment_method';
}

export class RazorpayGateway implements PaymentGateway {
  readonly provider = 'razorpay' as const;
  private readonly razorpay: Razorpay;
  /** The refund idempotency key of the request being made, for the header below. */
  private readonly refundKey = new AsyncLocalStorage<string>();

  constructor(
    keyId: string,
    private readonly keySecret: string,
    private readonly webhookSecret: string,
    apiUrl: string | null = null,
  ) {
    this.razorpay = new Razorpay({ key_id: keyId, key_secret: keySecret });
    // The SDK fixes its host and lets no header through per request, so both are set on its
    // HTTP client: the host once (a stand-in in tests), and Razorpay's refund idempotency header
    // on each refund request made inside refund() below.
    const http = (this.razorpay.api as unknown as { rq: SdkHttp }).rq;
    if (apiUrl) http.defaults.baseURL = apiUrl.replace(/\/$/, '');
    http.interceptors.request.use((config) => {
      const key = this.refundKey.getStore();
      if (key && config.method?.toLowerCase() === 'post' && /\/refund$/.test(config.url ?? '')) {
        config.headers.set('X-Refund-Idempotency', key);
      }
      return config;
    });
  }

  /** Whether Checkout's `razorpay_signature` is Razorpay's for this order and payment. */
  verifyPayment(orderId: string, paymentId: string, signature: string): boolean {
    return signatureMatches(`${orderId}|${paymentId}`, signature, this.keySecret);
  }

  /** Whether a webhook's `X-Razorpay-Signature` is Razorpay's for these exact bytes. */
  verifyWebhook(rawBody: Buffer, signature: string): boolean {
    return signatureMatches(rawBody, signature, this.webhookSecret);
  }

  async createIntent(input: CreateIntentInput): Promise<GatewayIntent> {
    // Orders take no idempotency key: the key becomes the order's receipt, and a retry finds the
    // order it made before rather than making a second one.
    const receipt = receiptOf(input.idempotencyKey);
    try {
      const earlier = await this.razorpay.orders.all({ receipt, count: 1 });
      const found = earlier.items[0];
      if (found) return this.toIntent(found, []);
      const order = await this.razorpay.orders.create({
        amount: input.amount,
        currency: input.currency.toUpperCase(),
        receipt,
        notes: input.metadata,
      });
      return this.toIntent(order, []);
    } catch (error) {
      throw asError(error);
    }
  }

  async retrieveIntent(orderId: string): Promise<GatewayIntent> {
    try {
      const order = await this.razorpay.orders.fetch(orderId);
      const { items } = await this.razorpay.orders.fetchPayments(orderId);
      const intent = this.toIntent(order, items);
      return { ...intent, paidWith: await this.paidWithOf(intent, items) };
    } catch (error) {
      throw asError(error);
    }
  }

  /** The order's payment that took the money (captured, or authorized and not yet captured). */
  async paymentOf(orderId: string): Promise<Payments.RazorpayPayment | null> {
    const { items } = await this.razorpay.orders.fetchPayments(orderId).catch((error: unknown) => {
      throw asError(error);
    });
    return (
      items.find((p) => p.status === 'captured') ??
      items.find((p) => p.status === 'authorized') ??
      null
    );
  }

  /** One payment as Razorpay has it, or null when it does not exist. */
  async fetchPayment(paymentId: string): Promise<Payments.RazorpayPayment | null> {
    try {
      return await this.razorpay.payments.fetch(paymentId);
    } catch (error) {
      if (isRazorpayApiError(error) && error.statusCode < 500) return null;
      throw asError(error);
    }
  }

  /** Captures an authorized payment for its whole amount (accounts set to capture by hand). */
  async capture(payment: Payments.RazorpayPayment): Promise<void> {
    try {
      await this.razorpay.payments.capture(payment.id, payment.amount, payment.currency);
    } catch (error) {
      // Captured meanwhile (by the account's auto-capture): nothing left to do.
      const again = await this.fetchPayment(payment.id);
      if (again?.status !== 'captured') throw asError(error);
    }
  }

  async refund(orderId: string, part?: PartRefund): Promise<void> {
    const payment = await this.paymentOf(orderId);
    if (!payment || payment.status !== 'captured') {
      throw new Error('This order has no captured payment to refund.');
    }
    // Razorpay wants keys of letters, digits, '-' and '_' of at least 10 characters.
    const key = (part ? part.idempotencyKey : `refund-${orderId}`).replace(/[^\w-]/g, '_');
    const body = part
      ? { amount: part.amount, notes: { refund_key: key } }
      : { notes: { refund_key: key } };
    try {
      await this.refundKey.run(key, () => this.razorpay.payments.refund(payment.id, body));
    } catch (error) {
      throw asError(error);
    }
  }

  async cancelIntent(orderId: string): Promise<GatewayIntent> {
    // Razorpay cannot cancel an order. One that nobody paid answers canceled, and stays
    // unpaid for us: a payment made on it afterwards is refunded when its webhook arrives
    // (razorpay-routes.ts).
    const intent = await this.retrieveIntent(orderId);
    return intent.status === 'requires_payment_method' ? { ...intent, status: 'canceled' } : intent;
  }

  /**
   * How the captured payment was paid: its UPI ID, or its card's last four digits, which
   * Razorpay gives only on the payment fetched with `expand[]=card`.
   */
  private async paidWithOf(
    intent: GatewayIntent,
    items: Payments.RazorpayPayment[],
  ): Promise<PaidWith | null> {
    const captured = items.find((p) => p.status === 'captured');
    if (intent.status !== 'succeeded' || !captured) return null;
    if (captured.method === 'upi') return readPaidWith({ kind: 'upi', vpa: captured.vpa });
    if (captured.method !== 'card') return null;
    const withCard = await this.razorpay.payments.fetch(captured.id, { 'expand[]': 'card' });
    return readPaidWith({ kind: 'card', last4: withCard.card?.last4 });
  }

  private toIntent(order: Orders.RazorpayOrder, paid: Payments.RazorpayPayment[]): GatewayIntent {
    return {
      id: order.id,
      clientSecret: order.id,
      status: toStatus(order, paid),
      amount: Number(order.amount),
      currency: order.currency.toLowerCase(),
    };
  }
}
