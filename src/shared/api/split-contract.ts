import { z } from 'zod';
import { REFUND_DESTINATIONS } from '../credit';
import { uuidField } from './common-contract';

// Split the cost (docs/decisions/044): the calls a booker and their teammates make on a split.
// Amounts are rupee texts with 2 decimals, as post-payment's.

export const INVALID_SPLIT_ID = 'Invalid split id';
export const INVALID_SHARE_ID = 'Invalid share id';

/** `/:splitId` */
export const splitParamsSchema = z.object({ splitId: uuidField(INVALID_SPLIT_ID) });
/** `/:splitId/shares/:shareId` */
export const shareParamsSchema = splitParamsSchema.extend({ shareId: uuidField(INVALID_SHARE_ID) });
/** `?token=…` of the share link (absent for the booker, the turf's keepers and the admin). */
export const splitTokenQuerySchema = z.object({ token: z.string().max(200).optional() });

/** POST /api/v1/splits/:splitId/shares/:shareId/pay: pay one share (credit pays it whole). */
export const payShareBodySchema = z
  .object({ useCredit: z.boolean({ error: 'useCredit must be true or false' }).optional() })
  .optional();

/** POST /api/v1/splits/:splitId/shares/:shareId/refund-to: where the payer's money goes back. */
export const shareRefundToBodySchema = z.object({
  refundTo: z.enum(REFUND_DESTINATIONS, { error: "refundTo must be 'credit' or 'source'" }),
});

export const splitShareSchema = z.object({
  _id: z.string(),
  position: z.number(),
  amount: z.string(),
  status: z.enum(['paid', 'unpaid', 'refunded']),
  /** Refunded, but the gateway has not accepted the refund yet (decision 021's wording). */
  refundPending: z.boolean(),
  payer: z.object({ fullname: z.string() }).nullable(),
  /** Shown to the share's own payer only: where its money goes if the split ends unfinished. */
  refundTo: z.enum(REFUND_DESTINATIONS).optional(),
});

/** GET /api/v1/splits/:splitId */
export const splitAnswerSchema = z.object({
  success: z.literal(true),
  splitId: z.string(),
  bookingId: z.string().nullable(),
  /** When the shares are due (ISO). */
  deadline: z.string(),
  /** The booker's last chance to pay the rest: the hold ends then (ISO). */
  payRestUntil: z.string(),
  status: z.enum(['open', 'complete', 'ended']),
  /** Why it ended, when it did. */
  endCause: z.string().nullable(),
  price: z.string(),
  /** What is still unpaid. */
  left: z.string(),
  isBooker: z.boolean(),
  /** The share link, for the booker only. */
  shareLink: z.string().optional(),
  shares: z.array(splitShareSchema),
});
export type SplitAnswer = z.infer<typeof splitAnswerSchema>;
