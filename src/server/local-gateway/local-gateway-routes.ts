import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SLOT_LOST_ERROR_CODE } from '../../shared/api/checkout-contract';
import { errorBody } from '../http/errors';
import { billingNameOrGuest } from '../../shared/card';
import { normalizeVpa, vpaProblem } from '../../shared/upi';
import { paymentHeldUntil } from '../bookings/hold-endings';
import { finalizeSucceeded, refundAfterCommit } from '../payments/finalize';
import type { DbOrTx } from '../db/database';
import type { GatewayIntent } from '../payments/gateways/gateway';
import type { LocalGateway } from './local-gateway';
import { toIntent, type IntentRow } from './local-upi';
import { keepHoldsWhileApproving } from './upi-holds';
import type { PaymentContext } from '../payments/payment-context';

// The local gateway's two calls, in the shapes of stripe.js (architecture §5), so the browser has
// one code path for both providers. The client secret is the credential, as with Stripe.

const publicIntent = (intent: GatewayIntent) => ({
  id: intent.id,
  status: intent.status,
  amount: intent.amount,
  currency: intent.currency,
});

/**
 * The intent as its payer sees it: while a UPI request waits, its reference and deadline (for the
 * checkout's countdown, QR code and link) and until when its slots are now held (the wait keeps
 * them, decision 037); after a refusal, why (Stripe's last_payment_error).
 */
const detailedIntent = async (db: DbOrTx, row: IntentRow) => ({
  ...publicIntent(toIntent(row)),
  ...(row.status === 'processing' && row.upiRequest
    ? {
        upi: {
          request: row.upiRequest,
          vpa: row.upiVpa,
          expiresAt: row.upiExpiresAt!.toISOString(),
          holdExpiresAt: (await paymentHeldUntil(db, row.id))?.toISOString() ?? null,
        },
      }
    : {}),
  ...(row.status === 'requires_payment_method' && row.lastError
    ? { lastPaymentError: { message: row.lastError } }
    : {}),
});

const gatewayError = (code: string, message: string) => ({ error: { code, message } });

const badRequest = (message: string) => ({
  ...errorBody('gateway_request_invalid', message),
  ...gatewayError('invalid_request', message),
});

/** Charged, but the slot was lost meanwhile: the message says so, and whether the money is back. */
const slotLost = (message: string) => ({
  ...errorBody('slot_unavailable', message),
  ...gatewayError(SLOT_LOST_ERROR_CODE, message),
});

export function localGatewayRoutes(
  context: PaymentContext,
  gateway: LocalGateway,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/local/intent',
      {
        schema: {
          tags: ['payment'],
          summary: 'Local test gateway: retrieve a payment intent by its client secret',
          querystring: z.object({
            clientSecret: z.string({ error: 'clientSecret is required' }).min(1).max(200),
          }),
        },
      },
      async (request, reply) => {
        // Reading it settles a UPI request that is due (decision 037).
        const found = await gateway.findResolved(request.query.clientSecret);
        if (!found)
          return reply
            .status(404)
            .send(gatewayError('resource_missing', 'No such payment intent.'));
        return { paymentIntent: await detailedIntent(context.db, found.row) };
      },
    );

    app.post(
      '/local/confirm',
      {
        schema: {
          tags: ['payment'],
          summary:
            "Local test gateway: pay an intent with a card (Stripe's test numbers) or UPI (Razorpay's test IDs)",
          body: z.object({
            clientSecret: z.string({ error: 'clientSecret is required' }).min(1).max(200),
            card: z
              .object({
                number: z.string({ error: 'Card number is required' }).max(30),
                expMonth: z.coerce.number({ error: 'Expiry month is required' }),
                expYear: z.coerce.number({ error: 'Expiry year is required' }),
                cvc: z.string({ error: 'CVC is required' }).max(10),
              })
              .optional(),
            upi: z.object({ vpa: z.string({ error: 'UPI ID is required' }).max(300) }).optional(),
            billingName: z.string().max(100).optional().nullable(),
          }),
        },
      },
      async (request, reply) => {
        const { clientSecret, card, upi } = request.body;
        if (!card === !upi)
          return reply.status(400).send(badRequest('Pay with either a card or a UPI ID.'));
        const problem = upi ? vpaProblem(upi.vpa) : null;
        if (problem) return reply.status(400).send(badRequest(problem));
        const billingName = billingNameOrGuest(request.body.billingName);
        // Like Stripe's webhook, but at once and in the same commit as the success: the booking
        // exists even if the browser never calls back.
        const whenPaid = (tx: DbOrTx, intent: GatewayIntent) =>
          finalizeSucceeded(tx, context, intent);
        // The holds stay while the payer approves in their UPI app (decision 037).
        const keepHolds = (tx: DbOrTx, intent: GatewayIntent, expiresAt: Date) =>
          keepHoldsWhileApproving(tx, intent.id, expiresAt, context.now(), gateway.upi.timing);
        const result = card
          ? await gateway.confirm(clientSecret, card, billingName, whenPaid)
          : await gateway.confirmUpi(clientSecret, normalizeVpa(upi!.vpa), billingName, keepHolds);
        switch (result.kind) {
          case 'requested': {
            const { row, paid } = result.resolved;
            if (paid?.outcome === 'refunded') return reply.status(409).send(slotLost(paid.reason));
            return { paymentIntent: await detailedIntent(context.db, row) };
          }
          case 'unknown-intent':
            return reply
              .status(404)
              .send(gatewayError('resource_missing', 'No such payment intent.'));
          case 'not-confirmable':
            return reply
              .status(400)
              .send(
                gatewayError(
                  'payment_intent_unexpected_state',
                  'This payment has already been processed.',
                ),
              );
          case 'invalid-card':
            return reply
              .status(402)
              .send(gatewayError(result.decline.code, result.decline.message));
          case 'declined':
            return reply
              .status(402)
              .send(gatewayError(result.decline.code, result.decline.message));
          case 'succeeded': {
            if (result.paid.outcome !== 'refunded')
              return { paymentIntent: publicIntent(result.intent) };
            // Charged, but the slot was lost meanwhile: say so, and whether the money is back yet.
            const lost = await refundAfterCommit(context, result.intent.id, result.paid);
            const message = lost.outcome === 'refunded' ? lost.reason : result.paid.reason;
            return reply.status(409).send(slotLost(message));
          }
        }
      },
    );
  };
}
