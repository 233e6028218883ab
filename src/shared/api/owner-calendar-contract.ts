import { z } from 'zod';
import { COURT_MESSAGES } from '../courts';
import { BLOCK_REASON_MAX_LENGTH, MAX_REPEAT_WEEKS } from '../owner-blocks';
import { uuidField } from './common-contract';
import { VENUE_PAID_BY } from '../venue-bookings';

// The owner's week calendar and what the owner does on it: blocks, opening hours and
// cancellations. Times are minutes since the venue's midnight (shared/slots), dates the venue's
// 'YYYY-MM-DD'; every call is the turf's owner's (the admin may look and act too).

const localDate = z.iso.date({ error: 'Dates are written like 2030-05-10.' });
const MINUTES_OF_THE_DAY = 'Times are minutes of the day.';
const minute = z.number({ error: MINUTES_OF_THE_DAY }).int().min(0).max(1439);

export const INVALID_BLOCK_ID = 'Invalid block id';
export const INVALID_BOOKING_ID = 'Invalid booking id';

export const blockParamsSchema = z.object({
  turfId: uuidField('Invalid turf id'),
  blockId: uuidField(INVALID_BLOCK_ID),
});
export const ownerBookingParamsSchema = z.object({ bookingId: uuidField(INVALID_BOOKING_ID) });

/** GET /api/v1/owner/turfs/:turfId/calendar?from=YYYY-MM-DD (default: today). */
export const calendarQuerySchema = z.object({ from: localDate.optional() });

export const dayHoursSchema = z.object({ open: minute, close: minute });
/** Sunday first; null for a day the turf is closed (shared/opening-hours). */
export const weekHoursSchema = z.array(dayHoursSchema.nullable());

/**
 * The court a block, rain-out or preview acts on (docs/decisions/031); absent or null: the whole
 * venue, as before courts.
 */
const courtField = uuidField(COURT_MESSAGES.invalidCourtId).nullable().optional();

/** A court of the listing, as every turf answer carries it (docs/decisions/029). */
export const calendarCourtSchema = z.object({
  _id: z.string(),
  name: z.string(),
  sports: z.array(z.string()),
  /** The plain courts it is made of; empty for a plain court. */
  parts: z.array(z.string()),
  /** Its own week of hours inside the venue's (docs/decisions/031); null: the venue's alone. */
  openingHours: weekHoursSchema.nullable(),
});
export type CalendarCourt = z.infer<typeof calendarCourtSchema>;

export const calendarEntrySchema = z.object({
  /** booking: paid; hold: a player paying right now; block: the owner's own. */
  kind: z.enum(['booking', 'hold', 'block']),
  id: z.string(),
  date: z.string(),
  start: z.number(),
  end: z.number(),
  startTime: z.string(),
  endTime: z.string(),
  /** Bookings and holds: who (no e-mail for a player who signed up by number, decision 058). */
  customer: z
    .object({ fullname: z.string(), email: z.string().nullable(), mobilenumber: z.string() })
    .nullable(),
  /** Bookings: what the venue keeps, rupees (0 for holds and blocks). */
  amountPaid: z.number(),
  reference: z.string().nullable(),
  /** Bookings: part of a subscription. */
  subscription: z.boolean(),
  /** Blocks: why, and the blocks made with it (removable together). */
  reason: z.string().nullable(),
  groupId: z.string().nullable(),
  /** How many ranges (weekly blocks) were made with it; 0 for bookings and holds. */
  groupSize: z.number(),
  /**
   * Bookings the owner recorded from a phone call or a walk-in (docs/decisions/032): how it came,
   * how it was paid and its price in rupees; its customer is the one the owner named.
   */
  venue: z
    .object({
      source: z.enum(['phone', 'walk_in']),
      paidBy: z.enum(VENUE_PAID_BY),
      price: z.number(),
    })
    .optional(),
  /** The court it stands on (a retired court's name stays on its past bookings). */
  courtId: z.string(),
  courtName: z.string(),
  /**
   * Blocks: every court this block closes (its rows made together for this range: one court, or
   * each plain court of a venue block), in the owner's order; for bookings and holds, its court.
   */
  blockCourtIds: z.array(z.string()),
});
export type CalendarEntry = z.infer<typeof calendarEntrySchema>;

export const calendarAnswerSchema = z.object({
  success: z.literal(true),
  turf: z.object({
    _id: z.string(),
    name: z.string(),
    /** Always the full week (the default filled in). */
    openingHours: weekHoursSchema,
    /** Its courts in use, in the owner's order. */
    courts: z.array(calendarCourtSchema),
  }),
  /** The 7 dates shown, the first the one asked for. */
  days: z.array(z.string()),
  /** The venue's today and the minute now, so the page greys out the past as the server does. */
  today: z.string(),
  nowMinutes: z.number(),
  entries: z.array(calendarEntrySchema),
});
export type CalendarAnswer = z.infer<typeof calendarAnswerSchema>;

