import { z } from 'zod';
import { bookingDetailsSchema } from '../booking-request';
import { CREDIT_MESSAGES, REFUND_DESTINATIONS } from '../credit';

// What a move that costs money adds to the booking calls (docs/decisions/053): the player's say
// on the difference in a move's body (the reschedule and the rain-out's move), the quote the move
// dialog shows before the player confirms, and finishing a paid difference after the checkout.

export const moveMoneyFields = {
  /** To a dearer time: hold it and open a payment for the difference (else 402). */
  payDifference: z.boolean().optional(),
  /** To a cheaper time: where the difference goes back, the card or UPI by default. */
  refundTo: z.enum(REFUND_DESTINATIONS, { error: CREDIT_MESSAGES.refundTo }).optional(),
};

/** GET /api/v1/booking/:bookingId/move-quote: the new time (and court), as a move sends it. */
export const moveQuoteQuerySchema = bookingDetailsSchema.omit({ turfId: true, sport: true });

export const moveQuoteAnswerSchema = z.object({
  success: z.literal(true),
  /** pay: the difference is paid first; refund: it goes back; none: nothing changes hands. */
  kind: z.enum(['pay', 'refund', 'none']),
  /** The difference paid or given back, rupees, 2 decimals ("0.00" for none). */
  difference: z.string(),
  /** What the new time costs, rupees, 2 decimals. */
  newPrice: z.string(),
  /** The dialog's line: "Pay ₹X more", "₹X back to you", or why nothing. */
  text: z.string(),
});
export type MoveQuoteAnswer = z.infer<typeof moveQuoteAnswerSchema>;

/** POST /api/v1/booking/:bookingId/move-payment/finish: the difference's payment, once paid. */
export const finishMoveBodySchema = z.object({
  paymentId: z.string({ error: 'paymentId is required' }).min(1).max(200),
});
