import { z } from 'zod';
import { turfSchema } from './turf-contract';

// GET /api/v1/turf/owner-turfs/:userId (spec §7; params: common-contract's userIdParamsSchema):
// the owner's turfs, approved and pending, with what they earned, in rupees.

/** The owner screen's figures; the server computes them in one place (src/server/owners). */
export const ownerEarningsSchema = z.object({
  /** Summed over every paid booking of the owner's turfs (spec §9). */
  totalEarnings: z.number(),
  /** The last 30 days, every day present, by the venue date of payment. */
  earningsByDay: z.array(z.object({ date: z.string(), amount: z.number() })),
  /** Today and the next 6 days. */
  bookedHoursByDay: z.array(z.object({ date: z.string(), hours: z.number() })),
});
export type OwnerEarnings = z.infer<typeof ownerEarningsSchema>;

export const ownerTurfsAnswerSchema = z.object({
  success: z.literal(true),
  turfs: z.array(turfSchema),
  ...ownerEarningsSchema.shape,
});
export type OwnerTurfsAnswer = z.infer<typeof ownerTurfsAnswerSchema>;
