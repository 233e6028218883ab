import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { boardAnswerSchema, boardQuerySchema } from '../../shared/api/board-contract';
import { errorSchema } from '../../shared/api/common-contract';
import { requireUser } from '../auth/guards';
import type { Db } from '../db/database';
import { todaysBoard } from './board';

// GET /api/v1/owner/board (docs/decisions/066): today's board of every listing the person works
// at. Each listing is on it only where `can(person, 'calendar', listing)`; a person who works at
// none gets an empty board, not a refusal (anonymous 401).

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

export function boardRoutes(context: {
  db: Db;
  now: () => Date;
  config: { venueTimeZone: string };
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/board',
      {
        schema: {
          tags: ['owner'],
          summary:
            'One day (default today) of every court of every listing you work at: bookings, blocks, arrivals, what is unpaid at the desk and the next free times',
          querystring: boardQuerySchema,
          response: { 200: boardAnswerSchema, ...errors },
        },
      },
      async (request) => {
        const person = requireUser(request);
        return todaysBoard(context.db, person, {
          now: context.now(),
          timeZone: context.config.venueTimeZone,
          date: request.query.date,
        });
      },
    );
  };
}
