import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, turfIdParamsSchema } from '../../shared/api/common-contract';
import {
  dayCloseAnswerSchema,
  dayCloseBodySchema,
  dayCloseQuerySchema,
} from '../../shared/api/day-close-contract';
import { can } from '../../shared/venue-team';
import { listingAccess, requireCapability } from '../auth/venue-access';
import { closeDay, readDayClose, type DayCloseContext } from './day-close';

// A venue's day close under /api/v1/owner (docs/decisions/066). Closing and reading every
// figure: `close_day` (the owner, managers, the admin); a person with only `own_desk_money` (the
// front desk) reads what they took themselves; anyone else 403, anonymous 401.

const errors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
};

export function dayCloseRoutes(context: DayCloseContext): FastifyPluginAsyncZod {
  const { db } = context;
  return async (app) => {
    app.get(
      '/turfs/:turfId/day-close',
      {
        schema: {
          tags: ['owner'],
          summary:
            "A venue's day at the desk (`date`, default today): what was taken in cash, UPI and card, by whom, and its close if closed; the front desk sees its own takings only",
          params: turfIdParamsSchema,
          querystring: dayCloseQuerySchema,
          response: { 200: dayCloseAnswerSchema, ...errors },
        },
      },
      async (request) => {
        const { person, turf } = await requireCapability(
          db,
          request,
          'own_desk_money',
          request.params.turfId,
        );
        const all = can(person, 'close_day', await listingAccess(db, person, turf));
        return readDayClose(context, turf, request.query.date, all ? null : person);
      },
    );

    app.post(
      '/turfs/:turfId/day-close',
      {
        schema: {
          tags: ['owner'],
          summary:
            "Close a venue's day: the cash counted against what the desk took, with a note when they differ; once a day (409 the second time)",
          params: turfIdParamsSchema,
          body: dayCloseBodySchema,
          response: { 201: dayCloseAnswerSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { turf, actor } = await requireCapability(
          db,
          request,
          'close_day',
          request.params.turfId,
        );
        return reply.status(201).send(await closeDay(context, turf, actor, request.body));
      },
    );
  };
}
