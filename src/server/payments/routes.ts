import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { amountField, bookingDetailsSchema, currencyField } from '../../shared/booking-request';
import { paiseToRupeesText } from '../../shared/pricing';
import type { AppContext } from '../app-context';
import { requireRole } from '../auth/guards';
import { HttpError } from '../http/errors';
import { errorSchema } from '../http/schemas';
import { startBookingPayment, startLegacyPayment } from './service';
import { startSubscriptionPayment } from '../subscriptions/service';
import { subscriptionDetailsSchema } from '../../shared/subscription-request';

export const postPaymentBody = z.object({
  amount: amountField,
  currency: currencyField,
  userId: z.string().uuid({ error: 'Invalid user id' }).optional(),
  booking: bookingDetailsSchema.optional(),
  subscription: subscriptionDetailsSchema.optional(),
});

export function paymentRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/post-payment',
      {
        schema: {
          tags: ['payment'],
          summary:
            'Price and hold the slot (or all subscription slots) for 10 minutes, and open a payment intent',
          body: postPaymentBody,
          response: {
            200: z.object({
              success: z.literal(true),
              clientSecret: z.string(),
              paymentId: z.string(),
              holdExpiresAt: z.string().nullable(),
              amount: z.string(),
            }),
            400: errorSchema,
            401: errorSchema,
            403: errorSchema,
            404: errorSchema,
            409: errorSchema,
          },
        },
      },
      async (request) => {
        const player = requireRole(request, 'user');
        const { amount, userId, booking, subscription } = request.body;
        if (userId && userId !== player.id)
          throw new HttpError(403, 'You can only pay for yourself.');
        if (booking && subscription) {
          throw new HttpError(400, 'Send either a booking or a subscription, not both.');
        }
        const start = subscription
          ? await startSubscriptionPayment(context, player, amount, subscription)
          : booking
            ? await startBookingPayment(context, player, amount, booking)
            : await startLegacyPayment(context, player, amount);
        return {
          success: true as const,
          clientSecret: start.clientSecret,
          paymentId: start.paymentId,
          holdExpiresAt: start.holdExpiresAt?.toISOString() ?? null,
          amount: paiseToRupeesText(start.amountPaise),
        };
      },
    );
  };
}
