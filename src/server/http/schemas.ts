import { z } from 'zod';

// Response shapes shared by several routes (for serialization and the OpenAPI description).

export const sessionUserSchema = z.object({
  _id: z.string(),
  id: z.string(),
  fullname: z.string(),
  email: z.string(),
  mobilenumber: z.string(),
  role: z.enum(['user', 'owner', 'admin']),
});

export const errorSchema = z.object({ success: z.literal(false), message: z.string() });

export const messageSchema = z.object({ success: z.literal(true), message: z.string() });

/** A UUID path parameter; anything else is a 400 with `message`. */
export function uuidParam(message: string) {
  return z.string().uuid({ error: message });
}

export const turfSchema = z.object({
  _id: z.string(),
  name: z.string(),
  images: z.string(),
  location: z.string(),
  sports_type: z.enum(['cricket', 'football', 'badminton']),
  price: z.number(),
  state: z.boolean(),
  address: z.string(),
  linkes: z.string(),
  description: z.string(),
  owner: z.string(),
  averageRating: z.number().nullable(),
  ratingCount: z.number(),
  ratings: z
    .array(
      z.object({
        _id: z.string(),
        user: z.object({ _id: z.string(), fullname: z.string() }).nullable(),
        rating: z.number(),
      }),
    )
    .optional(),
});

export const publicBookingSlotSchema = z.object({
  bookingDate: z.string(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
});

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
