import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookingWindowSchema } from '../../shared/booking-window';
import { canViewTurfBookingDetails } from '../../shared/permissions';
import type { AppContext } from '../app-context';
import { bookingSchema, errorSchema, publicBookingSlotSchema, uuidParam } from '../http/schemas';
import { requireVisibleTurf } from '../turfs/service';
import { INVALID_TURF_ID } from '../turfs/routes';
import { NOT_LOGGED_IN, requireRole, requireSelfOrAdmin } from '../auth/guards';
import { HttpError } from '../http/errors';
import { bookingDetailsSchema } from '../../shared/booking-request';
import { activeTurfBookings } from './availability';
import { createBookingForPayment, userBookings } from './service';
import { toBookingJson, toPublicSlot } from './booking-json';

export function bookingRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db, config } = context;
  return async (app) => {
    app.get(
      '/get-turf-bookings/:turfId',
      {
        schema: {
          tags: ['booking'],
          summary:
            "A turf's taken slots in an optional date window; customer details only for its owner and the admin",
          params: z.object({ turfId: uuidParam(INVALID_TURF_ID) }),
          querystring: bookingWindowSchema.and(
            z.object({ view: z.enum(['owner'], { error: "view must be 'owner'" }).optional() }),
          ),
          response: {
            200: z.object({
              success: z.literal(true),
              bookings: z.array(z.union([bookingSchema, publicBookingSlotSchema])),
            }),
            400: errorSchema,
            401: errorSchema,
            403: errorSchema,
            404: errorSchema,
          },
        },
      },
      async (request) => {
        const viewer = request.sessionUser;
        const turf = await requireVisibleTurf(db, request.params.turfId, viewer);
        const detailed = canViewTurfBookingDetails(viewer, { owner: turf.ownerId });
        const ownerView = request.query.view === 'owner';
        if (ownerView && !viewer) throw new HttpError(401, NOT_LOGGED_IN);
        if (ownerView && !detailed)
          throw new HttpError(403, "You don't have permission to view these bookings");
        const rows = await activeTurfBookings(db, turf.id, request.query, context.now());
        const zone = config.venueTimeZone;
        return {
          success: true as const,
          // The owner's table lists what was paid for; the grid also needs live holds.
          bookings: rows
            .filter(({ booking }) => !ownerView || booking.paymentStatus === 'paid')
            .map(({ booking, customer }) =>
              detailed ? toBookingJson(booking, turf, customer, zone) : toPublicSlot(booking, zone),
            ),
        };
      },
    );

    app.post(
      '/create-booking',
      {
        schema: {
          tags: ['booking'],
          summary:
            'Finish a paid booking (idempotent per payment); the server checks the payment and ignores client amounts',
          body: bookingDetailsSchema.partial().extend({
            paymentId: z
              .string({ error: 'paymentId is required' })
              .min(1, 'paymentId is required')
              .max(200),
            userId: uuidParam('Invalid user id').optional(),
            status: z.string().max(20).optional(),
            amountPaid: z.union([z.number(), z.string()]).optional(),
            paymentStatus: z.string().max(20).optional(),
          }),
          response: {
            201: z.object({
              success: z.literal(true),
              message: z.string(),
              booking: bookingSchema,
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
        const { paymentId, userId, turfId, bookingDate, startTime, endTime } = request.body;
        if (userId && userId !== player.id)
          throw new HttpError(403, 'You can only book for yourself.');
        const details =
          turfId && bookingDate && startTime !== undefined && endTime !== undefined
            ? { turfId, bookingDate, startTime, endTime }
            : null;
        const booking = await createBookingForPayment(context, player, paymentId, details);
        return reply
          .status(201)
          .send({ success: true as const, message: 'Booking completed successfully!', booking });
      },
    );

    app.get(
      '/get-user-bookings/:userId',
      {
        schema: {
          tags: ['booking'],
          summary: "A player's own bookings, newest first",
          params: z.object({ userId: uuidParam('Invalid user id') }),
          response: {
            200: z.object({ success: z.literal(true), bookings: z.array(bookingSchema) }),
            400: errorSchema,
            401: errorSchema,
            403: errorSchema,
          },
        },
      },
      async (request) => {
        requireSelfOrAdmin(request, request.params.userId);
        const list = await userBookings(db, request.params.userId, config.venueTimeZone);
        return { success: true as const, bookings: list };
      },
    );
  };
}
