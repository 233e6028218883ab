import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, turfIdParamsSchema } from '../../shared/api/common-contract';
import {
  venueBookingAnswerSchema,
  venueBookingBodySchema,
  venueBookingParamsSchema,
  venueBookingsAnswerSchema,
  venueBookingsQuerySchema,
  venuePaidBodySchema,
} from '../../shared/api/venue-booking-contract';
import { VENUE_PAYMENT_LABELS } from '../../shared/venue-bookings';
import { addDays } from '../../shared/time';
import {
  mayUseAnyDay,
  requireCapability,
  requireDeskDays,
  requireVenuePerson,
  venueToday,
} from '../auth/venue-access';
import {
  cancelBooking,
  listVenueBookings,
  markPaid,
  recordBooking,
  type VenueBookingContext,
} from './venue-bookings';

// The owner's phone and walk-in bookings, under /api/v1/owner (docs/decisions/032). Each call
// names the capability it needs (docs/decisions/066): the list `calendar`, recording and taking
// the payment `desk_bookings`, cancelling `cancel`; the front desk's days are the coming week.
// Anonymous 401, anyone without a place at the turf 403.

const errors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
};

export function venueBookingRoutes(context: VenueBookingContext): FastifyPluginAsyncZod {
  const { db } = context;
  const clock = () => ({ now: context.now(), timeZone: context.config.venueTimeZone });
  return async (app) => {
    app.get(
      '/turfs/:turfId/venue-bookings',
      {
        schema: {
          tags: ['owner'],
          summary:
            "A turf's phone and walk-in bookings played from `from` (default 30 days back) to `to`, with its price and courts",
          params: turfIdParamsSchema,
          querystring: venueBookingsQuerySchema,
          response: { 200: venueBookingsAnswerSchema, ...errors },
        },
      },
      async (request) => {
        const access = await requireCapability(db, request, 'calendar', request.params.turfId);
        if (mayUseAnyDay(access)) return listVenueBookings(context, access.turf, request.query);
        // The desk's list is its week unless it names days inside it.
        const today = venueToday(clock());
        const from = request.query.from ?? today;
        const to = request.query.to ?? addDays(today, 6);
        requireDeskDays(access, [from, to], today);
        return listVenueBookings(context, access.turf, { from, to });
      },
    );

    app.post(
      '/turfs/:turfId/venue-bookings',
      {
        schema: {
          tags: ['owner'],
          summary:
            'Record a phone or walk-in booking on a court (or the first free one), priced as the turf would charge unless a price is given; 409 when the time is taken',
          params: turfIdParamsSchema,
          body: venueBookingBodySchema,
          response: { 201: venueBookingAnswerSchema, ...errors },
        },
      },
      async (request, reply) => {
        const access = await requireCapability(db, request, 'desk_bookings', request.params.turfId);
        requireDeskDays(access, [request.body.date], venueToday(clock()));
        const booking = await recordBooking(context, access.turf, access.actor, request.body);
        return reply.status(201).send({
          success: true as const,
          message: `Booking recorded for ${booking.customerName}.`,
          booking,
        });
      },
    );

    app.post(
      '/venue-bookings/:bookingId/paid',
      {
        schema: {
          tags: ['owner'],
          summary:
            'Mark a phone or walk-in booking paid at the venue (cash, UPI or card), taken by the person asking',
          params: venueBookingParamsSchema,
          body: venuePaidBodySchema,
          response: { 200: venueBookingAnswerSchema, ...errors },
        },
      },
      async (request) => {
        const person = await requireVenuePerson(db, request);
        const booking = await markPaid(
          context,
          person,
          request.params.bookingId,
          request.body.method,
        );
        return {
          success: true as const,
          message: `Marked paid (${VENUE_PAYMENT_LABELS[request.body.method]}).`,
          booking,
        };
      },
    );

    app.post(
      '/venue-bookings/:bookingId/cancel',
      {
        schema: {
          tags: ['owner'],
          summary:
            'Cancel a phone or walk-in booking: its time is free again (no card refund, no mail)',
          params: venueBookingParamsSchema,
          response: { 200: venueBookingAnswerSchema, ...errors },
        },
      },
      async (request) => {
        const person = await requireVenuePerson(db, request);
        const booking = await cancelBooking(context, person, request.params.bookingId);
        return { success: true as const, message: 'Booking cancelled; the time is free.', booking };
      },
    );
  };
}
