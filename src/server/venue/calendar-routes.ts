import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, turfIdParamsSchema } from '../../shared/api/common-contract';
import {
  blockBodySchema,
  blockParamsSchema,
  blocksPlacedAnswerSchema,
  blocksRemovedAnswerSchema,
  bookingCancellationBodySchema,
  calendarAnswerSchema,
  calendarQuerySchema,
  courtHoursAnswerSchema,
  courtHoursBodySchema,
  courtHoursParamsSchema,
  openingHoursAnswerSchema,
  openingHoursBodySchema,
  ownerBookingParamsSchema,
  ownerCancellationAnswerSchema,
  rainOutPreviewAnswerSchema,
  rainOutPreviewQuerySchema,
  rangeCancellationBodySchema,
  removeBlockQuerySchema,
} from '../../shared/api/owner-calendar-contract';
import { requestKeyOf } from '../aftercare/request-keys';
import { addDays } from '../../shared/time';
import {
  mayUseAnyDay,
  requireCapability,
  requireDeskDays,
  requireVenuePerson,
  venueToday,
} from '../auth/venue-access';
import type { CheckoutContext } from '../payments/payment-context';
import { turfCalendar } from './calendar';
import { blockDays } from './desk-window';
import { saveCourtHours } from './court-hours';
import {
  blockTime,
  cancelBookingForOwner,
  cancelRange,
  previewRainOut,
  saveOpeningHours,
  unblockTime,
} from './owner-actions';

// The owner's calendar of a turf and what the owner does on it, under /api/v1/owner.
// Each call names the capability it needs (docs/decisions/066, shared/venue-team can): anonymous
// 401, anyone without a place at the turf 403, a role that does not allow it 403; the front
// desk's days are today and the next six.

const errors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
};

function rainOutMessage(cancelled: number) {
  if (cancelled === 0) return 'No paid bookings were in that time; it is blocked now.';
  const players =
    cancelled === 1
      ? '1 booking cancelled; its player chooses'
      : `${cancelled} bookings cancelled; each player chooses`;
  return `${players} credit, a free move or a full refund within 24 hours. The time is blocked.`;
}

function cancellationMessage(cancelled: number) {
  if (cancelled === 0) return 'No paid bookings were in that time; it is blocked now.';
  return cancelled === 1
    ? '1 booking cancelled and refunded in full; the time is blocked.'
    : `${cancelled} bookings cancelled and refunded in full; the time is blocked.`;
}

