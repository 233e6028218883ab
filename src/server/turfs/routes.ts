import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, turfIdParamsSchema } from '../../shared/api/common-contract';
import { turfAnswerSchema } from '../../shared/api/turf-contract';
import type { Db } from '../db/database';
import { getTurfDetail } from './service';

/** One turf's page: the catalogue entry with its ratings. */
export function turfRoutes(context: { db: Db }): FastifyPluginAsyncZod {
  const { db } = context;
  return async (app) => {
    app.get(
      '/turf/:turfId',
      {
        schema: {
          tags: ['turf'],
          summary: 'One turf with its ratings; a pending turf only for its owner and the admin',
          params: turfIdParamsSchema,
          response: {
            200: turfAnswerSchema,
            400: errorSchema,
            404: errorSchema,
          },
        },
      },
      async (request) => ({
        success: true as const,
        turf: await getTurfDetail(db, request.params.turfId, request.sessionUser),
      }),
    );
  };
}
