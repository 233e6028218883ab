import { z } from 'zod';
import { uuidField, INVALID_TURF_ID } from './common-contract';

// A player's own unpaid holds (docs/decisions/025): what they need to go back to the checkout
// they left, and to give the slot up. Only the holder ever sees these: another player's hold is
// a plain Booked slot in the public answers.

export const INVALID_PAYMENT_ID = 'Invalid payment id';

/** GET /api/v1/payment/holds */
export const ownHoldsQuerySchema = z.object({
  /** Only the holds on this turf. */
  turfId: uuidField(INVALID_TURF_ID).optional(),
});

/** POST /api/v1/payment/holds/:paymentId/release */
export const holdParamsSchema = z.object({
  paymentId: z
    .string({ error: INVALID_PAYMENT_ID })
    .regex(/^[A-Za-z0-9_]{1,200}$/, INVALID_PAYMENT_ID),
});

export const heldSlotSchema = z.object({
  /** The venue-local date 'YYYY-MM-DD'. */
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
});

/** One payment the player started and has not paid, with every slot it still holds. */
export const ownHoldSchema = z.object({
  paymentId: z.string(),
  /** For the card form, exactly as post-payment answered it. */
  clientSecret: z.string(),
  kind: z.enum(['booking', 'subscription']),
  /** The server's price in rupees, 2 decimals. */
  amount: z.string(),
  turf: z.object({ _id: z.string(), name: z.string() }),
  slots: z.array(heldSlotSchema),
  holdExpiresAt: z.string(),
  /** Whole seconds the hold has left by the server's clock (a browser's clock may be off). */
  secondsLeft: z.number().int().nonnegative(),
});
export type OwnHold = z.infer<typeof ownHoldSchema>;

export const ownHoldsAnswerSchema = z.object({
  success: z.literal(true),
  holds: z.array(ownHoldSchema),
});
export type OwnHoldsAnswer = z.infer<typeof ownHoldsAnswerSchema>;
