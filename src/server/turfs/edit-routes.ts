import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, turfIdParamsSchema } from '../../shared/api/common-contract';
import { editTurfAnswerSchema, editTurfBodySchema } from '../../shared/api/turf-edit-contract';
import { requireCapability } from '../auth/venue-access';
import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import { originOf } from '../http/public-urls';
import { editTurf } from './edit-service';

/** PUT /api/v1/turf/:turfId: the owner (or the admin) edits a listing. */
export function editRoutes(context: {
  db: Db;
  config: Pick<AppConfig, 'publicUrl'>;
}): FastifyPluginAsyncZod {
  const { db } = context;
  return async (app) => {
    app.put(
      '/:turfId',
      {
        schema: {
          tags: ['owner'],
          summary:
            "Edit a turf's listing with the add-turf form's fields (its owner or the admin). " +
            'New bookings use the new price; existing ones keep what they paid. An approved turf ' +
            'stays listed. Each change is recorded for the admin; an unchanged form records nothing.',
          params: turfIdParamsSchema,
          body: editTurfBodySchema,
          response: {
            200: editTurfAnswerSchema,
            400: errorSchema,
            401: errorSchema,
            403: errorSchema,
            404: errorSchema,
          },
        },
      },
      async (request) => {
        const { person: manager } = await requireCapability(
          db,
          request,
          'edit_listing',
          request.params.turfId,
        );
        const origin = originOf(request, context.config.publicUrl);
        return editTurf(db, manager, request.params.turfId, request.body, origin);
      },
    );
  };
}
