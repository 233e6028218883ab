import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, messageSchema, turfIdParamsSchema } from '../../shared/api/common-contract';
import {
  joinWaitlistAnswerSchema,
  joinWaitlistBodySchema,
  waitingCountsAnswerSchema,
  waitlistAnswerSchema,
  waitlistEntryParamsSchema,
} from '../../shared/api/waitlist-contract';
import { canJoinWaitlist } from '../../shared/permissions';
import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../auth/users';
import { requireCapability } from '../auth/venue-access';
import { HttpError } from '../http/errors';
import { joinWaitlist, leave, listWaitlist, waitingCounts, type WaitlistContext } from './service';

// The waitlist under /api/v1/waitlist (docs/decisions/033): a player joins, reads and leaves
// their entries; a turf's keeper reads how many wait for each range. Owners and admins never
// wait (an offer is a hold they could not pay for): 403.

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

function requirePlayer(request: FastifyRequest): UserRow {
  const user = request.sessionUser;
  if (!user) throw new HttpError(401, 'waitlist_log_in');
  if (!canJoinWaitlist({ id: user.id, role: user.role }))
    throw new HttpError(403, 'waitlist_players_only');
  return user;
}

export function waitlistRoutes(context: WaitlistContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/',
      {
        schema: {
          tags: ['waitlist'],
          summary:
            'Waits for a fully booked range of a turf: when it frees, the first one waiting is ' +
            'e-mailed and the range is held for them for 10 minutes. Refused (409) when the ' +
            'range is free now or the player already waits for it',
          body: joinWaitlistBodySchema,
          response: {
            201: joinWaitlistAnswerSchema,
            ...errors,
            404: errorSchema,
            409: errorSchema,
          },
        },
      },
      async (request, reply) => {
        const player = requirePlayer(request);
        const answer = await joinWaitlist(context, player, request.body);
        return reply.code(201).send(answer);
      },
    );

    app.get(
      '/',
      {
        schema: {
          tags: ['waitlist'],
          summary:
            "The caller's live waitlist entries (ranges not started yet), each waiting with " +
            'its place in line, or offered with the time the offer ends',
          response: { 200: waitlistAnswerSchema, ...errors },
        },
      },
      async (request, reply) => {
        const player = requirePlayer(request);
        reply.header('cache-control', 'no-store');
        return { success: true as const, entries: await listWaitlist(context, player) };
      },
    );

    app.delete(
      '/:entryId',
      {
        schema: {
          tags: ['waitlist'],
          summary:
            "Leaves one of the caller's entries; an offer held for them is given up and goes " +
            'to the next one waiting',
          params: waitlistEntryParamsSchema,
          response: { 200: messageSchema, ...errors, 404: errorSchema },
        },
      },
      async (request) => {
        const player = requirePlayer(request);
        return leave(context, player, request.params.entryId);
      },
    );

    app.get(
      '/turf/:turfId',
      {
        schema: {
          tags: ['waitlist'],
          summary:
            "How many players wait for each range of the turf from now on (the turf's owner " +
            'and the admin)',
          params: turfIdParamsSchema,
          response: { 200: waitingCountsAnswerSchema, ...errors, 404: errorSchema },
        },
      },
      async (request, reply) => {
        await requireCapability(context.db, request, 'calendar', request.params.turfId);
        reply.header('cache-control', 'no-store');
        return waitingCounts(context, request.params.turfId);
      },
    );
  };
}
