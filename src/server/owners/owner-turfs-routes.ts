import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, userIdParamsSchema } from '../../shared/api/common-contract';
import { ownerTurfsAnswerSchema } from '../../shared/api/owner-contract';
import { zonedNow } from '../../shared/time';
import { requireRole } from '../auth/guards';
import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import { HttpError } from '../http/errors';
import { ownerTurfs } from '../turfs/listing-service';
import { ownerEarnings } from './earnings';

const refused = { 401: errorSchema, 403: errorSchema };

/** An owner's dashboard: their turfs with what they earned. */
export function ownerTurfsRoutes(context: {
  db: Db;
  now: () => Date;
  config: Pick<AppConfig, 'venueTimeZone'>;
}): FastifyPluginAsyncZod {
  const { db } = context;
  return async (app) => {
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
          throw new HttpError(403, 'own_turfs_only');
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
