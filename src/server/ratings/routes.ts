import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, turfIdParamsSchema } from '../../shared/api/common-contract';
import {
  rateTurfAnswerSchema,
  rateTurfBodySchema,
  userRatingAnswerSchema,
  userRatingParamsSchema,
} from '../../shared/api/rating-contract';
import { canRateTurfs } from '../../shared/permissions';
import { requireAllowed, requireSelfOrAdmin } from '../auth/guards';
import type { Db } from '../db/database';
import { HttpError } from '../http/errors';
import { requireVisibleTurf } from '../turfs/service';
import { playerRating, rateTurf } from './service';

export function ratingRoutes(context: { db: Db; now: () => Date }): FastifyPluginAsyncZod {
  const { db } = context;
  return async (app) => {
    app.post(
      '/:turfId/rating',
      {
        schema: {
          tags: ['rating'],
          summary: "Set (1–5) or remove (0) the logged-in player's rating of a turf",
          params: turfIdParamsSchema,
          body: rateTurfBodySchema,
          response: {
            200: rateTurfAnswerSchema,
            400: errorSchema,
            401: errorSchema,
            403: errorSchema,
            404: errorSchema,
          },
        },
      },
      async (request) => {
        const player = requireAllowed(request, canRateTurfs);
        if (request.body.userId && request.body.userId !== player.id) {
          throw new HttpError(403, 'rate_as_yourself');
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
          params: userRatingParamsSchema,
          response: {
            200: userRatingAnswerSchema,
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
