import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../shared/api/common-contract';
import { turfListAnswerSchema, turfListQuerySchema } from '../../shared/api/turf-contract';
import { canBook } from '../../shared/permissions';
import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import { sendPreparedJson } from '../http/cached-answer';
import { originOf } from '../http/public-urls';
import { turfListAnswers } from './turf-list-answers';

/** The public turf list, with the slot search when a date and time are asked. */
export function turfListRoutes(context: {
  db: Db;
  now: () => Date;
  config: Pick<AppConfig, 'publicUrl' | 'venueTimeZone'>;
}): FastifyPluginAsyncZod {
  const { db, config } = context;
  const turfList = turfListAnswers(db);
  return async (app) => {
    app.get(
      '/getTurf',
      {
        schema: {
          tags: ['turf'],
          summary:
            'Approved turfs, optionally filtered by location (first word), sport, price band and ' +
            'name or area (q), sorted (sort) and paged (limit, offset: the answer has total); with ' +
            'a slot search (date, from, minutes, flex) only turfs with that time free, each with ' +
            "its freeSlots (a logged-in player's own live holds are no obstacle to them). With an " +
            'ETag (If-None-Match gets a 304), brotli or gzip',
          querystring: turfListQuerySchema,
          response: {
            200: turfListAnswerSchema,
            400: errorSchema,
          },
        },
      },
      async (request, reply) => {
        const viewer = request.sessionUser;
        const answer = await turfList(
          request.query,
          originOf(request, config.publicUrl),
          { now: context.now(), timeZone: config.venueTimeZone },
          viewer && canBook(viewer) ? viewer.id : null,
        );
        return sendPreparedJson(request, reply, answer);
      },
    );
  };
}
