import { z } from 'zod';
import { amountField, bookingDetailsSchema, currencyField } from '../booking-request';
import { subscriptionDetailsSchema } from '../subscription-request';
import { bookingSchema } from './booking-contract';
import { splitRequestSchema } from '../split';

// The calls that turn a choice of slots into a payment and a payment into bookings (spec §7,
// architecture §3, §5). The server validates with these schemas; the browser's request and
// answer types are inferred from them.

/**
 * The local gateway's confirm answers this error code (409) when the card was charged but the
 * slot was lost meanwhile: the money goes back, and paying with another card cannot help.
 */
export const SLOT_LOST_ERROR_CODE = 'slot_unavailable';

const ownUserId = z.string().uuid({ error: 'Invalid user id' });

/** POST /api/v1/payment/post-payment */
export const postPaymentBodySchema = z.object({
  amount: amountField,
  currency: currencyField,
  userId: ownUserId.optional(),
  booking: bookingDetailsSchema.optional(),
  subscription: subscriptionDetailsSchema.optional(),
  /** A promo code (docs/decisions/035): `amount` is then the price after it. */
  promoCode: z.string().max(200).nullish(),
  /**
   * Pay with TurfBook credit (docs/decisions/040): the server takes what the balance covers; the
   * intent is for the rest. `amount` stays the whole price.
   */
  useCredit: z.boolean({ error: 'useCredit must be true or false' }).optional(),
  /**
   * Split the cost with `players` (2–22) (docs/decisions/044): `amount` stays the whole price;
   * the intent is for the booker's share, and the answer names the split and its share link.
   */
  split: splitRequestSchema.optional(),
});
export type PostPaymentRequest = z.input<typeof postPaymentBodySchema>;

export const postPaymentResponseSchema = z.object({
  success: z.literal(true),
  clientSecret: z.string(),
  paymentId: z.string(),
  holdExpiresAt: z.string().nullable(),
  /** The server's price in rupees, 2 decimals: after the promo code, when one was sent. */
  amount: z.string(),
  /** What TurfBook credit pays of it, rupees, 2 decimals ("0.00" without useCredit). */
  creditUsed: z.string(),
  /** What is left for the card or UPI: the intent's amount, rupees, 2 decimals. */
  toPay: z.string(),
  /**
   * Credit paid it all (docs/decisions/040): there is no card step, the booking is confirmed
   * already (clientSecret is empty); bookingIds name it.
   */
  paidWithCredit: z.boolean(),
  bookingIds: z.array(z.string()).optional(),
  /** With `split`: the split, its link's secret, and the page a teammate opens (decision 044). */
  splitId: z.string().optional(),
  shareToken: z.string().optional(),
  shareLink: z.string().optional(),
});
export type PostPaymentResponse = z.infer<typeof postPaymentResponseSchema>;

/** POST /api/v1/booking/create-booking: the spec's fields; only paymentId (and, for a payment
 * made without booking details, the slot) counts. Amount and status claims are ignored. */
export const createBookingBodySchema = bookingDetailsSchema.partial().extend({
  paymentId: z.string({ error: 'paymentId is required' }).min(1, 'paymentId is required').max(200),
  userId: ownUserId.optional(),
  status: z.string().max(20).optional(),
  amountPaid: z.union([z.number(), z.string()]).optional(),
  paymentStatus: z.string().max(20).optional(),
});
export type CreateBookingRequest = z.input<typeof createBookingBodySchema>;

export const createBookingResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  booking: bookingSchema,
});

/**
 * create-booking's 200 for a booker's share of a split still collecting (docs/decisions/044):
 * not the spec's 201, because nothing is booked yet. `booking` is the held booking (status
 * pending); it is confirmed when the last share is paid, as `GET /api/v1/splits/{splitId}` shows.
 */
export const createBookingCollectingResponseSchema = createBookingResponseSchema.extend({
  splitId: z.string(),
});

const selectedSlotTextSchema = z.object({
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
});

/**
 * POST /api/v1/subscription/create: finishes the subscription paid with transactionId. turfId and
 * selectedSlots are read only for a payment made without subscription details (the spec's own
 * flow), and then checked with subscriptionDetailsSchema; dates and price are the server's to know.
 */
export const createSubscriptionBodySchema = z.object({
  userId: ownUserId.optional(),
  turfId: z.string().max(60).optional(),
  selectedSlots: z.array(z.unknown()).max(200).optional(),
  paymentDetails: z.object(
    {
      method: z.string().max(40).optional(),
      transactionId: z
        .string({ error: 'paymentDetails.transactionId is required' })
        .min(1)
        .max(200),
      status: z.string().max(40).optional(),
    },
    { error: 'paymentDetails is required' },
  ),
});
export type CreateSubscriptionRequest = z.input<typeof createSubscriptionBodySchema>;

export const subscriptionSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  turfId: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  price: z.number(),
  selectedSlots: z.array(selectedSlotTextSchema),
  paymentDetails: z.object({ method: z.string(), transactionId: z.string(), status: z.string() }),
  isSubscription: z.literal(true),
  createdAt: z.string(),
  /** Its bookings, in date order: the confirmation opens the first (/displaybookings/:id). */
  bookingIds: z.array(z.string()),
});
export type SubscriptionJson = z.infer<typeof subscriptionSchema>;

export const createSubscriptionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  subscription: subscriptionSchema,
});

/** post-payment's answer as a client reads it defensively: no client secret, no checkout. */
export type PostPaymentAnswer = Partial<Omit<PostPaymentResponse, 'clientSecret'>> & {
  clientSecret?: string | null;
};

/**
 * POST /api/v1/payment/{paymentId}/paid: the browser's one "I paid" for any charge
 * (docs/decisions/052). The server checks the payment with the gateway and answers what it made:
 * bookings, a split still collecting its shares, or a game's spot. 402 while unpaid, 409 with
 * why when its money went back, 404 for a payment that is not the caller's.
 */
export const paidResponseSchema = z.discriminatedUnion('outcome', [
  z.object({
    success: z.literal(true),
    outcome: z.literal('booked'),
    bookingIds: z.array(z.string()),
  }),
  z.object({ success: z.literal(true), outcome: z.literal('collecting'), splitId: z.string() }),
  z.object({ success: z.literal(true), outcome: z.literal('joined'), gameId: z.string() }),
]);
export type PaidResponse = z.infer<typeof paidResponseSchema>;
