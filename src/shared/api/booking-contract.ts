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

/** The full booking, for its customer, the turf's owner and the admin. */
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
