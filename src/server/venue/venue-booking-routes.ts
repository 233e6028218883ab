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
import { requireRole } from '../auth/guards';
import { requireManagedTurf } from '../auth/managed-turf';
import {
  cancelBooking,
  listVenueBookings,
  markPaid,
  recordBooking,
  type VenueBookingContext,
} from './venue-bookings';

// The owner's phone and walk-in bookings, under /api/v1/owner (docs/decisions/032). Every call
// is the turf's owner's or the admin's (shared/permissions canManageTurf): anonymous 401, players
// and other owners 403.

const errors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
};

export function venueBookingRoutes(context: VenueBookingContext): FastifyPluginAsyncZod {
  const { db } = context;
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
        const { turf } = await requireManagedTurf(db, request, request.params.turfId);
        return listVenueBookings(context, turf, request.query);
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
        const { turf } = await requireManagedTurf(db, request, request.params.turfId);
        const booking = await recordBooking(context, turf, request.body);
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
          summary: 'Mark a phone or walk-in booking paid at the venue (cash or UPI)',
          params: venueBookingParamsSchema,
          body: venuePaidBodySchema,
          response: { 200: venueBookingAnswerSchema, ...errors },
        },
      },
      async (request) => {
        const manager = requireRole(request, 'owner', 'admin');
        const booking = await markPaid(
          context,
          manager,
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
        const manager = requireRole(request, 'owner', 'admin');
        const booking = await cancelBooking(context, manager, request.params.bookingId);
        return { success: true as const, message: 'Booking cancelled; the time is free.', booking };
      },
    );
  };
}
