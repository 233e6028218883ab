import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorSchema,
  messageSchema,
  turfIdParamsSchema,
  userIdParamsSchema,
} from '../../shared/api/common-contract';
import { ownerTurfsAnswerSchema } from '../../shared/api/owner-contract';
import {
  approveTurfBodySchema,
  postTurfBodySchema,
  turfChangedAnswerSchema,
} from '../../shared/api/turf-contract';
import { pendingTurfListAnswerSchema } from '../../shared/api/admin-turfs-contract';
import { zonedNow } from '../../shared/time';
import type { AppContext } from '../app-context';
import { requireRole } from '../auth/guards';
import { HttpError } from '../http/errors';
import { ownerEarnings } from '../owners/earnings';
import { addTurf, approveTurf, ownerTurfs, pendingTurfs, rejectTurf } from './listing-service';

const refused = { 401: errorSchema, 403: errorSchema };

export function listingRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context;
  return async (app) => {
    app.post(
      '/postTurf',
      {
        schema: {
          tags: ['turf'],
          summary:
            'An owner lists a turf; it waits for the admin (state false). The owner is the session user.',
          body: postTurfBodySchema,
          response: {
            201: turfChangedAnswerSchema,
            400: errorSchema,
            ...refused,
          },
        },
      },
      async (request, reply) => {
        const owner = requireRole(request, 'owner');
        const turf = await addTurf(db, owner, request.body);
        return reply.status(201).send({
          success: true as const,
          message: 'Turf added successfully! Waiting for admin approval.',
          turf,
        });
      },
    );

    app.get(
      '/getPendingTurfs',
      {
        schema: {
          tags: ['admin'],
          summary: 'Turfs waiting for approval, with their owner and submission date (admin)',
          response: {
            200: pendingTurfListAnswerSchema,
            ...refused,
          },
        },
      },
      async (request) => {
        requireRole(request, 'admin');
        return { success: true as const, turfs: await pendingTurfs(db) };
      },
    );

    app.patch(
      '/approveTurf/:turfId',
      {
        schema: {
          tags: ['admin'],
          summary: 'Approve a turf: it is listed at once (admin)',
          params: turfIdParamsSchema,
          body: approveTurfBodySchema,
          response: {
            200: turfChangedAnswerSchema,
            400: errorSchema,
            404: errorSchema,
            ...refused,
          },
        },
      },
      async (request) => {
        requireRole(request, 'admin');
        const turf = await approveTurf(db, request.params.turfId);
        return { success: true as const, message: 'Turf approved successfully!', turf };
      },
    );

    app.delete(
      '/rejectTurf/:turfId',
      {
        schema: {
          tags: ['admin'],
          summary: 'Reject a turf: it and its uploaded image are removed (admin)',
          params: turfIdParamsSchema,
          response: {
            200: messageSchema,
            400: errorSchema,
            404: errorSchema,
            409: errorSchema,
            ...refused,
          },
        },
      },
      async (request) => {
        requireRole(request, 'admin');
        const image = await rejectTurf(db, request.params.turfId);
        if (image) await context.images.remove(image);
        return { success: true as const, message: 'Turf rejected successfully!' };
      },
    );

    app.get(
      '/owner-turfs/:userId',
      {
        schema: {
          tags: ['owner'],
          summary:
            "An owner's turfs (approved and pending) with earnings (that owner or the admin)",
          params: userIdParamsSchema,
          response: {
            200: ownerTurfsAnswerSchema,
            400: errorSchema,
            ...refused,
          },
        },
      },
      async (request) => {
        const viewer = requireRole(request, 'owner', 'admin');
        if (viewer.role === 'owner' && viewer.id !== request.params.userId) {
          throw new HttpError(403, 'You can only see your own turfs.');
        }
        const today = zonedNow(context.now(), context.config.venueTimeZone).date;
        const [turfs, earnings] = await Promise.all([
          ownerTurfs(db, request.params.userId),
          ownerEarnings(db, request.params.userId, today, context.config.venueTimeZone),
        ]);
        return { success: true as const, turfs, ...earnings };
      },
    );
  };
}
