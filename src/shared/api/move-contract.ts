import { z } from 'zod';
import { CREDIT_MESSAGES, REFUND_DESTINATIONS } from '../credit';

// What a move that costs money adds to a move's body (docs/decisions/053): the player's say on the
// difference. Shared by the reschedule and the rain-out's move.

export const moveMoneyFields = {
  /** To a dearer time: hold it and open a payment for the difference (else 402). */
  payDifference: z.boolean().optional(),
  /** To a cheaper time: where the difference goes back, the card or UPI by default. */
  refundTo: z.enum(REFUND_DESTINATIONS, { error: CREDIT_MESSAGES.refundTo }).optional(),
};
