import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookingWindowSchema } from '../../shared/booking-window';
import { canViewTurfBookingDetails } from '../../shared/permissions';
import type { AppContext } from '../app-context';
import { bookingSchema, errorSchema, publicBookingSlotSchema, uuidParam } from '../http/schemas';
import { requireVisibleTurf } from '../turfs/service';
import { INVALID_TURF_ID } from '../turfs/routes';
import { activeTurfBookings } from './availability';
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
          querystring: bookingWindowSchema,
          response: {
            200: z.object({
              success: z.literal(true),
              bookings: z.array(z.union([bookingSchema, publicBookingSlotSchema])),
            }),
            400: errorSchema,
            404: errorSchema,
          },
        },
      },
      async (request) => {
        const viewer = request.sessionUser;
        const turf = await requireVisibleTurf(db, request.params.turfId, viewer);
        const rows = await activeTurfBookings(db, turf.id, request.query, context.now());
        const detailed = canViewTurfBookingDetails(viewer, { owner: turf.ownerId });
        const zone = config.venueTimeZone;
        return {
          success: true as const,
          bookings: rows.map(({ booking, customer }) =>
            detailed ? toBookingJson(booking, turf, customer, zone) : toPublicSlot(booking, zone),
          ),
        };
      },
    );
  };
}
