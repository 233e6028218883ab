import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userBookingsAnswerSchema } from '../../shared/api/booking-contract';
import { errorSchema } from '../../shared/api/common-contract';
import { uuidParam } from '../http/schemas';
import { requireSelfOrAdmin } from '../auth/guards';
import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import { userBookings } from './queries';

/** A player's own bookings. */
export function bookingRoutes(context: {
  db: Db;
  config: Pick<AppConfig, 'venueTimeZone'>;
}): FastifyPluginAsyncZod {
  const { db, config } = context;
  return async (app) => {
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
