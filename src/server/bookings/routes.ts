import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookingWindowSchema } from '../../shared/booking-window';
import { canViewTurfBookingDetails } from '../../shared/permissions';
import type { AppContext } from '../app-context';
import {
  turfBookingsAnswerSchema,
  userBookingsAnswerSchema,
} from '../../shared/api/booking-contract';
import { errorSchema } from '../../shared/api/common-contract';
import { uuidParam } from '../http/schemas';
import { requireVisibleTurf } from '../turfs/service';
import { INVALID_TURF_ID } from '../turfs/routes';
import { NOT_LOGGED_IN, requireSelfOrAdmin } from '../auth/guards';
import { HttpError } from '../http/errors';
import { activeTurfBookings, ownerTurfBookings, userBookings } from './queries';
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
            200: turfBookingsAnswerSchema,
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
        const zone = config.venueTimeZone;
        // The owner's table lists what was paid for, cancellations too; the grid needs what
        // takes a slot now, live holds included.
        const rows = ownerView
          ? await ownerTurfBookings(db, turf.id, request.query)
          : await activeTurfBookings(db, turf.id, request.query, context.now());
        return {
          success: true as const,
          bookings: rows.map(({ booking, customer }) =>
            detailed ? toBookingJson(booking, turf, customer, zone) : toPublicSlot(booking, zone),
          ),
        };
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
            200: userBookingsAnswerSchema,
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
