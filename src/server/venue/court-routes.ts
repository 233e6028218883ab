import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, turfIdParamsSchema } from '../../shared/api/common-contract';
import {
  addCourtBodySchema,
  changeCourtBodySchema,
  courtParamsSchema,
  courtsChangedAnswerSchema,
} from '../../shared/api/owner-courts-contract';
import { requireCapability } from '../auth/venue-access';
import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import { addCourt, renameCourt, retireCourtOfListing } from './court-service';

// A listing's courts, as its owner (or the admin) runs them, under /api/v1/owner
// (docs/decisions/030). Anonymous 401; a player or another owner 403 (auth/venue-access).

const errors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
};

export function ownerCourtRoutes(context: {
  db: Db;
  now: () => Date;
  config: Pick<AppConfig, 'venueTimeZone'>;
}): FastifyPluginAsyncZod {
  const { db } = context;
  return async (app) => {
    app.post(
      '/turfs/:turfId/courts',
      {
        schema: {
          tags: ['owner'],
          summary:
            'Add a court to a listing: a name unique in it, the sports it hosts, and for a split ' +
            'pitch the courts in use it is made of (by name). An approved listing stays listed.',
          params: turfIdParamsSchema,
          body: addCourtBodySchema,
          response: { 201: courtsChangedAnswerSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { person: manager } = await requireCapability(
          db,
          request,
          'courts',
          request.params.turfId,
        );
        const answer = await addCourt(
          db,
          { turfId: request.params.turfId, editor: manager },
          request.body,
        );
        return reply.status(201).send(answer);
      },
    );

    app.patch(
      '/turfs/:turfId/courts/:courtId',
      {
        schema: {
          tags: ['owner'],
          summary:
            'Rename a court or change its sports. Its bookings keep their court and show its new name.',
          params: courtParamsSchema,
          body: changeCourtBodySchema,
          response: { 200: courtsChangedAnswerSchema, ...errors },
        },
      },
      async (request) => {
        const { person: manager } = await requireCapability(
          db,
          request,
          'courts',
          request.params.turfId,
        );
        return renameCourt(
          db,
          { turfId: request.params.turfId, editor: manager },
          request.params.courtId,
          request.body,
        );
      },
    );

    app.delete(
      '/turfs/:turfId/courts/:courtId',
      {
        schema: {
          tags: ['owner'],
          summary:
            'Retire a court: it takes no new bookings and keeps its past ones with its name. ' +
            'Refused (409) while bookings, holds or blocks on it are still to come, for the ' +
            "listing's last court, and for a part of a court in use.",
          params: courtParamsSchema,
          response: { 200: courtsChangedAnswerSchema, ...errors },
        },
      },
      async (request) => {
        const { person: manager } = await requireCapability(
          db,
          request,
          'courts',
          request.params.turfId,
        );
        return retireCourtOfListing(
          { db, now: context.now, timeZone: context.config.venueTimeZone },
          { turfId: request.params.turfId, editor: manager },
          request.params.courtId,
        );
      },
    );
  };
}
