import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookingDetailAnswerSchema } from '../../shared/api/booking-detail-contract';
import { errorSchema } from '../../shared/api/common-contract';
import {
  finishMoveBodySchema,
  moveQuoteAnswerSchema,
  moveQuoteQuerySchema,
} from '../../shared/api/move-contract';
import { requireUser } from '../auth/guards';
import { uuidParam } from '../http/schemas';
import type { CheckoutContext } from '../payments/payment-context';
import { bookingDetail } from './booking-detail';
import { finishMovePayment, quoteOwnMove } from './move-money';

// What a move costs, asked before the player confirms it, and the paid difference finished after
// the checkout (docs/decisions/053). Only the booking's player: anyone else gets 404.

const params = z.object({ bookingId: uuidParam('Invalid booking id') });
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

export function moveRoutes(context: CheckoutContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/:bookingId/move-quote',
      {
        schema: {
          tags: ['booking'],
          summary: 'What moving your booking to a new time would cost or give back, before moving',
          params,
          querystring: moveQuoteQuerySchema,
          response: { 200: moveQuoteAnswerSchema, ...errors },
        },
      },
      async (request) => {
        const player = requireUser(request);
        return quoteOwnMove(context, player.id, request.params.bookingId, request.query);
      },
    );

    app.post(
      '/:bookingId/move-payment/finish',
      {
        schema: {
          tags: ['booking'],
          summary: "Finish a move's paid difference: the booking at its new time (idempotent)",
          params,
          body: finishMoveBodySchema,
          response: {
            200: bookingDetailAnswerSchema,
            ...errors,
            402: errorSchema,
            409: errorSchema,
          },
        },
      },
      async (request) => {
        const player = requireUser(request);
        const { bookingId } = request.params;
        await finishMovePayment(context, player.id, bookingId, request.body.paymentId);
        const booking = await bookingDetail(context.db, bookingId, player, {
          now: context.now(),
          timeZone: context.config.venueTimeZone,
        });
        return { success: true as const, message: 'Booking moved.', booking };
      },
    );
  };
}
