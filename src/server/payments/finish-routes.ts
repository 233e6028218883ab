import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createBookingBodySchema,
  createBookingCollectingResponseSchema,
  createBookingResponseSchema,
  createSubscriptionBodySchema,
  createSubscriptionResponseSchema,
  paidResponseSchema,
} from '../../shared/api/checkout-contract';
import { z } from 'zod';
import { errorSchema } from '../../shared/api/common-contract';
import { paiseToRupees } from '../../shared/pricing';
import { canBook } from '../../shared/permissions';
import { requireAllowed } from '../auth/guards';
import { SPLIT_MESSAGES } from '../../shared/split';
import { HttpError } from '../http/errors';
import { finishBooking, finishSubscription } from './finish';
import { finishCharge, requireMade } from './paid';
import { findPaymentByIntent } from './payment-records';

/** An older client's payment names its slot only through create-booking (decision 005). */
import type { CheckoutContext } from './payment-context';

const finishErrors = {
  400: errorSchema,
  401: errorSchema,
  402: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
};

/**
 * The one "I paid" for any charge, and its aliases create-booking and subscription/create
 * (spec §7), mounted at /api/v1 (decision 052).
 */
export function finishRoutes(context: CheckoutContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/payment/:paymentId/paid',
      {
        schema: {
          tags: ['payment'],
          summary:
            'The payer\'s "I paid" for any charge (idempotent): what it made, once the gateway says it is paid',
          params: z.object({ paymentId: z.string().min(1).max(200) }),
          response: { 200: paidResponseSchema, ...finishErrors },
        },
      },
      async (request) => {
        const player = requireAllowed(request, canBook);
        const payment = await findPaymentByIntent(context.db, request.params.paymentId);
        if (!payment || payment.userId !== player.id) throw new HttpError(404, 'payment_not_found');
        if (payment.kind === 'legacy' && payment.status === 'pending')
          throw new HttpError(400, 'payment_names_no_booking');
        const outcome = await finishCharge(context, payment);
        const made = requireMade(outcome, ['booked', 'collecting', 'joined'], 'payment_not_found');
        return { success: true as const, ...made };
      },
    );

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
        if (userId && userId !== player.id) throw new HttpError(403, 'book_for_yourself');
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
          throw new HttpError(403, 'subscribe_for_yourself');
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
