import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  attendanceBodySchema,
  attendanceDayAnswerSchema,
  attendanceDayQuerySchema,
  attendanceMarkedAnswerSchema,
  checkInAnswerSchema,
  checkInParamsSchema,
} from '../../shared/api/check-in-contract';
import { errorSchema } from '../../shared/api/common-contract';
import { ownerBookingParamsSchema } from '../../shared/api/owner-calendar-contract';
import { requireVenuePerson } from '../auth/venue-access';
import {
  attendanceDay,
  findForCheckIn,
  markBookingAttendance,
  type CheckInContext,
} from './check-in';

// Check-in and the day's marks, under /api/v1/owner (docs/decisions/043): whoever may do
// `attendance` at the booking's turf (docs/decisions/066; anonymous 401, players with no place on
// a team 403); another venue's booking is 404 by reference, 403 by id.

const errors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
};

export function checkInRoutes(context: CheckInContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/check-in/:reference',
      {
        schema: {
          tags: ['owner'],
          summary:
            "Find a booking on one of your venues by its reference ('TB-7K3M9Q', any case, with or without 'TB-')",
          params: checkInParamsSchema,
          response: { 200: checkInAnswerSchema, ...errors },
        },
      },
      async (request) => {
        const manager = await requireVenuePerson(context.db, request);
        const booking = await findForCheckIn(context, manager, request.params.reference);
        return { success: true as const, booking };
      },
    );

    app.post(
      '/bookings/:bookingId/attendance',
      {
        schema: {
          tags: ['owner'],
          summary:
            "Mark a booking's booker, or one of its game's or split's players (playerId), Arrived or No-show (null clears): Arrived from 30 minutes before the start, No-show from the start, until the end of the next day",
          params: ownerBookingParamsSchema,
          body: attendanceBodySchema,
          response: { 200: attendanceMarkedAnswerSchema, ...errors },
        },
      },
      async (request) => {
        const manager = await requireVenuePerson(context.db, request);
        const marked = await markBookingAttendance(
          context,
          manager,
          request.params.bookingId,
          request.body,
        );
        return { success: true as const, message: marked.message, booking: marked.entry };
      },
    );

    app.get(
      '/attendance',
      {
        schema: {
          tags: ['owner'],
          summary:
            "One day's bookings (default today) of one turf, or of all your turfs, with their marks",
          querystring: attendanceDayQuerySchema,
          response: { 200: attendanceDayAnswerSchema, ...errors },
        },
      },
      async (request) => {
        const manager = await requireVenuePerson(context.db, request);
        return attendanceDay(context, manager, request.query);
      },
    );
  };
}
