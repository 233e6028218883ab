import { z } from 'zod';
import { missingFieldMessage, turfFormSchema } from '../turf-form';
import { uuidField, INVALID_TURF_ID } from './common-contract';
import { turfSchema } from './turf-contract';

// Editing a listing: the owner (or the admin) sends the whole add-turf form
// again; the server keeps what changed, before and after, for the admin's list of recent edits.

/** The fields an edit may change, in the API's names (spec §3); price is rupees text there. */
export const TURF_EDIT_FIELDS = [
  'name',
  'images',
  'address',
  'location',
  'price',
  'description',
  'sports_type',
  'linkes',
  // docs/decisions/067: the point as 'lat,lng' ('' for none), the lists as 'covered,floodlights'.
  'geo',
  'amenities',
  'houseRules',
] as const;
export type TurfEditField = (typeof TURF_EDIT_FIELDS)[number];

/** Only the changed fields, each as text ('1200.00' for a price). */
export const turfEditValuesSchema = z.record(z.string(), z.string());
export type TurfEditValues = z.infer<typeof turfEditValuesSchema>;

const IMAGE_MISSING = missingFieldMessage('Turf Images');

/**
 * PUT /api/v1/turf/:turfId: what postTurf accepts (one schema, one set of messages), but with the
 * image's own rule left to the server: an image the turf already has (the demo turfs' art under
 * /images) may be kept, and only a new one must pass the add-turf rule. The spec's extra fields
 * (ratings, state, owner) are ignored, so an edit never approves a turf.
 */
export const editTurfBodySchema = turfFormSchema.extend({
  images: z
    .string({ error: IMAGE_MISSING })
    .trim()
    .min(1, IMAGE_MISSING)
    .max(500, 'Turf Images must be at most 500 characters'),
});
export type EditTurfBody = z.input<typeof editTurfBodySchema>;

export const EDIT_SAVED = 'Turf updated. New bookings use the new details.';
export const EDIT_UNCHANGED = 'Nothing changed: the turf already has these details.';

export const editTurfAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  turf: turfSchema,
  /** The fields this edit changed; empty when nothing did (and no edit was recorded). */
  changed: z.array(z.enum(TURF_EDIT_FIELDS)),
});
export type EditTurfAnswer = z.infer<typeof editTurfAnswerSchema>;

/** One recorded edit, as the admin's list shows it. */
export const turfEditSchema = z.object({
  _id: z.string(),
  turfId: z.string(),
  turfName: z.string(),
  editor: z.object({ _id: z.string(), fullname: z.string(), role: z.string() }),
  /** ISO date-time. */
  at: z.string(),
  before: turfEditValuesSchema,
  after: turfEditValuesSchema,
});
export type TurfEdit = z.infer<typeof turfEditSchema>;

export const TURF_EDITS_PAGE_SIZE = 50;
const EDITS_LIMIT_MESSAGE = 'limit must be a whole number from 1 to 100';

/** GET /api/v1/admin/turf-edits?turfId=&limit=: the newest edits first, of one turf or all. */
export const turfEditListQuerySchema = z.object({
  turfId: uuidField(INVALID_TURF_ID).optional(),
  limit: z.coerce
    .number({ error: EDITS_LIMIT_MESSAGE })
    .int(EDITS_LIMIT_MESSAGE)
    .min(1, EDITS_LIMIT_MESSAGE)
    .max(100, EDITS_LIMIT_MESSAGE)
    .default(TURF_EDITS_PAGE_SIZE),
});

export const turfEditListAnswerSchema = z.object({
  success: z.literal(true),
  edits: z.array(turfEditSchema),
});
export type TurfEditListAnswer = z.infer<typeof turfEditListAnswerSchema>;
