import { z } from 'zod';
import { endTimeField, startTimeField } from '../booking-request';
import { SPORTS } from '../catalog';
import { INVALID_TURF_ID, uuidField } from './common-contract';

// The waitlist (docs/decisions/033): a player waits for a fully booked range of a turf and is
// offered it, held for 10 minutes, when it frees; the turf's keeper sees how many wait.

export const INVALID_ENTRY_ID = 'Invalid waitlist entry id';

/** POST /api/v1/waitlist */
export const joinWaitlistBodySchema = z.object({
  turfId: uuidField(INVALID_TURF_ID),
  /** The venue-local date, 'YYYY-MM-DD' (or any form post-payment accepts). */
  date: z.string({ error: 'Date is required' }).max(40, 'Date is not a valid date'),
  startTime: startTimeField,
  endTime: endTimeField,
  /** The sport to play; absent, the turf's sports_type. */
  sport: z.enum(SPORTS, { error: 'Sport must be cricket, football or badminton' }).optional(),
});

/** DELETE /api/v1/waitlist/:entryId */
export const waitlistEntryParamsSchema = z.object({ entryId: uuidField(INVALID_ENTRY_ID) });

export const waitlistEntrySchema = z.object({
  _id: z.string(),
  turf: z.object({ _id: z.string(), name: z.string() }),
  /** The venue-local date 'YYYY-MM-DD'. */
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  sport: z.string(),
  /** waiting, or offered: the time is held for this player until offerExpiresAt. */
  status: z.enum(['waiting', 'offered']),
  /** 1 for the next one to be offered the time. */
  position: z.number().int().positive(),
  offerExpiresAt: z.string().nullable(),
  joinedAt: z.string(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

export const joinWaitlistAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  entry: waitlistEntrySchema,
});

export const waitlistAnswerSchema = z.object({
  success: z.literal(true),
  entries: z.array(waitlistEntrySchema),
});
export type WaitlistAnswer = z.infer<typeof waitlistAnswerSchema>;

/** GET /api/v1/waitlist/turf/:turfId: how many wait for each range of the turf, from now on. */
export const waitingCountsAnswerSchema = z.object({
  success: z.literal(true),
  ranges: z.array(
    z.object({
      date: z.string(),
      startTime: z.string(),
      endTime: z.string(),
      waiting: z.number().int().positive(),
    }),
  ),
});
export type WaitingCountsAnswer = z.infer<typeof waitingCountsAnswerSchema>;
