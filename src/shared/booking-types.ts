// Bookings as the API speaks them (spec §3).

/** What anyone may see of a turf's bookings: enough to draw the grid, nothing about the customer. */
export interface PublicBookingSlot {
  bookingDate: string;
  /** The venue-local date 'YYYY-MM-DD' that bookingDate begins. */
  date: string;
  startTime: string;
  endTime: string;
}

export interface BookingCustomer {
  _id: string;
  fullname: string;
  email: string;
  mobilenumber: string;
}

export interface BookingTurfSummary {
  _id: string;
  name: string;
  images: string;
  price: number;
  location: string;
}

export type BookingStatus = 'pending' | 'confirmed' | 'expired' | 'cancelled';
export type PaymentStatus = 'unpaid' | 'paid' | 'refunded';

/** The full booking, for its customer, the turf's owner and the admin. */
export interface BookingJson extends PublicBookingSlot {
  _id: string;
  turfId: BookingTurfSummary;
  userId: BookingCustomer | string;
  status: BookingStatus;
  amountPaid: number;
  paymentStatus: PaymentStatus;
  paymentId: string | null;
  createdAt: string;
}
