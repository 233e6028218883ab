import type { z } from 'zod';
import type { bookingSchema, publicBookingSlotSchema } from './api/booking-contract';

// Bookings as the API speaks them (spec §3), inferred from the contract in ./api.

/** What anyone may see of a turf's bookings: enough to draw the grid, nothing about the customer. */
export type PublicBookingSlot = z.infer<typeof publicBookingSlotSchema>;

/** The full booking, for its customer, the turf's owner and the admin. */
export type BookingJson = z.infer<typeof bookingSchema>;
export type BookingTurfSummary = BookingJson['turfId'];
export type BookingCustomer = Exclude<BookingJson['userId'], string>;
export type BookingStatus = BookingJson['status'];
export type PaymentStatus = BookingJson['paymentStatus'];
