import { z } from 'zod';

// Bookings as the API speaks them (spec §3).

/** What anyone may see of a turf's bookings: enough to draw the grid, nothing about the customer. */
export const publicBookingSlotSchema = z.object({
  bookingDate: z.string(),
  /** The venue-local date 'YYYY-MM-DD' that bookingDate begins. */
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  /**
   * The court the slot is taken on (docs/decisions/029): with the turf's courts, the grid says
   * how many courts are still free. Two slots at one time on two courts come as two entries.
   */
  courtId: z.string().optional(),
});

/**
 * The full booking, for its customer, the turf's owner and the admin. Cancelled: refundedAmount
 * is due while paymentStatus is still 'paid', and given back once it reads 'refunded'.
 */
export const bookingSchema = publicBookingSlotSchema.extend({
  _id: z.string(),
  turfId: z.object({
    _id: z.string(),
    name: z.string(),
    images: z.string(),
    price: z.number(),
    location: z.string(),
  }),
  userId: z.union([
    z.object({
      _id: z.string(),
      fullname: z.string(),
      /** Null for a player who signed up with a mobile number (docs/decisions/058). */
      email: z.string().nullable(),
      mobilenumber: z.string(),
    }),
    z.string(),
  ]),
  status: z.enum(['pending', 'confirmed', 'expired', 'cancelled', 'blocked']),
  amountPaid: z.number(),
  paymentStatus: z.enum(['unpaid', 'paid', 'refunded']),
  paymentId: z.string().nullable(),
  createdAt: z.string(),
  /** The short reference a player quotes, such as 'TB-7K3M9Q'. */
  reference: z.string(),
  /** What the card was charged for this booking (its share of the payment), rupees. */
  amountCharged: z.number(),
  /** What goes (or went) back to the card after a cancellation, rupees; amountPaid is net of it. */
  refundedAmount: z.number(),
  /**
   * What of amountCharged was paid with TurfBook credit, rupees (docs/decisions/040); the rest
   * went through the card or UPI.
   */
  creditPaid: z.number(),
  /** Set when the booking is one slot of a subscription. */
  subscriptionId: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** Who cancelled: the player, the venue's owner, or TurfBook (a paid hold lost its slot). */
  cancelledBy: z.enum(['player', 'owner', 'system']).nullable(),
  /** The owner's reason ('Rain'), or what happened when TurfBook cancelled. */
  cancelReason: z.string().nullable(),
  rescheduledAt: z.string().nullable(),
  /** The court the booking is on (docs/decisions/029); its name as the listing calls it. */
  courtId: z.string().nullable(),
  courtName: z.string().nullable(),
});

/**
 * Paging of GET /api/v1/booking/get-turf-bookings/:turfId (docs/decisions/015): at most `limit`
 * bookings per answer (500 unless asked, 1000 at most), in date order; `next` names the rest.
 * Ask again with the same window and view and `cursor` set to it, until `next` is null.
 */
export const TURF_BOOKINGS_PAGE_SIZE = 500;
export const TURF_BOOKINGS_PAGE_MAX = 1000;
export const PAGE_LIMIT_MESSAGE = `limit must be a whole number from 1 to ${TURF_BOOKINGS_PAGE_MAX}`;
export const PAGE_CURSOR_MESSAGE = 'cursor must be the next value of the previous page';

/**
 * The same history as one streamed answer (docs/decisions/019): `Accept: application/x-ndjson`
 * gets the turf's owner and the admin every booking of the window, one JSON object a line, each
 * as in a page's `bookings`, in date order. It has no pages, so no `limit` or `cursor`.
 */
export const STREAM_PAGING_MESSAGE =
  'limit and cursor page a JSON answer; a streamed answer (application/x-ndjson) holds the whole window, so send neither';
export const STREAM_NOT_ACCEPTABLE_MESSAGE =
  "Only the turf's owner and the admin can have its bookings streamed (application/x-ndjson); ask for application/json";

export const turfBookingsPageQuerySchema = z.object({
  limit: z.coerce
    .number({ error: PAGE_LIMIT_MESSAGE })
    .int(PAGE_LIMIT_MESSAGE)
    .min(1, PAGE_LIMIT_MESSAGE)
    .max(TURF_BOOKINGS_PAGE_MAX, PAGE_LIMIT_MESSAGE)
    .optional(),
  cursor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,200}$/, PAGE_CURSOR_MESSAGE)
    .optional(),
});

/**
 * GET /api/v1/booking/get-turf-bookings/:turfId: full rows for the owner and admin, times for
 * others (from today on unless they ask for a window); a page at a time.
 */
export const turfBookingsAnswerSchema = z.object({
  success: z.literal(true),
  bookings: z.array(z.union([bookingSchema, publicBookingSlotSchema])),
  /** The cursor of the next page; null on the last one. */
  next: z.string().nullable(),
});
export type TurfBookingsAnswer = z.infer<typeof turfBookingsAnswerSchema>;

/** GET /api/v1/booking/get-user-bookings/:userId */
export const userBookingsAnswerSchema = z.object({
  success: z.literal(true),
  bookings: z.array(bookingSchema),
});