const rangeFields = {
  date: localDate,
  start: minute,
  end: minute,
  reason: z
    .string()
    .max(400, { error: `The reason can be at most ${BLOCK_REASON_MAX_LENGTH} characters.` }),
};

/** POST /api/v1/owner/turfs/:turfId/blocks: one range, repeated weekly `repeatWeeks` times. */
export const blockBodySchema = z.object({
  ...rangeFields,
  courtId: courtField,
  repeatWeeks: z
    .number()
    .int()
    .min(1)
    .max(10_000, { error: `A repeated block can cover at most ${MAX_REPEAT_WEEKS} weeks.` })
    .default(1),
});
export type BlockRequestBody = z.input<typeof blockBodySchema>;

export const blocksPlacedAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  groupId: z.string(),
  /** Its rows: one per range on the court asked for, or one per range and plain court of a venue block. */
  blockIds: z.array(z.string()),
});

/** DELETE /api/v1/owner/turfs/:turfId/blocks/:blockId?series=true (every block made with it). */
export const removeBlockQuerySchema = z.object({
  series: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
export const blocksRemovedAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  removed: z.number(),
});

/** PUT /api/v1/owner/turfs/:turfId/opening-hours */
export const openingHoursBodySchema = z.object({ openingHours: weekHoursSchema });
export const openingHoursAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  openingHours: weekHoursSchema,
});

/** PUT /api/v1/owner/turfs/:turfId/courts/:courtId/opening-hours: null follows the venue's. */
export const courtHoursParamsSchema = z.object({
  turfId: uuidField('Invalid turf id'),
  courtId: uuidField(COURT_MESSAGES.invalidCourtId),
});
export const courtHoursBodySchema = z.object({ openingHours: weekHoursSchema.nullable() });
export const courtHoursAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  courtId: z.string(),
  openingHours: weekHoursSchema.nullable(),
});

/**
 * POST /api/v1/owner/turfs/:turfId/cancellations: a rain-out of one day's range. `shownBookings`:
 * the ids the owner was shown (the preview's); when sent, a booking in the range that is not among
 * them makes the rain-out a 409 that cancels nothing, so no player is cancelled unseen.
 */
export const rangeCancellationBodySchema = z.object({
  ...rangeFields,
  courtId: courtField,
  shownBookings: z.array(z.string().max(64)).max(500).optional(),
});
/** GET /api/v1/owner/turfs/:turfId/cancellations/preview?date=…&start=…&end=…: no reason needed. */
export const rainOutPreviewQuerySchema = z.object({
  date: localDate,
  start: z.coerce.number({ error: MINUTES_OF_THE_DAY }).pipe(minute),
  end: z.coerce.number({ error: MINUTES_OF_THE_DAY }).pipe(minute),
  courtId: uuidField(COURT_MESSAGES.invalidCourtId).optional(),
});
export type RainOutPreviewQuery = z.input<typeof rainOutPreviewQuerySchema>;

/** What a rain-out of that range would cancel and refund now, read as the rain-out reads it. */
export const rainOutPreviewAnswerSchema = z.object({
  success: z.literal(true),
  bookings: z.array(
    z.object({
      _id: z.string(),
      playerName: z.string(),
      startTime: z.string(),
      endTime: z.string(),
      /** Rupees back to this player's card, in full. */
      refundAmount: z.number(),
      /** Players who joined its open game: each spot goes back in full at once (decision 045). */
      joinedPlayers: z.number(),
      /** A split still collecting its shares: it ends, each paid share back at once (decision 044). */
      collecting: z.boolean(),
    }),
  ),
  /** Rupees back to all of them. */
  refundAmount: z.number(),
  /** The venue's own phone and walk-in bookings it cancels too, nothing to refund (decision 032). */
  venueBookings: z.array(
    z.object({
      _id: z.string(),
      customerName: z.string(),
      startTime: z.string(),
      endTime: z.string(),
    }),
  ),
});
export type RainOutPreview = z.infer<typeof rainOutPreviewAnswerSchema>;

/** POST /api/v1/owner/bookings/:bookingId/cancel */
export const bookingCancellationBodySchema = z.object({ reason: rangeFields.reason });
export type RangeCancellationBody = z.input<typeof rangeCancellationBodySchema>;

export const ownerCancellationAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Bookings cancelled by this call (0 when a repeat found them cancelled already). */
  cancelled: z.number(),
  /** Rupees going back to players' cards, in full for each booking (0 while players choose). */
  refundedAmount: z.number(),
  /** A rain-out's bookings whose players now choose credit, a move or a refund (decision 041). */
  awaitingChoice: z.number().optional(),
});
export type OwnerCancellationAnswer = z.infer<typeof ownerCancellationAnswerSchema>;
