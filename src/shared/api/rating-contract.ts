import { z } from 'zod';
import { ratingValueSchema } from '../rating';
import { INVALID_TURF_ID, INVALID_USER_ID, uuidField } from './common-contract';

// A player's rating of a turf (spec §7). Params of POST /:turfId/rating are common-contract's
// turfIdParamsSchema.

/** POST /api/v1/turf/:turfId/rating: 1–5 sets, 0 removes. userId, if sent, must be the session's. */
export const rateTurfBodySchema = z.object({
  rating: ratingValueSchema,
  userId: uuidField(INVALID_USER_ID).optional(),
});
export type RateTurfRequest = z.input<typeof rateTurfBodySchema>;

/** The rating as saved, and the turf's new summary (what the detail screen shows). */
export const rateTurfAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  rating: z.number(),
  averageRating: z.number().nullable(),
  ratingCount: z.number(),
});
export type RateTurfAnswer = z.infer<typeof rateTurfAnswerSchema>;

/** GET /api/v1/turf/:turfId/user-rating/:userId */
export const userRatingParamsSchema = z.object({
  turfId: uuidField(INVALID_TURF_ID),
  userId: uuidField(INVALID_USER_ID),
});
/** 0 when the player has not rated the turf. */
export const userRatingAnswerSchema = z.object({ success: z.literal(true), rating: z.number() });
export type UserRatingAnswer = z.infer<typeof userRatingAnswerSchema>;
