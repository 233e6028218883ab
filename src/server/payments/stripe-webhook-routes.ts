import type { FastifyPluginAsync } from 'fastify';
import { finalizePayment } from './finalize';
import type { StripeGateway } from './gateways/stripe-gateway';
import type { PaymentContext } from './payment-context';

/**
 * Stripe's webhook: payment_intent.succeeded finalizes the booking even when the browser never
 * comes back. The signature is checked on the raw body, so this scope reads bodies as bytes.
 */
export function stripeWebhookRoutes(
  context: PaymentContext,
  gateway: StripeGateway,
): FastifyPluginAsync {
  return async (app) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );

    app.post(
      '/webhook',
      { schema: { tags: ['payment'], summary: 'Stripe webhook (signature-checked)' } },
      async (request, reply) => {
        const signature = request.headers['stripe-signature'];
        if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
          return reply.status(400).send({ success: false, message: 'Missing Stripe signature.' });
        }
        let event;
        try {
          event = gateway.verifyEvent(request.body, signature);
        } catch {
          return reply.status(400).send({ success: false, message: 'Invalid Stripe signature.' });
        }
        if (event.type === 'payment_intent.succeeded') {
          await finalizePayment(context, event.data.object.id);
        }
        return { received: true };
      },
    );
  };
}
