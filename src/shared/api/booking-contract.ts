import { z } from 'zod';

// Bookings as the API speaks them (spec §3).

/** What anyone may see of a turf's bookings: enough to draw the grid, nothing about the customer. */
export const publicBookingSlotSchema = z.object({
  bookingDate: z.string(),
  /** The venue-local date 'YYYY-MM-DD' that bookingDate begins. */
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
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
      email: z.string(),
      mobilenumber: z.string(),
    }),
    z.string(),
  ]),
  status: z.enum(['pending', 'confirmed', 'expired', 'cancelled']),
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
  /** Set when the booking is one slot of a subscription. */
  subscriptionId: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  rescheduledAt: z.string().nullable(),
});

/** GET /api/v1/booking/get-turf-bookings/:turfId: full rows for the owner and admin, times for others. */
export const turfBookingsAnswerSchema = z.object({
  success: z.literal(true),
  bookings: z.array(z.union([bookingSchema, publicBookingSlotSchema])),
});

/** GET /api/v1/booking/get-user-bookings/:userId */
export const userBookingsAnswerSchema = z.object({
  success: z.literal(true),
  bookings: z.array(bookingSchema),
});
