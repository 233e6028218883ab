import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookingDetailAnswerSchema,
  priceDifferenceErrorSchema,
  rescheduleBodySchema,
} from '../../shared/api/booking-detail-contract';
import { postPaymentResponseSchema } from '../../shared/api/checkout-contract';
import { errorSchema } from '../../shared/api/common-contract';
import { CREDIT_MESSAGES, cancelBodySchema } from '../../shared/credit';
import { RAIN_OUT_MESSAGES, rainOutChoiceBodySchema } from '../../shared/rain-out-choice';
import { isLocalDate } from '../../shared/time';
import { requireUser } from '../auth/guards';
import type { UserRow } from '../auth/users';
import type { CheckoutContext } from '../payments/payment-context';
import { paymentAnswer } from '../payments/payment-routes';
import type { StartLimitContext } from '../payments/start-limit';
import { uuidParam } from '../http/schemas';
import { bookingCalendar, movesOf } from '../bookings/ics';
import { HttpError } from '../http/errors';
import { bookingDetail, findOwnBooking } from './booking-detail';
import { cancelOwnBooking } from './cancel-booking';
import { chooseForRainOut } from './rain-out-choice';
import { requestKeyOf } from './request-keys';
import { rescheduleOwnBooking } from './reschedule-booking';

// A player's own booking after payment: its page, cancelling it, moving it. Only the
// booking's player acts on it; its page is also its turf's owner's and the admin's (decision
// 052's payers); anyone else logged in gets 404, as if it did not exist.

const params = z.object({ bookingId: uuidParam('Invalid booking id') });
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

export function aftercareRoutes(
  context: CheckoutContext & StartLimitContext,
): FastifyPluginAsyncZod {
  const { db, config } = context;
  const detailOf = (bookingId: string, viewer: UserRow) =>
    bookingDetail(db, bookingId, viewer, { now: context.now(), timeZone: config.venueTimeZone });

  return async (app) => {
    app.get(
      '/:bookingId',
      {
        schema: {
          tags: ['booking'],
          summary:
            "A paid booking for its player, its turf's owner or the admin: venue, history, refund, payers and what its player may do",
          params,
          response: { 200: bookingDetailAnswerSchema, ...errors },
        },
      },
      async (request) => {
        const player = requireUser(request);
        return {
          success: true as const,
          booking: await detailOf(request.params.bookingId, player),
        };
      },
    );

    app.get(
      '/:bookingId/calendar.ics',
      {
        schema: {
          tags: ['booking'],
          summary: 'Your booking as an iCalendar file (times in UTC), for "Add to calendar"',
          params,
          response: { 200: z.string(), ...errors, 409: errorSchema },
        },
      },
      async (request, reply) => {
        const player = requireUser(request);
        const { booking, turf } = await findOwnBooking(db, request.params.bookingId, player.id);
        if (booking.status !== 'confirmed') throw new HttpError(409, 'no_calendar_event');
        // iCalendar writes years with four digits; only a row stored by hand can have a fifth.
        if (!isLocalDate(booking.day)) throw new HttpError(409, 'calendar_date');
        const calendar = bookingCalendar({
          bookingId: booking.id,
          reference: booking.reference,
          turfName: turf.name,
          address: turf.address,
          mapsLink: turf.mapsLink,
          date: booking.day,
          startMinute: booking.startMinute,
          endMinute: booking.endMinute,
          moves: movesOf(booking.rescheduledAt),
          timeZone: config.venueTimeZone,
          now: context.now(),
        });
        return reply
          .type('text/calendar; charset=utf-8')
          .header('content-disposition', `attachment; filename="${booking.reference}.ics"`)
          .header('cache-control', 'private, no-store')
          .send(calendar);
      },
    );

    app.post(
      '/:bookingId/cancel',
      {
        schema: {
          tags: ['booking'],
          summary:
            'Cancel your booking; the refund follows the policy (idempotent per Idempotency-Key)',
          params,
          body: cancelBodySchema,
          response: { 200: bookingDetailAnswerSchema, ...errors, 409: errorSchema },
        },
      },
      async (request) => {
        const player = requireUser(request);
        const { bookingId } = request.params;
        const key = requestKeyOf(request.headers['idempotency-key']);
        await cancelOwnBooking(context, player.id, bookingId, key, request.body?.refundTo);
        const booking = await detailOf(bookingId, player);
        // In the credit only once made (decision 040); a refund left due says it is on its way.
        const toCredit =
          booking.refund?.destination === 'credit' && booking.refund.status === 'done';
        const message =
          booking.refundedAmount === 0
            ? 'Booking cancelled.'
            : toCredit
              ? CREDIT_MESSAGES.cancelledToCredit
              : 'Booking cancelled. Your refund is on its way.';
        return { success: true as const, message, booking };
      },
    );

    app.post(
      '/:bookingId/rain-out-choice',
      {
        schema: {
          tags: ['booking'],
          summary:
            'A rained-out booking: take the full amount as credit, move it free, or refund it (once)',
          params,
          body: rainOutChoiceBodySchema,
          response: {
            200: z.union([bookingDetailAnswerSchema, postPaymentResponseSchema]),
            ...errors,
            402: priceDifferenceErrorSchema,
            409: errorSchema,
          },
        },
      },
      async (request) => {
        const player = requireUser(request);
        const { bookingId } = request.params;
        const key = requestKeyOf(request.headers['idempotency-key']);
        const outcome = await chooseForRainOut(context, player, bookingId, request.body, key);
        if (!outcome.moved) return paymentAnswer(outcome.payment);
        return {
          success: true as const,
          message: RAIN_OUT_MESSAGES.chosen[request.body.choice],
          booking: await detailOf(bookingId, player),
        };
      },
    );

    app.post(
      '/:bookingId/reschedule',
      {
        schema: {
          tags: ['booking'],
          summary:
            'Move your booking once to another time of the same turf and length, for what the new time costs',
          description:
            'A same-priced time moves at once. A cheaper one moves at once and gives the difference back (refundTo, default source). A dearer one answers 402 price_difference unless payDifference is true: then the new time is held and the answer is a payment for the difference (as post-payment), which moves the booking once paid.',
          params,
          body: rescheduleBodySchema,
          response: {
            200: z.union([bookingDetailAnswerSchema, postPaymentResponseSchema]),
            ...errors,
            402: priceDifferenceErrorSchema,
            409: errorSchema,
          },
        },
      },
      async (request) => {
        const player = requireUser(request);
        const { bookingId } = request.params;
        const key = requestKeyOf(request.headers['idempotency-key']);
        const outcome = await rescheduleOwnBooking(context, player, bookingId, request.body, key);
        if (!outcome.moved) return paymentAnswer(outcome.payment);
        return {
          success: true as const,
          message: 'Booking moved.',
          booking: await detailOf(bookingId, player),
        };
      },
    );
  };
}
