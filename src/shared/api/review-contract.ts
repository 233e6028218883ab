import { z } from 'zod';
import { uuidField } from './common-contract';

// Reviews of played bookings (docs/decisions/067): a turf's reviews, writing one, the owner's
// reply, reports, and the admin's hiding or keeping. Limits and rules: shared/reviews.ts.

export const INVALID_REVIEW_ID = 'Invalid review id';
export const INVALID_BOOKING_ID_FOR_REVIEW = 'Invalid booking id';

export const reviewIdParamsSchema = z.object({ reviewId: uuidField(INVALID_REVIEW_ID) });
export const reviewBookingParamsSchema = z.object({
  bookingId: uuidField(INVALID_BOOKING_ID_FOR_REVIEW),
});

/** ?cursor= : the `nextCursor` of the page before (opaque). */
export const reviewsQuerySchema = z.object({ cursor: z.string().max(200).optional() });

/** Raw text is bounded here; its trimmed length is checked with its own code (shared/reviews). */
const typed = z.string().max(5000);

export const writeReviewBodySchema = z.object({ rating: z.number(), text: typed });
export const replyBodySchema = z.object({ text: typed });
export const reasonBodySchema = z.object({ reason: typed });

/** One review as anyone reads it: the author no fuller than a rater (publicRaterName). */
export const reviewJsonSchema = z.object({
  _id: z.string(),
  rating: z.number(),
  text: z.string(),
  author: z.object({ fullname: z.string() }),
  createdAt: z.string(),
  reply: z.object({ text: z.string(), createdAt: z.string() }).nullable(),
});
export type ReviewJson = z.infer<typeof reviewJsonSchema>;

/** GET /api/v1/turf/:turfId/reviews: newest first, hidden ones left out. */
export const reviewsPageSchema = z.object({
  success: z.literal(true),
  reviews: z.array(reviewJsonSchema),
  nextCursor: z.string().nullable(),
  /** Whether the reader may reply to these reviews (the owner, a manager): screens only. */
  mayReply: z.boolean(),
});
export type ReviewsPage = z.infer<typeof reviewsPageSchema>;

export const reviewAnswerSchema = z.object({ success: z.literal(true), review: reviewJsonSchema });
export type ReviewAnswer = z.infer<typeof reviewAnswerSchema>;

/** GET /api/v1/booking/:bookingId/review: the player's review of it, or whether they may write one. */
export const bookingReviewAnswerSchema = z.object({
  success: z.literal(true),
  review: reviewJsonSchema.nullable(),
  /** Null when a review may be written now; else the code of why not. */
  refusal: z.string().nullable(),
});
export type BookingReviewAnswer = z.infer<typeof bookingReviewAnswerSchema>;

/** A reported review as the admin reads it: the review whole, its turf and the open reports. */
export const reportedReviewSchema = reviewJsonSchema.extend({
  turf: z.object({ _id: z.string(), name: z.string() }),
  reports: z.array(z.object({ reason: z.string(), createdAt: z.string() })),
});
export type ReportedReview = z.infer<typeof reportedReviewSchema>;

export const reportedReviewsAnswerSchema = z.object({
  success: z.literal(true),
  reviews: z.array(reportedReviewSchema),
});
export type ReportedReviewsAnswer = z.infer<typeof reportedReviewsAnswerSchema>;
