import type { BookingJson } from '../booking-types';

// Test support: a player's booking as the API answers it, for the rules and screens that read
// bookings. Each call gets a new _id unless the overrides name one.

let counter = 0;

/** A confirmed, paid ₹1,000 booking on 2030-05-12, 6–7 PM, with `overrides` applied. */
export function bookingJson(overrides: Partial<BookingJson> = {}): BookingJson {
  counter += 1;
  return {
    _id: `b${counter}`,
    bookingDate: '2030-05-12T12:30:00.000Z',
    date: '2030-05-12',
    startTime: '6:00 PM',
    endTime: '7:00 PM',
    turfId: { _id: 't1', name: 'Borivali Box', images: '', price: 1000, location: 'Borivali' },
    userId: 'u1',
    status: 'confirmed',
    amountPaid: 1000,
    paymentStatus: 'paid',
    paymentId: 'pi_1',
    createdAt: '2030-05-01T10:00:00.000Z',
    reference: 'TB-AAAAAA',
    amountCharged: 1000,
    refundedAmount: 0,
    creditPaid: 0,
    subscriptionId: null,
    cancelledAt: null,
    cancelledBy: null,
    cancelReason: null,
    rescheduledAt: null,
    courtId: 'c1',
    courtName: 'Borivali Box',
    ...overrides,
  };
}
