import { HttpError } from '../http/errors';
import type { FastifyPluginAsync } from 'fastify';
import { finalizePayment } from './finalize';
import type { RazorpayGateway } from './gateways/razorpay-gateway';
import type { StripeGateway } from './gateways/stripe-gateway';
import type { PaymentContext } from './payment-context';
import { handleRazorpayEvent } from './razorpay-payments';
import { readJsonAsBytes } from '../http/raw-body';

/** A provider's signed webhooks: how it signs them, and what its events do here. */
interface WebhookReceiver {
  provider: 'Stripe' | 'Razorpay';
  signatureHeader: string;
  /** The event, when the raw body carries the provider's signature; null when it does not. */
  verifiedEvent(rawBody: Buffer, signature: string): object | null;
  handle(event: object): Promise<void>;
}

/**
 * One webhook receiver per provider, behind the gateway's own verification (decision 052). The
 * signature is checked on the raw body, so this scope reads bodies as bytes.
 */
export function webhookRoutes(receiver: WebhookReceiver): FastifyPluginAsync {
  return async (app) => {
    readJsonAsBytes(app);

    app.post(
      '/webhook',
      {
        schema: { tags: ['payment'], summary: `${receiver.provider} webhook (signature-checked)` },
      },
      async (request) => {
        const signature = request.headers[receiver.signatureHeader];
        if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
          throw HttpError.templated(400, 'payment_webhook_unsigned', {
            provider: receiver.provider,
          });
        }
        const event = receiver.verifiedEvent(request.body, signature);
        if (!event) {
          throw HttpError.templated(400, 'payment_webhook_signature', {
            provider: receiver.provider,
          });
        }
        await receiver.handle(event);
        return { received: true };
      },
    );
  };
}

/**
 * Stripe's payment_intent.succeeded finalizes the booking even when the browser never comes back;
 * payment_intent.payment_failed (a card declined) is only counted (docs/decisions/069).
 */
export function stripeWebhook(context: PaymentContext, gateway: StripeGateway): WebhookReceiver {
  return {
    provider: 'Stripe',
    signatureHeader: 'stripe-signature',
    verifiedEvent(rawBody, signature) {
      try {
        return gateway.verifyEvent(rawBody, signature);
      } catch {
        return null;
      }
    },
    async handle(event) {
      const { type, data } = event as ReturnType<StripeGateway['verifyEvent']>;
      if (type === 'payment_intent.succeeded') await finalizePayment(context, data.object.id);
      else if (type === 'payment_intent.payment_failed') context.metrics.payment('declined');
    },
  };
}

/**
 * Razorpay's payment.captured, refund.processed and payment.failed (docs/decisions/036, 069).
 * Razorpay posts every event of the account to one URL, so the rest go to `others`, given by the
 * composition root: Route's transfer events for payouts (docs/decisions/054), which sit above
 * payments.
 */
export function razorpayWebhook(
  context: PaymentContext,
  gateway: RazorpayGateway,
  others: (event: object) => Promise<void> = async () => {},
): WebhookReceiver {
  return {
    provider: 'Razorpay',
    signatureHeader: 'x-razorpay-signature',
    verifiedEvent(rawBody, signature) {
      if (!gateway.verifyWebhook(rawBody, signature)) return null;
      try {
        const event: unknown = JSON.parse(rawBody.toString('utf8'));
        return typeof event === 'object' ? event : null;
      } catch {
        return null;
      }
    },
    async handle(event) {
      await handleRazorpayEvent(context, event);
      await others(event);
    },
  };
}
