import { z } from 'zod';
import { REFUND_DESTINATIONS } from '../credit';
import { bookingDetailsSchema } from '../booking-request';
import { errorSchema } from './common-contract';
import { moveMoneyFields } from './move-contract';
import { rainOutChoiceViewSchema } from '../rain-out-choice';
import { bookingSchema } from './booking-contract';
import { bookingDocumentsSchema } from './tax-contract';

// The booking page (/displaybookings/:id) and what a player may do with a booking after paying:
// cancel under the policy, move it once (src/shared/cancellation-policy.ts).

const slotTextSchema = z.object({ date: z.string(), startTime: z.string(), endTime: z.string() });

export const bookingHistoryEntrySchema = z.object({
  kind: z.enum(['paid', 'rescheduled', 'cancelled', 'refunded']),
  at: z.string(),
  /**
   * Paid, or refunded (for 'cancelled', what the policy gives back), rupees; null for a rain-out's
   * cancellation, whose player chooses what becomes of the money (docs/decisions/041). For
   * 'rescheduled', the move's difference (decision 053): paid (positive) or given back
   * (negative); null when the new slot cost the same.
   */
  amount: z.number().nullable(),
  /** For 'rescheduled': the times it moved from and to. */
  from: slotTextSchema.nullable(),
  to: slotTextSchema.nullable(),
  /** For 'cancelled': who cancelled (the player, the venue, or TurfBook) and why. */
  by: z.enum(['player', 'owner', 'system']).nullable(),
  reason: z.string().nullable(),
});
export type BookingHistoryEntry = z.infer<typeof bookingHistoryEntrySchema>;

/**
 * One payer of a booking (docs/decisions/052): what they paid towards it (card, UPI and credit
 * together, rupees as text) and each return of it, due or done; `returned` counts them all.
 */
export const bookingPayerSchema = z.object({
  fullname: z.string(),
  paid: z.string(),
  returned: z.string(),
  returns: z.array(
    z.object({
      amount: z.string(),
      destination: z.enum(REFUND_DESTINATIONS),
      status: z.enum(['due', 'done']),
    }),
  ),
});
export type BookingPayer = z.infer<typeof bookingPayerSchema>;

/**
 * What the booker's own charges say of the booking (docs/decisions/052), rupees as text: the
 * price before any code, the code and what it took off, the credit used, and each way it was
 * paid with what it paid ("Card ending 4242", "UPI, name@bank", "TurfBook credit"). A move's
 * paid difference is part of it. For a split booking, the booker's own share.
 */
export const bookingChargeSchema = z.object({
  listPrice: z.string(),
  discount: z.string(),
  promoCode: z.string().nullable(),
  creditUsed: z.string(),
  paidWith: z.array(z.object({ method: z.string(), amount: z.string() })),
});
export type BookingCharge = z.infer<typeof bookingChargeSchema>;

export const bookingDetailSchema = bookingSchema.extend({
  turf: z.object({
    _id: z.string(),
    name: z.string(),
    images: z.string(),
    location: z.string(),
    address: z.string(),
    linkes: z.string(),
    sports_type: z.string(),
    /** The venue's GSTIN, printed on the receipt when the venue has one. */
    gstin: z.string().nullable(),
  }),
  history: z.array(bookingHistoryEntrySchema),
  refund: z
    .object({
      amount: z.number(),
      status: z.enum(['due', 'done']),
      refundedAt: z.string().nullable(),
      /**
       * Back to the card or UPI paid with, or to TurfBook credit (docs/decisions/040); for a
       * part-credit booking refunded to each source, 'source', with both in parts.
       */
      destination: z.enum(REFUND_DESTINATIONS),
      /** One per destination, credit first (docs/decisions/040); they add up to amount. */
      parts: z.array(
        z.object({
          destination: z.enum(REFUND_DESTINATIONS),
          amount: z.number(),
          status: z.enum(['due', 'done']),
        }),
      ),
    })
    .nullable(),
  /** Its payment's invoice (or receipt) and its refunds' credit notes (docs/decisions/038). */
  documents: bookingDocumentsSchema,
  /** The other slots of its subscription, in date order (itself included); empty otherwise. */
  subscriptionSlots: z.array(
    slotTextSchema.extend({ _id: z.string(), reference: z.string(), status: z.string() }),
  ),
  /** A rained-out booking's choice (docs/decisions/041): open until its deadline, or made. */
  rainOut: rainOutChoiceViewSchema.nullable(),
  /** The game this booking was opened as (docs/decisions/045), whatever its status; else null. */
  gameId: z.string().nullable(),
  /**
   * The split the booking was paid in shares through (docs/decisions/044), else null: its
   * cancel's refund is divided among the payers, each part going where its payer chose.
   */
  splitId: z.string().nullable(),
  /**
   * Who paid for it, the booker first (a single-payer booking has one entry): read by the
   * booker, the turf's owner and the admin alike.
   */
  payers: z.array(bookingPayerSchema),
  /** The booker's charges for it; null for a booking with no payment record. */
  charge: bookingChargeSchema.nullable(),
  /** What the player may do now, as the server will judge it (only the booker may act). */
  actions: z.object({
    cancel: z.object({
      allowed: z.boolean(),
      refundPercent: z.number(),
      refundAmount: z.number(),
      reason: z.string().nullable(),
    }),
    reschedule: z.object({ allowed: z.boolean(), reason: z.string().nullable() }),
    /**
     * Opening it as a game (docs/decisions/045): whether its booker may now, why not, and where
     * the organizer's returns may go (shared/games openGameRefusal, gameReturnMethods).
     */
    openGame: z.object({
      allowed: z.boolean(),
      reason: z.string().nullable(),
      returnTo: z.array(z.enum(['source', 'credit'])),
    }),
  }),
});
export type BookingDetail = z.infer<typeof bookingDetailSchema>;

/** GET /api/v1/booking/:bookingId, and the answer of cancel and reschedule. */
export const bookingDetailAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  booking: bookingDetailSchema,
});
export type BookingDetailAnswer = z.infer<typeof bookingDetailAnswerSchema>;

/**
 * POST /api/v1/booking/:bookingId/reschedule: the new time, on the same turf, same length. A
 * dearer time is paid for first (`payDifference`), a cheaper one gives the difference back to
 * `refundTo` (docs/decisions/053).
 */
export const rescheduleBodySchema = bookingDetailsSchema
  .omit({ turfId: true, sport: true })
  .extend(moveMoneyFields);

/** A move to a dearer time asked without payDifference: 402, nothing moved. */
export const priceDifferenceErrorSchema = errorSchema.extend({
  code: z.literal('price_difference'),
  /** What the move costs more, rupees, 2 decimals. */
  difference: z.string(),
});
export type RescheduleRequest = z.input<typeof rescheduleBodySchema>;
