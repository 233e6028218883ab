import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, messageSchema, turfIdParamsSchema } from '../../shared/api/common-contract';
import {
  approveTurfBodySchema,
  postTurfBodySchema,
  turfChangedAnswerSchema,
} from '../../shared/api/turf-contract';
import { pendingTurfListAnswerSchema } from '../../shared/api/admin-turfs-contract';
import { requireRole } from '../auth/guards';
import type { Db } from '../db/database';
import type { LocalImageStore } from '../uploads/local-image-store';
import { addTurf, approveTurf, pendingTurfs, rejectTurf } from './listing-service';

const refused = { 401: errorSchema, 403: errorSchema };

export function listingRoutes(context: {
  db: Db;
  /** A rejected turf's uploaded image goes with it. */
  images: Pick<LocalImageStore, 'remove'>;
}): FastifyPluginAsyncZod {
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
  };
}
