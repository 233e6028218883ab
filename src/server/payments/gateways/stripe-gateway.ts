import Stripe from 'stripe';
import { readPaidWith, type PaidWith } from '../../../shared/paid-with';
import type {
  CreateIntentInput,
  GatewayIntent,
  IntentStatus,
  PartRefund,
  PaymentGateway,
} from './gateway';

// Stripe through its official SDK. `apiUrl` points the SDK at another host (a local stand-in in
// tests); in production it is unset and the SDK talks to api.stripe.com.

function toStatus(status: Stripe.PaymentIntent.Status): IntentStatus {
  if (status === 'succeeded' || status === 'canceled' || status === 'processing')
    return status as IntentStatus;
  if (status === 'requires_capture') return 'processing';
  return 'requires_payment_method';
}

/** What the intent's charge says of how it was paid (its `latest_charge`, when expanded). */
function paidWithOf(intent: Stripe.PaymentIntent): PaidWith | null {
  const charge = intent.latest_charge;
  if (intent.status !== 'succeeded' || !charge || typeof charge === 'string') return null;
  const details = charge.payment_method_details;
  if (details?.card) return readPaidWith({ kind: 'card', last4: details.card.last4 });
  const upi = (details as { upi?: { vpa?: string | null } } | null)?.upi;
  return upi ? readPaidWith({ kind: 'upi', vpa: upi.vpa }) : null;
}

function toIntent(intent: Stripe.PaymentIntent): GatewayIntent {
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    status: toStatus(intent.status),
    amount: intent.amount,
    currency: intent.currency,
    paidWith: paidWithOf(intent),
  };
}

export class StripeGateway implements PaymentGateway {
  readonly provider = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(
    secretKey: string,
    private readonly webhookSecret: string,
    apiUrl: string | null = null,
  ) {
    const options: Stripe.StripeConfig = {
      maxNetworkRetries: 2,
      timeout: 15_000,
      telemetry: false,
    };
    if (apiUrl) {
      const url = new URL(apiUrl);
      options.protocol = url.protocol === 'http:' ? 'http' : 'https';
      options.host = url.hostname;
      options.port = url.port || (url.protocol === 'http:' ? 80 : 443);
    }
    this.stripe = new Stripe(secretKey, options);
  }

  async createIntent(input: CreateIntentInput): Promise<GatewayIntent> {
    const intent = await this.stripe.paymentIntents.create(
      {
        amount: input.amount,
        currency: input.currency,
        metadata: input.metadata,
        allowed_payment_method_types: ['card'],
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return toIntent(intent);
  }

  async retrieveIntent(intentId: string): Promise<GatewayIntent> {
    const expand = ['latest_charge'];
    return toIntent(await this.stripe.paymentIntents.retrieve(intentId, { expand }));
  }

  async refund(intentId: string, part?: PartRefund): Promise<void> {
    await this.stripe.refunds.create(
      part ? { payment_intent: intentId, amount: part.amount } : { payment_intent: intentId },
      { idempotencyKey: part ? part.idempotencyKey : `refund-${intentId}` },
    );
  }

  async cancelIntent(intentId: string): Promise<GatewayIntent> {
    try {
      return toIntent(await this.stripe.paymentIntents.cancel(intentId));
    } catch (error) {
      // Stripe refuses to cancel an intent that succeeded (or was canceled) meanwhile.
      if (error instanceof Stripe.errors.StripeInvalidRequestError) {
        return this.retrieveIntent(intentId);
      }
      throw error;
    }
  }

  /** A webhook event whose signature checks out, or an error. */
  verifyEvent(rawBody: Buffer, signature: string): Stripe.Event {
    return this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
  }
}
