import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createBookingBodySchema,
  createBookingCollectingResponseSchema,
  createBookingResponseSchema,
  createSubscriptionBodySchema,
  createSubscriptionResponseSchema,
} from '../../shared/api/checkout-contract';
import { errorSchema } from '../../shared/api/common-contract';
import { paiseToRupees } from '../../shared/pricing';
import { canBook } from '../../shared/permissions';
import { requireAllowed } from '../auth/guards';
import { SPLIT_MESSAGES } from '../../shared/split';
import { HttpError } from '../http/errors';
import { finishBooking, finishSubscription } from './finish';
import type { CheckoutContext } from './payment-context';

const finishErrors = {
  400: errorSchema,
  401: errorSchema,
  402: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
};

/** create-booking and subscription/create (spec §7), mounted at /api/v1. */
export function finishRoutes(context: CheckoutContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/booking/create-booking',
      {
        schema: {
          tags: ['booking'],
          summary:
            'Finish a paid booking (idempotent per payment); the server checks the payment and ignores client amounts',
          body: createBookingBodySchema,
          response: {
            200: createBookingCollectingResponseSchema,
            201: createBookingResponseSchema,
            ...finishErrors,
          },
        },
      },
      async (request, reply) => {
        const player = requireAllowed(request, canBook);
        const { paymentId, userId, turfId, bookingDate, startTime, endTime } = request.body;
        if (userId && userId !== player.id)
          throw new HttpError(403, 'You can only book for yourself.');
        const details =
          turfId && bookingDate && startTime !== undefined && endTime !== undefined
            ? { turfId, bookingDate, startTime, endTime }
            : null;
        const { booking, collectingSplitId } = await finishBooking(
          context,
          player,
          paymentId,
          details,
        );
        if (collectingSplitId)
          return reply.status(200).send({
            success: true as const,
            message: SPLIT_MESSAGES.collecting,
            booking,
            splitId: collectingSplitId,
          });
        return reply
          .status(201)
          .send({ success: true as const, message: 'Booking completed successfully!', booking });
      },
    );

    app.post(
      '/subscription/create',
      {
        schema: {
          tags: ['subscription'],
          summary:
            'Finish a paid subscription (idempotent per payment); the server trusts the gateway, not the body',
          body: createSubscriptionBodySchema,
          response: { 201: createSubscriptionResponseSchema, ...finishErrors },
        },
      },
      async (request, reply) => {
        const player = requireAllowed(request, canBook);
        if (request.body.userId && request.body.userId !== player.id) {
          throw new HttpError(403, 'You can only subscribe for yourself.');
        }
        const { turfId, selectedSlots, paymentDetails } = request.body;
        const { record, bookingIds } = await finishSubscription(
          context,
          player,
          paymentDetails.transactionId,
          {
            turfId,
            selectedSlots,
          },
        );
        return reply.status(201).send({
          success: true as const,
          message: 'Subscription booked successfully!',
          subscription: {
            _id: record.id,
            userId: record.userId,
            turfId: record.turfId,
            startDate: record.startDate,
            endDate: record.endDate,
            price: paiseToRupees(record.pricePaise),
            selectedSlots: record.selectedSlots,
            paymentDetails: {
              method: 'credit_card',
              transactionId: record.paymentIntentId,
              status: record.paymentStatus,
            },
            isSubscription: true as const,
            createdAt: record.createdAt.toISOString(),
            bookingIds,
          },
        });
      },
    );
  };
}
