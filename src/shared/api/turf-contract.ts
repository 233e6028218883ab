import { z } from 'zod';
import { AMENITIES, HOUSE_RULES } from '../amenities';
import { SPORTS } from '../catalog';
import { priceRulesJsonSchema } from '../price-rules-form';
import { turfFormSchema } from '../turf-form';
import { newListingCourtsSchema } from './court-contract';
import { turfPhotoSchema } from './turf-photos-contract';

// /api/v1/turf/* (spec §7): the turf as the API speaks it (spec §3), plus the rating summary we
// add. The owner's list with earnings is in owner-contract.ts.

/** One rating (spec §3): `user` is the text a client shows, first name and initial or 'Anonymous'. */
export const turfRatingEntrySchema = z.object({
  _id: z.string(),
  user: z.string(),
  rating: z.number(),
});
export type TurfRatingEntry = z.infer<typeof turfRatingEntrySchema>;

/** One court of a listing (docs/decisions/029); `parts`: the ids of the plain courts it is made of. */
export const courtJsonSchema = z.object({
  _id: z.string(),
  name: z.string(),
  sports: z.array(z.enum(SPORTS)),
  parts: z.array(z.string()),
  /** The court's own week of hours, inside the turf's (docs/decisions/031); null: the turf's. */
  openingHours: z
    .array(z.object({ open: z.number(), close: z.number() }).nullable())
    .nullable()
    .optional(),
  /** The court's own prices (docs/decisions/039); absent: the turf's `pricing` (or `price`). */
  pricing: priceRulesJsonSchema.optional(),
  /**
   * The players a side its owner states (5 for a 5-a-side, docs/decisions/067); null where no
   * format applies (badminton) or none is stated. What the grid counts its free courts by.
   */
  format: z.number().nullable(),
});
export type CourtJson = z.infer<typeof courtJsonSchema>;

/** A point in degrees (shared/geo). */
export const geoPointSchema = z.object({ lat: z.number(), lng: z.number() });

export const turfSchema = z.object({
  _id: z.string(),
  name: z.string(),
  images: z.string(),
  location: z.string(),
  sports_type: z.enum(SPORTS),
  price: z.number(),
  state: z.boolean(),
  address: z.string(),
  linkes: z.string(),
  description: z.string(),
  owner: z.string(),
  averageRating: z.number().nullable(),
  ratingCount: z.number(),
  ratings: z.array(turfRatingEntrySchema),
  /** Every star once, the ratings' and the visible reviews' (docs/decisions/067): shared/reviews. */
  reviewSummary: z.object({ average: z.number().nullable(), count: z.number() }),
  /** Its photos, the cover first (docs/decisions/067); `images` is the cover's URL when any. */
  photos: z.array(turfPhotoSchema),
  /**
   * One turf's answers (its page, the owner's list) carry its week of opening hours, Sunday first,
   * null for a closed day (shared/opening-hours); null or absent: the default, 6:00 AM – 11:59 PM.
   */
  openingHours: z.array(z.object({ open: z.number(), close: z.number() }).nullable()).nullish(),
  /** One turf's answers: the admin has taken it off the list for now (state is false then). */
  unlisted: z.boolean().optional(),
  /** One turf's answers: its courts in use, in the owner's order (a list says only courtCount). */
  courts: z.array(courtJsonSchema).optional(),
  /** One turf's answers: its price rules (docs/decisions/034), so a grid shows each band. */
  pricing: priceRulesJsonSchema.optional(),
  /** Where it is (docs/decisions/067), degrees; null until its owner places it. */
  geo: geoPointSchema.nullable(),
  /** What the venue has and asks (shared/amenities), in the catalogue's order. */
  amenities: z.array(z.enum(AMENITIES)),
  houseRules: z.array(z.enum(HOUSE_RULES)),
});
export type TurfJson = z.infer<typeof turfSchema>;

