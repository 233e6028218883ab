import { z } from 'zod';
import { SPORTS } from '../catalog';
import { INVALID_TURF_ID, uuidField } from './common-contract';
import { turfSchema } from './turf-contract';

// The admin's view of every turf: approved, pending and unlisted, with who
// listed it and when, and the admin's unlist / list-again. Under /api/v1/admin.

/**
 * approved: listed for players; pending: waiting for the admin's first decision; unlisted: was
 * approved, then taken off the list by the admin (its bookings stay valid).
 */
export const LISTING_STATUSES = ['approved', 'pending', 'unlisted'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** Who listed the turf and when, as the admin's lists show it. */
export const turfSubmissionSchema = z.object({
  ownerName: z.string(),
  /** ISO date-time the owner added the turf. */
  submittedAt: z.string(),
});

export const adminTurfSchema = z.object({
  _id: z.string(),
  name: z.string(),
  images: z.string(),
  location: z.string(),
  address: z.string(),
  sports_type: z.enum(SPORTS),
  price: z.number(),
  /** The spec's `state`: true while players can find and book it. */
  state: z.boolean(),
  status: z.enum(LISTING_STATUSES),
  owner: z.string(),
  ownerEmail: z.string(),
  /** ISO date-time it was unlisted; null unless status is 'unlisted'. */
  unlistedAt: z.string().nullable(),
  ...turfSubmissionSchema.shape,
  // What finding a turf adds to every turf answer, the admin's views too (decision 067).
  geo: turfSchema.shape.geo,
  amenities: turfSchema.shape.amenities,
  houseRules: turfSchema.shape.houseRules,
  photos: turfSchema.shape.photos,
  reviewSummary: turfSchema.shape.reviewSummary,
});
export type AdminTurf = z.infer<typeof adminTurfSchema>;

export const ADMIN_TURFS_PAGE_SIZE = 50;
const LIMIT_MESSAGE = 'limit must be a whole number from 1 to 200';

/** GET /api/v1/admin/turfs?search=&status=&limit=&offset=: newest submitted first. */
export const adminTurfListQuerySchema = z.object({
  /** Part of the turf's name, its location or its owner's name, any case. */
  search: z.string().trim().max(100, 'Search is at most 100 characters').optional(),
  status: z
    .enum(LISTING_STATUSES, { error: 'status must be approved, pending or unlisted' })
    .optional(),
  limit: z.coerce
    .number({ error: LIMIT_MESSAGE })
    .int(LIMIT_MESSAGE)
    .min(1, LIMIT_MESSAGE)
    .max(200, LIMIT_MESSAGE)
    .default(ADMIN_TURFS_PAGE_SIZE),
  offset: z.coerce
    .number({ error: 'offset must be a whole number, 0 or more' })
    .int('offset must be a whole number, 0 or more')
    .min(0, 'offset must be a whole number, 0 or more')
    .max(1_000_000, 'offset is too large')
    .default(0),
});
/** The query as the server reads it (defaults filled in). */
export type AdminTurfListQuery = z.output<typeof adminTurfListQuerySchema>;

export const adminTurfListAnswerSchema = z.object({
  success: z.literal(true),
  turfs: z.array(adminTurfSchema),
  /** How many turfs match, over every page. */
  total: z.number(),
});
export type AdminTurfListAnswer = z.infer<typeof adminTurfListAnswerSchema>;

export const adminTurfParamsSchema = z.object({ turfId: uuidField(INVALID_TURF_ID) });

/** GET /api/v1/admin/turfs/:turfId */
export const adminTurfAnswerSchema = z.object({ success: z.literal(true), turf: adminTurfSchema });
export type AdminTurfAnswer = z.infer<typeof adminTurfAnswerSchema>;

/** POST /api/v1/admin/turfs/:turfId/unlist and /list */
export const adminTurfChangedAnswerSchema = adminTurfAnswerSchema.extend({ message: z.string() });
export type AdminTurfChangedAnswer = z.infer<typeof adminTurfChangedAnswerSchema>;

export const TURF_UNLISTED = 'Turf unlisted. Players no longer find it; its bookings stay valid.';
export const TURF_LISTED_AGAIN = 'Turf listed again. Players can find and book it.';

/**
 * GET /api/v1/turf/getPendingTurfs: the spec's answer (turfs), each also naming its owner and
 * when it was submitted.
 */
export const pendingTurfListAnswerSchema = z.object({
  success: z.literal(true),
  turfs: z.array(turfSchema.omit({ openingHours: true }).extend(turfSubmissionSchema.shape)),
});
export type PendingTurfListAnswer = z.infer<typeof pendingTurfListAnswerSchema>;
export type PendingTurf = PendingTurfListAnswer['turfs'][number];
