import type { BookingDetail } from '../../../shared/api/booking-detail-contract';
import type { PostPaymentResponse } from '../../../shared/api/checkout-contract';
import type { CheckoutStateInput } from '../../lib/payments/checkout-state';
import type { MoveTarget } from './api/move-quote';

/** The checkout of a move's difference (docs/decisions/053): the new time, finished on the booking. */
export function moveCheckout(
  answer: PostPaymentResponse,
  booking: BookingDetail,
  target: MoveTarget,
): CheckoutStateInput {
  const userId = typeof booking.userId === 'string' ? booking.userId : booking.userId._id;
  return {
    clientSecret: answer.clientSecret,
    amount: answer.toPay,
    paymentId: answer.paymentId,
    ...(answer.holdExpiresAt ? { holdExpiresAt: answer.holdExpiresAt } : {}),
    bookingDetails: {
      turfId: booking.turf._id,
      turfName: booking.turf.name,
      userId,
      bookingDate: target.bookingDate,
      startTime: target.startTime,
      endTime: target.endTime,
    },
    move: { bookingId: booking._id },
  };
}
