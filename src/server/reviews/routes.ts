import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, messageSchema, turfIdParamsSchema } from '../../shared/api/common-contract';
import {
  bookingReviewAnswerSchema,
  reasonBodySchema,
  replyBodySchema,
  reviewAnswerSchema,
  reviewBookingParamsSchema,
  reviewIdParamsSchema,
  reviewsPageSchema,
  reviewsQuerySchema,
  writeReviewBodySchema,
} from '../../shared/api/review-contract';
import { requireUser } from '../auth/guards';
import type { UserRow } from '../auth/users';
import { canAt, requireCapabilityAt } from '../auth/venue-access';
import type { Db } from '../db/database';
import { HttpError } from '../http/errors';
import { reportReview } from './moderation';
import { bookingReview, findReview, replyToReview, turfReviewsPage, writeReview } from './service';

// The reviews' routes (docs/decisions/067), each under the prefix main registers it with: a turf's
// reviews (/api/v1/turf), a booking's review (/api/v1/booking), replying and reporting
// (/api/v1/reviews). The admin's: admin-routes.ts.

interface ReviewContext {
  db: Db;
  now: () => Date;
  timeZone: string;
}

const refusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/**
 * The venue replies: the owner, or a team member whose role may edit the listing (a manager,
 * decision 066). The admin moderates but never speaks for a venue.
 */
async function mayReplyAt(db: Db, person: UserRow | null, turf: { id: string; ownerId: string }) {
  return person !== null && person.role !== 'admin' && canAt(db, person, 'edit_listing', turf);
}

export function turfReviewRoutes({ db }: ReviewContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/:turfId/reviews',
      {
        schema: {
          tags: ['review'],
          summary: "A turf's reviews, newest first, ten a page (hidden ones left out)",
          params: turfIdParamsSchema,
          querystring: reviewsQuerySchema,
          response: { 200: reviewsPageSchema, 400: errorSchema, 404: errorSchema },
        },
      },
      async (request) => {
        const viewer = request.sessionUser ?? null;
        const { turfId } = request.params;
        const page = await turfReviewsPage(db, turfId, viewer, request.query.cursor);
        const mayReply = await mayReplyAt(db, viewer, { id: turfId, ownerId: page.ownerId });
        return {
          success: true as const,
          reviews: page.reviews,
          nextCursor: page.nextCursor,
          mayReply,
        };
      },
    );
  };
}

export function bookingReviewRoutes({ db, now, timeZone }: ReviewContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/:bookingId/review',
      {
        schema: {
          tags: ['review'],
          summary: "The player's review of their booking, or why they cannot write one now",
          params: reviewBookingParamsSchema,
          response: { 200: bookingReviewAnswerSchema, ...refusals },
        },
      },
      async (request) => {
        const player = requireUser(request);
        const clock = { now: now(), timeZone };
        const answer = await bookingReview(db, player, request.params.bookingId, clock);
        return { success: true as const, ...answer };
      },
    );

    app.post(
      '/:bookingId/review',
      {
        schema: {
          tags: ['review'],
          summary: "The booking's one review by its player, once it was played",
          params: reviewBookingParamsSchema,
          body: writeReviewBodySchema,
          response: { 201: reviewAnswerSchema, ...refusals, 409: errorSchema },
        },
      },
      async (request, reply) => {
        const player = requireUser(request);
        const clock = { now: now(), timeZone };
        const review = await writeReview(db, player, request.params.bookingId, request.body, clock);
        return reply.code(201).send({ success: true as const, review });
      },
    );
  };
}

export function reviewRoutes({ db, now }: ReviewContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/:reviewId/reply',
      {
        schema: {
          tags: ['review'],
          summary: "The venue's one reply to a review (the owner or a manager)",
          params: reviewIdParamsSchema,
          body: replyBodySchema,
          response: { 200: reviewAnswerSchema, ...refusals, 409: errorSchema },
        },
      },
      async (request) => {
        const person = requireUser(request);
        const found = await findReview(db, request.params.reviewId);
        if (!found || found.review.hiddenAt !== null) throw new HttpError(404, 'review_not_found');
        if (person.role === 'admin') throw new HttpError(403, 'not_your_turf');
        await requireCapabilityAt(db, person, 'edit_listing', found.review.turfId);
        const review = await replyToReview(db, found.review.id, request.body, now());
        return { success: true as const, review };
      },
    );

    app.post(
      '/:reviewId/report',
      {
        schema: {
          tags: ['review'],
          summary: 'Report a review to the admin (anyone logged in, once)',
          params: reviewIdParamsSchema,
          body: reasonBodySchema,
          response: { 201: messageSchema, ...refusals, 409: errorSchema },
        },
      },
      async (request, reply) => {
        const person = requireUser(request);
        await reportReview(db, person, request.params.reviewId, request.body.reason, now());
        return reply.code(201).send({ success: true as const, message: 'Review reported' });
      },
    );
  };
}
