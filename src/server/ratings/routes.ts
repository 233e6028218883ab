import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ratingValueSchema } from '../../shared/rating';
import type { AppContext } from '../app-context';
import { requireRole, requireSelfOrAdmin } from '../auth/guards';
import { HttpError } from '../http/errors';
import { errorSchema } from '../../shared/api/common-contract';
import { uuidParam } from '../http/schemas';
import { requireVisibleTurf } from '../turfs/service';
import { INVALID_TURF_ID } from '../turfs/routes';
import { playerRating, rateTurf } from './service';

const INVALID_USER_ID = 'Invalid user id';

export function ratingRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context;
  return async (app) => {
    app.post(
      '/:turfId/rating',
      {
        schema: {
          tags: ['rating'],
          summary: "Set (1–5) or remove (0) the logged-in player's rating of a turf",
          params: z.object({ turfId: uuidParam(INVALID_TURF_ID) }),
          body: z.object({
            rating: ratingValueSchema,
            userId: uuidParam(INVALID_USER_ID).optional(),
          }),
          response: {
            200: z.object({
              success: z.literal(true),
              message: z.string(),
              rating: z.number(),
              averageRating: z.number().nullable(),
              ratingCount: z.number(),
            }),
            400: errorSchema,
            401: errorSchema,
            403: errorSchema,
            404: errorSchema,
          },
        },
      },
      async (request) => {
        const player = requireRole(request, 'user');
        if (request.body.userId && request.body.userId !== player.id) {
          throw new HttpError(403, 'You can only rate as yourself.');
        }
        const { rating } = request.body;
        const summary = await rateTurf(db, player, request.params.turfId, rating, context.now());
        const message = rating === 0 ? 'Rating removed' : 'Rating saved';
        return { success: true as const, message, rating, ...summary };
      },
    );

    app.get(
      '/:turfId/user-rating/:userId',
      {
        schema: {
          tags: ['rating'],
          summary: "The logged-in player's own rating of a turf (0 when none)",
          params: z.object({
            turfId: uuidParam(INVALID_TURF_ID),
            userId: uuidParam(INVALID_USER_ID),
          }),
          response: {
            200: z.object({ success: z.literal(true), rating: z.number() }),
            400: errorSchema,
            401: errorSchema,
            403: errorSchema,
            404: errorSchema,
          },
        },
      },
      async (request) => {
        const viewer = requireSelfOrAdmin(request, request.params.userId);
        await requireVisibleTurf(db, request.params.turfId, viewer);
        return {
          success: true as const,
          rating: await playerRating(db, request.params.turfId, request.params.userId),
        };
      },
    );
  };
}
