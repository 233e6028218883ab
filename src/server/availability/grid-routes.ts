import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookingWindowSchema } from '../../shared/booking-window';
import {
  turfBookingsAnswerSchema,
  turfBookingsPageQuerySchema,
} from '../../shared/api/booking-contract';
import { errorSchema, INVALID_TURF_ID } from '../../shared/api/common-contract';
import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import { uuidParam } from '../http/schemas';
import { sendJsonText } from '../http/cached-answer';
import { addVary } from '../http/compression';
import { answerForm } from '../http/media-negotiation';
import { sendNdjson } from '../http/streamed-answer';
import { originOf } from '../http/public-urls';
import { turfBookingPages } from './grid-pages';

/** A turf's grid: its taken slots page by page, or (owner and admin) streamed whole. */
export function gridRoutes(context: {
  db: Db;
  now: () => Date;
  config: Pick<AppConfig, 'publicUrl' | 'venueTimeZone'>;
}): FastifyPluginAsyncZod {
  const { config } = context;
  const turfBookings = turfBookingPages(context);
  return async (app) => {
    app.get(
      '/get-turf-bookings/:turfId',
      {
        schema: {
          tags: ['booking'],
          summary:
            "A turf's taken slots, a page at a time (limit, cursor = the previous page's next), " +
            'in an optional date window: from today on for the public; customer details and ' +
            'the whole history for its owner and the admin',
          description:
            "With `Accept: application/x-ndjson` the turf's owner and the admin get the whole " +
            'window as one streamed answer instead: every booking of it, one JSON object a line ' +
            "(as in a page's bookings), in date order; without limit or cursor (400 if sent). " +
            'Anyone else gets the JSON page if their Accept allows JSON, else 406.',
          params: z.object({ turfId: uuidParam(INVALID_TURF_ID) }),
          querystring: bookingWindowSchema.safeExtend({
            view: z.enum(['owner'], { error: "view must be 'owner'" }).optional(),
            ...turfBookingsPageQuerySchema.shape,
          }),
          response: {
            200: turfBookingsAnswerSchema,
            400: errorSchema,
            401: errorSchema,
            403: errorSchema,
            404: errorSchema,
            406: errorSchema,
          },
        },
      },
      async (request, reply) => {
        const input = {
          turfId: request.params.turfId,
          query: request.query,
          viewer: request.sessionUser,
          origin: originOf(request, config.publicUrl),
        };
        // Pages or the stream, by Accept: a cache must not answer one with the other.
        addVary(reply, 'Accept');
        const form = answerForm(request.headers.accept);
        if (form.ndjson) {
          const lines = await turfBookings.stream(input, form.jsonAcceptable);
          if (lines) return sendNdjson(request, reply, lines);
        }
        return sendJsonText(reply, await turfBookings.page(input));
      },
    );
  };
}
