import { z } from 'zod';
import { SPORTS } from '../catalog';

// The turf as the API speaks it (spec §3), plus the rating summary we add.

/** One rating (spec §3): `user` is the text a client shows, first name and initial or 'Anonymous'. */
export const turfRatingEntrySchema = z.object({
  _id: z.string(),
  user: z.string(),
  rating: z.number(),
});

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
});

export const turfListAnswerSchema = z.object({
  success: z.literal(true),
  turfs: z.array(turfSchema),
});
export const turfAnswerSchema = z.object({ success: z.literal(true), turf: turfSchema });
export const turfChangedAnswerSchema = turfAnswerSchema.extend({ message: z.string() });

/** GET /api/v1/turf/owner-turfs/:userId: the owner's turfs with what they earned, in rupees. */
export const ownerTurfsAnswerSchema = z.object({
  success: z.literal(true),
  turfs: z.array(turfSchema),
  /** Summed over every paid booking of the owner's turfs (spec §9). */
  totalEarnings: z.number(),
  /** The last 30 days, every day present, by the venue date of payment. */
  earningsByDay: z.array(z.object({ date: z.string(), amount: z.number() })),
  /** Today and the next 6 days. */
  bookedHoursByDay: z.array(z.object({ date: z.string(), hours: z.number() })),
});
export type OwnerTurfsAnswer = z.infer<typeof ownerTurfsAnswerSchema>;
