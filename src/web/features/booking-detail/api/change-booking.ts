import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  BookingDetail,
  BookingDetailAnswer,
  RescheduleRequest,
} from '../../../../shared/api/booking-detail-contract';
import type { PostPaymentResponse } from '../../../../shared/api/checkout-contract';
import type { RefundDestination } from '../../../../shared/credit';
import type { RainOutChoiceRequest } from '../../../../shared/rain-out-choice';
import { apiRequest } from '../../../lib/api-client';
import { useIdempotencyKey } from '../../../lib/idempotency-key';
import { creditKey } from '../../../queries/my-credit';
import { myBookingsKeys } from '../../../queries/my-bookings';
import { turfKeys } from '../../../queries/turf-detail';
import { bookingDetailKeys, bookingPath } from './booking-detail';

// Cancelling and moving a booking (POST …/cancel, …/reschedule, …/rain-out-choice). Each request carries an
// Idempotency-Key, one per user action, so a double click or a retry cannot act twice. Either
// change frees or takes grid time and changes the player's list, so both are refreshed after.

function refreshAfterChange(queryClient: QueryClient, booking: BookingDetail) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: myBookingsKeys.all }),
    queryClient.invalidateQueries({ queryKey: turfKeys.availability(booking.turf._id) }),
    // A refund to credit changes the balance the profile shows (docs/decisions/040).
    queryClient.invalidateQueries({ queryKey: creditKey }),
  ]);
}

/** A move to a dearer time answers a payment for the difference instead (docs/decisions/053). */
export type MoveAnswer = BookingDetailAnswer | PostPaymentResponse;

export function isMovePayment(answer: MoveAnswer): answer is PostPaymentResponse {
  return !('booking' in answer);
}

function useBookingChange<Variables, Answer extends MoveAnswer = BookingDetailAnswer>(
  booking: BookingDetail,
  send: (variables: Variables, idempotencyKey: string) => Promise<Answer>,
  actionOf: (variables: Variables) => string,
) {
  const queryClient = useQueryClient();
  const keyFor = useIdempotencyKey();
  return useMutation({
    mutationFn: (variables: Variables) => send(variables, keyFor(actionOf(variables))),
    onSuccess: (answer) => {
      if (!isMovePayment(answer))
        queryClient.setQueryData(bookingDetailKeys.one(booking._id), answer.booking);
    },
    onError: () => {
      // Refused (e.g. cancelled meanwhile in another tab): show the booking as it now is.
      void queryClient.invalidateQueries({ queryKey: bookingDetailKeys.one(booking._id) });
    },
    onSettled: () => refreshAfterChange(queryClient, booking),
  });
}

export function useCancelBooking(booking: BookingDetail) {
  return useBookingChange<RefundDestination>(
    booking,
    (refundTo, idempotencyKey) =>
      apiRequest<BookingDetailAnswer>(`${bookingPath(booking._id)}/cancel`, {
        method: 'POST',
        json: { refundTo },
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    () => `cancel ${booking._id}`,
  );
}

export function useRescheduleBooking(booking: BookingDetail) {
  return useBookingChange<RescheduleRequest, MoveAnswer>(
    booking,
    (target, idempotencyKey) =>
      apiRequest<MoveAnswer>(`${bookingPath(booking._id)}/reschedule`, {
        method: 'POST',
        json: target,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    (target) =>
      `move ${booking._id} to ${target.bookingDate} ${target.startTime}–${target.endTime}`,
  );
}

/** A rained-out booking's one choice: credit, a free move, or a refund (docs/decisions/041). */
export function useRainOutChoice(booking: BookingDetail) {
  return useBookingChange<RainOutChoiceRequest, MoveAnswer>(
    booking,
    (choice, idempotencyKey) =>
      apiRequest<MoveAnswer>(`${bookingPath(booking._id)}/rain-out-choice`, {
        method: 'POST',
        json: choice,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    (choice) => `rain-out ${booking._id} ${choice.choice}`,
  );
}
