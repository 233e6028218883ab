import { z } from 'zod';
import { uuidField, INVALID_TURF_ID } from './common-contract';
import { turfSchema } from './turf-contract';
import { venueMoneySchema } from './venue-booking-contract';

// GET /api/v1/turf/owner-turfs/:userId (spec §7; params: common-contract's userIdParamsSchema):
// the owner's turfs, approved and pending, with what they earned, in rupees. The spec's fields
// (success, turfs) keep their shape; the figures below come beside them.

const dayAmountSchema = z.object({ date: z.string(), amount: z.number() });

/** How one turf is doing; the screen matches it to a turf by `turfId`. */
export const turfStatsSchema = z.object({
  turfId: z.string(),
  /** Bookings paid for in the last 30 days (today included) that still stand. */
  bookings30Days: z.number().int(),
  /** Rupees paid in the last 30 days less refunds decided in them: earningsByDay's basis. */
  earnings30Days: z.number(),
  /** Today and the next 6 days: the half-hours the opening hours leave open, and those sold. */
  occupancy: z.object({
    openHalfHours: z.number().int(),
    soldHalfHours: z.number().int(),
  }),
  /**
   * The same week per court in use, in the owner's order (docs/decisions/030): the half-hours
   * sold on the court itself. `occupancy` counts the venue in its plain courts' half-hours, so a
   * whole pitch booked counts for both its halves.
   */
  courts: z.array(
    z.object({
      courtId: z.string(),
      name: z.string(),
      openHalfHours: z.number().int(),
      soldHalfHours: z.number().int(),
    }),
  ),
});
export type TurfStats = z.infer<typeof turfStatsSchema>;

/** The owner screen's figures; the server computes them in one place (src/server/owners). */
export const ownerEarningsSchema = z.object({
  /** Summed over every paid booking of the owner's turfs, less refunds (spec §9). */
  totalEarnings: z.number(),
  /**
   * The last 30 days, every day present, by the venue date of payment: a payment counts on the
   * day it was made, a refund (negative) on the day the cancellation decided it.
   */
  earningsByDay: z.array(dayAmountSchema),
  /**
   * The last 30 days and the coming 6, every day present, by the date of play: what each day's
   * games kept, their refunds already taken off.
   */
  earningsByPlayDay: z.array(dayAmountSchema),
  /** Today and the next 6 days. */
  bookedHoursByDay: z.array(z.object({ date: z.string(), hours: z.number() })),
  /** One entry per turf of the owner, pending turfs too. */
  turfStats: z.array(turfStatsSchema),
  /** Phone and walk-in bookings' money, never in the figures above (docs/decisions/032). */
  venueMoney: venueMoneySchema,
});
export type OwnerEarnings = z.infer<typeof ownerEarningsSchema>;

export const ownerTurfsAnswerSchema = z.object({
  success: z.literal(true),
  turfs: z.array(turfSchema),
  ...ownerEarningsSchema.shape,
});
export type OwnerTurfsAnswer = z.infer<typeof ownerTurfsAnswerSchema>;

// GET /api/v1/owner/turfs/:turfId/bookings.csv?from=YYYY-MM-DD&to=YYYY-MM-DD: the turf's paid
// bookings played in that range, as a CSV file (the owner and the admin). The range rule itself
// (order, length) is shared/booking-export's, checked by the service for a clear message.

export const bookingsCsvParamsSchema = z.object({ turfId: uuidField(INVALID_TURF_ID) });
/** Both dates, or neither (the whole history); one alone is refused (shared/booking-export). */
export const bookingsCsvQuerySchema = z.object({
  from: z.string().optional(),
  to: z.string().optional(),
});
