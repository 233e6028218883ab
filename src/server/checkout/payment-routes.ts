import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  postPaymentBodySchema,
  postPaymentResponseSchema,
} from '../../shared/api/checkout-contract';
import { errorSchema } from '../../shared/api/common-contract';
import { paiseToRupeesText } from '../../shared/pricing';
import { canBook } from '../../shared/permissions';
import { requireAllowed } from '../auth/guards';
import { HttpError } from '../http/errors';
import type { CheckoutContext } from './payment-context';
import { slotRequestOf, startPayment } from './start-payment';
import type { StartLimitContext } from './start-limit';

export function paymentRoutes(context: CheckoutContext & StartLimitContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/post-payment',
      {
        schema: {
          tags: ['payment'],
          summary:
            'Price and hold the slot (or all subscription slots) for 10 minutes, and open a payment intent',
          body: postPaymentBodySchema,
          response: {
            200: postPaymentResponseSchema,
            400: errorSchema,
            401: errorSchema,
            403: errorSchema,
            404: errorSchema,
            409: errorSchema,
          },
        },
      },
      async (request) => {
        const player = requireAllowed(request, canBook);
        const { amount, userId } = request.body;
        if (userId && userId !== player.id)
          throw new HttpError(403, 'You can only pay for yourself.');
        const start = await startPayment(
          context,
          player,
          amount,
          slotRequestOf(request.body),
          request.body.promoCode?.trim() || null,
          request.body.useCredit ?? false,
        );
        return {
          success: true as const,
          clientSecret: start.clientSecret,
          paymentId: start.paymentId,
          holdExpiresAt: start.holdExpiresAt?.toISOString() ?? null,
          amount: paiseToRupeesText(start.amountPaise),
          creditUsed: paiseToRupeesText(start.creditPaise),
          toPay: paiseToRupeesText(start.amountPaise - start.creditPaise),
          paidWithCredit: start.paidWithCredit,
          ...(start.bookingIds ? { bookingIds: start.bookingIds } : {}),
        };
      },
    );
  };
}
