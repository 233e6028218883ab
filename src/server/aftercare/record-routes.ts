import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  playerRecordAnswerSchema,
  type PlayerRecordAnswer,
} from '../../shared/api/check-in-contract';
import { errorSchema } from '../../shared/api/common-contract';
import { reliability, reliabilityLabel } from '../../shared/player-record';
import { timeLabel } from '../../shared/slots';
import { requireUser } from '../auth/guards';
import { bookingsCountedAgainst, playerRecordCounts } from '../bookings/attendance';
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
            'Your record: games played, late cancellations (inside 24 hours), no-shows, shares left unpaid, the reliability figure they make, and the bookings that count against it',
          response: { 200: playerRecordAnswerSchema, 401: errorSchema },
        },
      },
      async (request): Promise<PlayerRecordAnswer> => {
        const user = requireUser(request);
        const clock = { now: context.now(), timeZone: context.config.venueTimeZone };
        const [record, against] = await Promise.all([
          playerRecordCounts(context.db, user.id, clock),
          bookingsCountedAgainst(context.db, user.id, clock),
        ]);
        const figure = reliability(record);
        return {
          success: true,
          record,
          reliability: figure,
          label: reliabilityLabel(figure),
          countedAgainst: against.map((booking) => ({
            bookingId: booking.bookingId,
            reference: booking.reference,
            turfName: booking.turfName,
            date: booking.day,
            startTime: timeLabel(booking.startMinute),
            endTime: timeLabel(booking.endMinute),
            kind: booking.noShow ? ('no_show' as const) : ('late_cancellation' as const),
            role: booking.role,
            gameId: booking.gameId,
          })),
        };
      },
    );
  };
}
