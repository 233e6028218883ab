import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  playerRecordAnswerSchema,
  type PlayerRecordAnswer,
} from '../../shared/api/check-in-contract';
import { errorSchema } from '../../shared/api/common-contract';
import { reliability, reliabilityLabel } from '../../shared/player-record';
import { requireUser } from '../auth/guards';
import { playerRecordCounts } from '../bookings/attendance';
import type { Db } from '../db/database';

// A player's own record, under /api/v1/user (docs/decisions/043): nobody else's, so there is no
// id to ask for. Open games will show others' figures through their own call.

export function playerRecordRoutes(context: {
  db: Db;
  now: () => Date;
  config: { venueTimeZone: string };
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/record',
      {
        schema: {
          tags: ['user'],
          summary:
            'Your record: games played, late cancellations (inside 24 hours), no-shows, shares left unpaid, and the reliability figure they make',
          response: { 200: playerRecordAnswerSchema, 401: errorSchema },
        },
      },
      async (request): Promise<PlayerRecordAnswer> => {
        const user = requireUser(request);
        const record = await playerRecordCounts(context.db, user.id, {
          now: context.now(),
          timeZone: context.config.venueTimeZone,
        });
        const figure = reliability(record);
        return { success: true, record, reliability: figure, label: reliabilityLabel(figure) };
      },
    );
  };
}