/** GET /api/v1/turf/getTurf: the filters are the list screen's own rules, kept with them. */
export { turfListQuerySchema } from '../turf-list-query';
/** getTurf and getPendingTurfs */
/** A free time a slot search found, nearest to the asked start first. */
export const freeSlotSchema = z.object({
  date: z.string(),
  start: z.number(),
  end: z.number(),
  startTime: z.string(),
  endTime: z.string(),
  /** How many of the listing's courts (those hosting the sport searched) are free then. */
  freeCourts: z.number(),
  /** How many of its courts were searched: "2 of 3 free" (docs/decisions/029). */
  suitableCourts: z.number(),
  /**
   * Only where the searched courts differ in kind (5-a-side and 7-a-side, docs/decisions/067):
   * the free and searched courts of each kind ("2 of 2 5-a-side free"), which add up to the two
   * counts above. `players`: the format the courts state; else `plainCourts`, how many plain
   * courts each stands on.
   */
  courtsByKind: z
    .array(
      z.object({
        players: z.number().nullable(),
        plainCourts: z.number().nullable(),
        free: z.number(),
        suitable: z.number(),
      }),
    )
    .optional(),
  /** What a hold made now would charge for it, rupees with 2 decimals (docs/decisions/034). */
  amount: z.string(),
});
export type FreeSlot = z.infer<typeof freeSlotSchema>;

/** A turf as a list answers it. */
export const turfListItemSchema = turfSchema
  .omit({ openingHours: true, unlisted: true, courts: true, pricing: true })
  .extend({
    /** How many courts in use the listing has (docs/decisions/029). */
    courtCount: z.number(),
    /**
     * Whether its price changes with the time (bands, special days or an offer, docs/decisions/
     * 034): lists then say "from" its `price`, the base price an hour.
     */
    pricesVary: z.boolean(),
    /** Asked `near` a point: how far it is, km to one decimal (docs/decisions/067). */
    distanceKm: z.number().optional(),
    /** With a slot search (date, from): the free times found for this turf. */
    freeSlots: z.array(freeSlotSchema).optional(),
  });

export const turfListAnswerSchema = z.object({
  success: z.literal(true),
  // A list leaves each turf's opening hours out: they are one turf's page's business.
  turfs: z.array(turfListItemSchema),
  /** With paging (limit) or a search: how many turfs match in all. */
  total: z.number().optional(),
});
export type TurfListAnswer = z.infer<typeof turfListAnswerSchema>;

/** GET /api/v1/turf/turf/:turfId */
export const turfAnswerSchema = z.object({ success: z.literal(true), turf: turfSchema });
export type TurfAnswer = z.infer<typeof turfAnswerSchema>;

/** POST /api/v1/turf/postTurf: the add-turf form's own schema (turf-form.ts). The spec's extra
 * fields (ratings, state, owner) are ignored: the owner is the session's user. `courts` is
 * optional: without it the listing has one court, named after it (docs/decisions/029). */
export const postTurfBodySchema = turfFormSchema.extend({
  courts: newListingCourtsSchema.optional(),
});

/** PATCH /api/v1/turf/approveTurf/:turfId: the spec sends { state: true }; nothing else is needed. */
export const approveTurfBodySchema = z.object({ state: z.literal(true).optional() }).optional();

/** What postTurf (201) and approveTurf answer; rejectTurf answers common-contract's messageSchema. */
export const turfChangedAnswerSchema = turfAnswerSchema.extend({ message: z.string() });
export type TurfChangedAnswer = z.infer<typeof turfChangedAnswerSchema>;

/**
 * GET /api/v1/turf/:turfId/availability/stream and, for a list's cards,
 * GET /api/v1/turf/availability/stream?turfs=<id>,<id>,…: Server-Sent Events, `ready` on every
 * (re)connect and `changed` {turfId, date} when a slot of one of the turfs changes.
 */
export const MAX_TURFS_PER_STREAM = 48;
export const turfsStreamQuerySchema = z.object({
  turfs: z
    .string()
    .transform((text) => text.split(','))
    .pipe(
      z
        .array(z.uuid({ error: 'turfs must be turf ids separated by commas' }))
        .min(1)
        .max(MAX_TURFS_PER_STREAM, { error: `At most ${MAX_TURFS_PER_STREAM} turfs per stream` }),
    ),
});
export interface AvailabilityChangeEvent {
  turfId: string;
  date: string;
}
