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
  /** Unpaid, with a payment someone else has started: a teammate is offered another share. */
  beingPaid: z.boolean(),
  payer: z.object({ fullname: z.string() }).nullable(),
  /** Shown to the share's own payer only: where its money goes if the split ends unfinished. */
  refundTo: z.enum(REFUND_DESTINATIONS).optional(),
  /**
   * What of this share went back (rupees text, "0.00" for nothing): all of it when the split
   * ended unfinished, its part of the refund when the booking was cancelled (docs/decisions/044).
   */
  returned: z.string(),
  /** none: nothing goes back; due: on its way ("Refund pending"); done: made. */
  returnStatus: z.enum(['none', 'due', 'done']),
  /** Where it went back: the card or UPI paid with, or TurfBook credit; null when nothing did. */
  returnedTo: z.enum(REFUND_DESTINATIONS).nullable(),
});

/** POST /api/v1/splits/:splitId/finish: "I paid" for a share (or the rest), as create-booking. */
export const finishSplitBodySchema = z.object({
  paymentId: z.string({ error: 'paymentId is required' }).min(1, 'paymentId is required').max(200),
});

export type FinishSplitRequest = z.input<typeof finishSplitBodySchema>;

/** The booking a split pays for, as a teammate may see it (they cannot open the booker's). */
export const splitGameSchema = z.object({
  turfId: z.string(),
  turfName: z.string(),
  /** The venue-local date, YYYY-MM-DD. */
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
});

/** GET /api/v1/splits/:splitId */
export const splitAnswerSchema = z.object({
  success: z.literal(true),
  splitId: z.string(),
  bookingId: z.string().nullable(),
  game: splitGameSchema.nullable(),
  /**
   * The booking's reference to show at the gate (docs/decisions/043), for the booker and each
   * teammate who paid a share, while the booking is confirmed and not over; else null.
   */
  reference: z.string().nullable(),
  /** When the shares are due (ISO). */
  deadline: z.string(),
  /** The booker's last chance to pay the rest: the hold ends then (ISO). */
  payRestUntil: z.string(),
  status: z.enum(['open', 'complete', 'ended']),
  /**
   * Its booking was cancelled after every share was paid (by the booker, or by the venue), so
   * each payer's part goes back as each share's `returned` says (docs/decisions/044).
   */
  bookingCancelled: z.boolean(),
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

/** One of GET /api/v1/splits's: a split the player booked or paid into, still collecting. */
export const mySplitSchema = splitGameSchema.extend({
  splitId: z.string(),
  isBooker: z.boolean(),
  /** The split's page in the web app (with the link's token for a payer who is not the booker). */
  path: z.string(),
  deadline: z.string(),
  /** Live shares (removed ones not counted) and how many of them are paid. */
  shares: z.number(),
  paidShares: z.number(),
  price: z.string(),
  left: z.string(),
});
export type MySplit = z.infer<typeof mySplitSchema>;

/** GET /api/v1/splits: the session player's splits still collecting, earliest deadline first. */
export const mySplitsAnswerSchema = z.object({
  success: z.literal(true),
  splits: z.array(mySplitSchema),
});

/**
 * GET /api/v1/splits/:splitId/preview?token=…: what anyone holding the link sees before signing in
 * (docs/decisions/061), the facts of its link preview (decision 055) and nothing personal.
 */
export const splitPreviewAnswerSchema = z.object({
  success: z.literal(true),
  preview: z.object({
    turfId: z.string(),
    turfName: z.string(),
    location: z.string(),
    /** The venue-local date, YYYY-MM-DD. */
    date: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    status: z.enum(['open', 'complete', 'ended']),
    /** A teammate's share still to pay (rupees text), or null when none is left. */
    share: z.string().nullable(),
    /** Teammates' shares still unpaid, of `teammates`. */
    sharesLeft: z.number(),
    teammates: z.number(),
  }),
});
export type SplitPreview = z.infer<typeof splitPreviewAnswerSchema>['preview'];
