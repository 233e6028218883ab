import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  TURF_LISTED_AGAIN,
  TURF_UNLISTED,
  adminTurfAnswerSchema,
  adminTurfChangedAnswerSchema,
  adminTurfListAnswerSchema,
  adminTurfListQuerySchema,
  adminTurfParamsSchema,
} from '../../shared/api/admin-turfs-contract';
import { errorSchema } from '../../shared/api/common-contract';
import {
  turfEditListAnswerSchema,
  turfEditListQuerySchema,
} from '../../shared/api/turf-edit-contract';
import { requireRole } from '../auth/guards';
import type { Db } from '../db/database';
import { adminTurf, adminTurfList, relistTurf, unlistTurf } from './admin-service';
import { recentTurfEdits } from './edit-service';

// /api/v1/admin: every turf with its owner and standing, unlist / list again, and the owners'
// recent edits. The admin's alone.

const refused = { 401: errorSchema, 403: errorSchema };
const changeAnswers = {
  200: adminTurfChangedAnswerSchema,
  400: errorSchema,
  404: errorSchema,
  409: errorSchema,
  ...refused,
};

export function adminTurfRoutes(context: { db: Db; now: () => Date }): FastifyPluginAsyncZod {
  const { db } = context;
  return async (app) => {
    app.get(
      '/turfs',
      {
        schema: {
          tags: ['admin'],
          summary:
            'Every turf (approved, pending, unlisted) with its owner and the date it was ' +
            'submitted, newest first; search matches the name, location or owner (admin)',
          querystring: adminTurfListQuerySchema,
          response: { 200: adminTurfListAnswerSchema, 400: errorSchema, ...refused },
        },
      },
      async (request) => {
        requireRole(request, 'admin');
        return { success: true as const, ...(await adminTurfList(db, request.query)) };
      },
    );

    app.get(
      '/turfs/:turfId',
      {
        schema: {
          tags: ['admin'],
          summary: 'One turf with its owner and standing (admin)',
          params: adminTurfParamsSchema,
          response: { 200: adminTurfAnswerSchema, 400: errorSchema, 404: errorSchema, ...refused },
        },
      },
      async (request) => {
        requireRole(request, 'admin');
        return { success: true as const, turf: await adminTurf(db, request.params.turfId) };
      },
    );

    app.post(
      '/turfs/:turfId/unlist',
      {
        schema: {
          tags: ['admin'],
          summary:
            'Take an approved turf off the list: players no longer find or book it, and its ' +
            'bookings stay valid; a pending turf is a 409 (admin)',
          params: adminTurfParamsSchema,
          response: changeAnswers,
        },
      },
      async (request) => {
        requireRole(request, 'admin');
        const { turf, changed } = await unlistTurf(db, request.params.turfId, context.now());
        const message = changed ? TURF_UNLISTED : 'This turf is already unlisted.';
        return { success: true as const, message, turf };
      },
    );

    app.post(
      '/turfs/:turfId/list',
      {
        schema: {
          tags: ['admin'],
          summary: 'List an unlisted turf again; a pending turf is a 409 (admin)',
          params: adminTurfParamsSchema,
          response: changeAnswers,
        },
      },
      async (request) => {
        requireRole(request, 'admin');
        const { turf, changed } = await relistTurf(db, request.params.turfId);
        const message = changed ? TURF_LISTED_AGAIN : 'This turf is already listed.';
        return { success: true as const, message, turf };
      },
    );

    app.get(
      '/turf-edits',
      {
        schema: {
          tags: ['admin'],
          summary:
            "Owners' recent edits of their listings, newest first, each with only the changed " +
            'fields before and after (price as rupees text); optionally of one turf (admin)',
          querystring: turfEditListQuerySchema,
          response: { 200: turfEditListAnswerSchema, 400: errorSchema, ...refused },
        },
      },
      async (request) => {
        requireRole(request, 'admin');
        return { success: true as const, edits: await recentTurfEdits(db, request.query) };
      },
    );
  };
}
