import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, messageSchema } from '../../shared/api/common-contract';
import {
  reasonBodySchema,
  reportedReviewsAnswerSchema,
  reviewIdParamsSchema,
} from '../../shared/api/review-contract';
import { requireRole } from '../auth/guards';
import type { Db } from '../db/database';
import { hideReview, keepReview, reportedReviews } from './moderation';

// The admin's side of reviews (docs/decisions/067), under /api/v1/admin: what was reported, and
// hiding (with a reason, never deleting) or keeping.

const refusals = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
};

export function adminReviewRoutes({ db, now }: { db: Db; now: () => Date }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/reviews/reported',
      {
        schema: {
          tags: ['review'],
          summary: 'Visible reviews with open reports, the longest waiting first',
          response: { 200: reportedReviewsAnswerSchema, 401: errorSchema, 403: errorSchema },
        },
      },
      async (request) => {
        requireRole(request, 'admin');
        return { success: true as const, reviews: await reportedReviews(db) };
      },
    );

    app.post(
      '/reviews/:reviewId/hide',
      {
        schema: {
          tags: ['review'],
          summary: 'Hide a review with a reason (hidden, never deleted)',
          params: reviewIdParamsSchema,
          body: reasonBodySchema,
          response: { 200: messageSchema, ...refusals },
        },
      },
      async (request) => {
        const admin = requireRole(request, 'admin');
        await hideReview(db, admin, request.params.reviewId, request.body.reason, now());
        return { success: true as const, message: 'Review hidden' };
      },
    );

    app.post(
      '/reviews/:reviewId/keep',
      {
        schema: {
          tags: ['review'],
          summary: 'Keep a reported review: its reports so far are read',
          params: reviewIdParamsSchema,
          response: { 200: messageSchema, ...refusals },
        },
      },
      async (request) => {
        requireRole(request, 'admin');
        await keepReview(db, request.params.reviewId, now());
        return { success: true as const, message: 'Review kept' };
      },
    );
  };
}