export function ownerCalendarRoutes(context: CheckoutContext): FastifyPluginAsyncZod {
  const { db } = context;
  const clock = () => ({ now: context.now(), timeZone: context.config.venueTimeZone });
  return async (app) => {
    app.get(
      '/turfs/:turfId/calendar',
      {
        schema: {
          tags: ['owner'],
          summary: "A turf's week: bookings with customers, live holds, blocks, opening hours",
          params: turfIdParamsSchema,
          querystring: calendarQuerySchema,
          response: { 200: calendarAnswerSchema, ...errors },
        },
      },
      async (request) => {
        const access = await requireCapability(db, request, 'calendar', request.params.turfId);
        const today = venueToday(clock());
        const from = request.query.from ?? today;
        requireDeskDays(access, [from, addDays(from, 6)], today);
        const { turf } = access;
        return turfCalendar(db, turf, {
          now: context.now(),
          timeZone: context.config.venueTimeZone,
          from: request.query.from,
        });
      },
    );

    app.post(
      '/turfs/:turfId/blocks',
      {
        schema: {
          tags: ['owner'],
          summary: 'Block a time (players see it Booked), optionally weekly; all or nothing',
          params: turfIdParamsSchema,
          body: blockBodySchema,
          response: { 201: blocksPlacedAnswerSchema, ...errors },
        },
      },
      async (request, reply) => {
        const access = await requireCapability(db, request, 'blocks', request.params.turfId);
        const { date, repeatWeeks } = request.body;
        const last = addDays(date, 7 * (Math.max(1, repeatWeeks) - 1));
        requireDeskDays(access, [date, last], venueToday(clock()));
        const { turf, person } = access;
        const { blocks: count, ...placed } = await blockTime(context, person, turf, request.body);
        return reply.status(201).send({
          success: true as const,
          message: count === 1 ? 'Time blocked.' : `${count} weekly blocks made.`,
          ...placed,
        });
      },
    );

    app.delete(
      '/turfs/:turfId/blocks/:blockId',
      {
        schema: {
          tags: ['owner'],
          summary: 'Remove a block, or with series=true every block made with it',
          params: blockParamsSchema,
          querystring: removeBlockQuerySchema,
          response: { 200: blocksRemovedAnswerSchema, ...errors },
        },
      },
      async (request) => {
        const access = await requireCapability(db, request, 'blocks', request.params.turfId);
        const { turf, person } = access;
        if (!mayUseAnyDay(access)) {
          const days = await blockDays(db, turf.id, request.params.blockId, request.query.series);
          requireDeskDays(access, days, venueToday(clock()));
        }
        const removed = await unblockTime(
          context,
          person,
          turf,
          request.params.blockId,
          request.query.series,
        );
        return {
          success: true as const,
          message: removed === 1 ? 'Block removed.' : `${removed} blocks removed.`,
          removed,
        };
      },
    );

    app.put(
      '/turfs/:turfId/opening-hours',
      {
        schema: {
          tags: ['owner'],
          summary: "Set the turf's opening hours per weekday (Sunday first; null for closed)",
          params: turfIdParamsSchema,
          body: openingHoursBodySchema,
          response: { 200: openingHoursAnswerSchema, ...errors },
        },
      },
      async (request) => {
        const { turf, person } = await requireCapability(
          db,
          request,
          'courts',
          request.params.turfId,
        );
        const openingHours = await saveOpeningHours(
          context,
          person,
          turf,
          request.body.openingHours,
        );
        return {
          success: true as const,
          message: 'Opening hours saved.',
          openingHours: [...openingHours],
        };
      },
    );

    app.put(
      '/turfs/:turfId/courts/:courtId/opening-hours',
      {
        schema: {
          tags: ['owner'],
          summary:
            "Set one court's own opening hours inside the venue's (Sunday first; null for the venue's)",
          params: courtHoursParamsSchema,
          body: courtHoursBodySchema,
          response: { 200: courtHoursAnswerSchema, ...errors },
        },
      },
      async (request) => {
        const { turf, person } = await requireCapability(
          db,
          request,
          'courts',
          request.params.turfId,
        );
        const saved = await saveCourtHours(
          db,
          person,
          turf,
          request.params.courtId,
          request.body.openingHours,
        );
        return {
          success: true as const,
          message: saved.openingHours
            ? `Opening hours of ${saved.courtName} saved.`
            : `${saved.courtName} follows the venue's opening hours.`,
          courtId: request.params.courtId,
          openingHours: saved.openingHours,
        };
      },
    );

    app.get(
      '/turfs/:turfId/cancellations/preview',
      {
        schema: {
          tags: ['owner'],
          summary:
            'What a rain-out of the range would cancel and refund now (each booking, its player and refund)',
          params: turfIdParamsSchema,
          querystring: rainOutPreviewQuerySchema,
          response: { 200: rainOutPreviewAnswerSchema, ...errors },
        },
      },
      async (request) => {
        const { turf } = await requireCapability(db, request, 'cancel', request.params.turfId);
        return previewRainOut(context, turf, request.query);
      },
    );

    app.post(
      '/turfs/:turfId/cancellations',
      {
        schema: {
          tags: ['owner'],
          summary:
            'Rain-out: cancel every paid booking in a range (each player chooses credit, a move or a refund), and block it',
          params: turfIdParamsSchema,
          body: rangeCancellationBodySchema,
          response: { 200: ownerCancellationAnswerSchema, ...errors },
        },
      },
      async (request) => {
        const { turf, person } = await requireCapability(
          db,
          request,
          'cancel',
          request.params.turfId,
        );
        const outcome = await cancelRange(
          context,
          person,
          turf,
          request.body,
          requestKeyOf(request.headers['idempotency-key']),
        );
        return {
          success: true as const,
          message: rainOutMessage(outcome.cancelled),
          ...outcome,
        };
      },
    );

    app.post(
      '/bookings/:bookingId/cancel',
      {
        schema: {
          tags: ['owner'],
          summary: 'Cancel one paid booking of your turf with a full refund; its time is blocked',
          params: ownerBookingParamsSchema,
          body: bookingCancellationBodySchema,
          response: { 200: ownerCancellationAnswerSchema, ...errors },
        },
      },
      async (request) => {
        // The booking's turf decides (capability `cancel`), once the booking is found.
        const manager = await requireVenuePerson(db, request);
        const outcome = await cancelBookingForOwner(
          context,
          manager,
          request.params.bookingId,
          request.body.reason,
          requestKeyOf(request.headers['idempotency-key']),
        );
        return {
          success: true as const,
          message: cancellationMessage(outcome.cancelled),
          ...outcome,
        };
      },
    );
  };
}
