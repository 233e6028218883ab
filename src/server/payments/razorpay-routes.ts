import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SLOT_LOST_ERROR_CODE } from '../../shared/api/checkout-contract';
import { errorSchema } from '../../shared/api/common-contract';
import {
  razorpayVerifyBodySchema,
  razorpayVerifyResponseSchema,
  razorpaySlotLostSchema,
  razorpayOrderParamsSchema,
  razorpayOrderResponseSchema,
} from '../../shared/api/razorpay-contract';
import { canBook } from '../../shared/permissions';
import { requireAllowed } from '../auth/guards';
import { HttpError, errorBody } from '../http/errors';
import type { RazorpayGateway } from './gateways/razorpay-gateway';
import type { PaymentContext } from './payment-context';
import { reachRazorpay, requireOwnRazorpayOrder, verifyCheckout } from './razorpay-payments';

// Razorpay's two ways in (docs/decisions/036), mounted at /api/v1/payment/razorpay: the player's
// browser posts Checkout's signed success here, and Razorpay posts signed webhooks
// (webhook-routes.ts).

/** GET /order/:orderId (its status) and POST /verify (Checkout's success): own payments only. */
export function razorpayRoutes(
  context: PaymentContext,
  gateway: RazorpayGateway,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/order/:orderId',
      {
        schema: {
          tags: ['payment'],
          summary: "Razorpay: one's own order as a payment intent (whether it is paid yet)",
          params: razorpayOrderParamsSchema,
          response: {
            200: razorpayOrderResponseSchema,
            401: errorSchema,
            403: errorSchema,
            404: errorSchema,
            502: errorSchema,
          },
        },
      },
      async (request) => {
        const player = requireAllowed(request, canBook);
        const { orderId } = request.params;
        await requireOwnRazorpayOrder(context, player, orderId);
        const intent = await reachRazorpay(() => gateway.retrieveIntent(orderId));
        return {
          paymentIntent: {
            id: intent.id,
            status: intent.status,
            amount: intent.amount,
            currency: intent.currency,
          },
        };
      },
    );

    app.post(
      '/verify',
      {
        schema: {
          tags: ['payment'],
          summary:
            "Razorpay: check Checkout's signature (HMAC of order|payment), capture if needed, and finalize",
          body: razorpayVerifyBodySchema,
          response: {
            200: razorpayVerifyResponseSchema,
            400: errorSchema,
            401: errorSchema,
            402: errorSchema,
            403: errorSchema,
            404: errorSchema,
            409: razorpaySlotLostSchema,
            502: errorSchema,
          },
        },
      },
      async (request, reply) => {
        const player = requireAllowed(request, canBook);
        const body = request.body;
        const orderId = body.razorpay_order_id;
        const { outcome, amount, currency } = await verifyCheckout(context, gateway, player, {
          orderId,
          paymentId: body.razorpay_payment_id,
          signature: body.razorpay_signature,
        });
        switch (outcome.outcome) {
          // A split's share paid while others are still unpaid, or a game's spot, succeeded all
          // the same; create-booking, the split's page or the game's say what it made (044, 045).
          case 'booked':
          case 'collecting':
          case 'joined':
            return {
              success: true as const,
              paymentIntent: { id: orderId, status: 'succeeded' as const, amount, currency },
            };
          case 'refunded':
            // Paid, but the slot was lost meanwhile: as the local gateway's confirm answers it.
            return reply.status(409).send({
              ...errorBody('slot_unavailable', outcome.reason),
              error: { code: SLOT_LOST_ERROR_CODE, message: outcome.reason },
            });
          case 'unpaid':
            throw new HttpError(402, 'not_paid');
          case 'unknown':
            throw new HttpError(404, 'payment_not_found');
        }
      },
    );
  };
}
