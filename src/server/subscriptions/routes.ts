import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { requireRole } from '../auth/guards';
import { HttpError } from '../http/errors';
import { errorSchema, uuidParam } from '../http/schemas';
import { finalizePayment } from '../payments/finalize';
import { findPaymentByIntent } from '../payments/payments-repo';
import { findSubscriptionByPayment } from './record';

const subscriptionSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  turfId: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  price: z.number(),
  selectedSlots: z.array(
    z.object({ date: z.string(), startTime: z.string(), endTime: z.string() }),
  ),
  paymentDetails: z.object({ method: z.string(), transactionId: z.string(), status: z.string() }),
  isSubscription: z.literal(true),
  createdAt: z.string(),
});

export function subscriptionRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/create',
      {
        schema: {
          tags: ['subscription'],
          summary:
            'Finish a paid subscription (idempotent per payment); the server trusts the gateway, not the body',
          body: z.object({
            userId: uuidParam('Invalid user id').optional(),
            turfId: z.string().max(60).optional(),
            paymentDetails: z.object(
              {
                method: z.string().max(40).optional(),
                transactionId: z
                  .string({ error: 'paymentDetails.transactionId is required' })
                  .min(1)
                  .max(200),
                status: z.string().max(40).optional(),
              },
              { error: 'paymentDetails is required' },
            ),
          }),
          response: {
            201: z.object({
              success: z.literal(true),
              message: z.string(),
              subscription: subscriptionSchema,
            }),
            400: errorSchema,
            401: errorSchema,
            402: errorSchema,
            403: errorSchema,
            404: errorSchema,
            409: errorSchema,
          },
        },
      },
      async (request, reply) => {
        const player = requireRole(request, 'user');
        if (request.body.userId && request.body.userId !== player.id) {
          throw new HttpError(403, 'You can only subscribe for yourself.');
        }
        const intentId = request.body.paymentDetails.transactionId;
        const payment = await findPaymentByIntent(context.db, intentId);
        if (!payment || payment.userId !== player.id || payment.kind !== 'subscription') {
          throw new HttpError(404, 'Payment not found');
        }
        const result = await finalizePayment(context, intentId);
        if (result.outcome === 'refunded') throw new HttpError(409, result.reason);
        if (result.outcome !== 'booked')
          throw new HttpError(402, 'This payment has not been completed yet.');
        const record = (await findSubscriptionByPayment(context.db, intentId))!;
        return reply.status(201).send({
          success: true as const,
          message: 'Subscription booked successfully!',
          subscription: {
            _id: record.id,
            userId: record.userId,
            turfId: record.turfId,
            startDate: record.startDate,
            endDate: record.endDate,
            price: record.pricePaise / 100,
            selectedSlots: record.selectedSlots,
            paymentDetails: {
              method: 'credit_card',
              transactionId: record.paymentIntentId,
              status: record.paymentStatus,
            },
            isSubscription: true as const,
            createdAt: record.createdAt.toISOString(),
          },
        });
      },
    );
  };
}
