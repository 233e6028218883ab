import type {
  CreateBookingRequest,
  CreateSubscriptionRequest,
} from '../../../../shared/api/checkout-contract';
import { API_BASE, api } from '../../../lib/api-client';
import {
  isSubscriptionDetails,
  type CheckoutBookingDetails,
  type CheckoutState,
} from '../../../lib/payments/checkout-state';

// Turning a paid intent into a booking or a subscription (spec §7). The server finalizes on its
// own once the payment succeeds; these calls are idempotent per payment and return what it made.

export function createBooking(state: CheckoutState, paymentId: string): Promise<unknown> {
  const details = state.bookingDetails;
  if (isSubscriptionDetails(details)) throw new Error('Not a single booking');
  return api.post(`${API_BASE}/booking/create-booking`, {
    turfId: details.turfId,
    userId: details.userId,
    paymentId,
    bookingDate: details.bookingDate,
    startTime: details.startTime,
    endTime: details.endTime,
    status: 'confirmed',
    // The spec's field; the server prices the booking itself and never reads it.
    amountPaid: state.amount,
    paymentStatus: 'paid',
  } satisfies CreateBookingRequest);
}

export function createSubscription(state: CheckoutState, paymentId: string): Promise<unknown> {
  const details = state.bookingDetails;
  if (!isSubscriptionDetails(details)) throw new Error('Not a subscription');
  return api.post(`${API_BASE}/subscription/create`, {
    userId: details.userId,
    turfId: details.turfId,
    startDate: details.startDate,
    endDate: details.endDate,
    price: details.price,
    selectedSlots: details.selectedSlots,
    // The details begin 'pending' (spec §4); the card has now been charged. The server checks
    // the payment with the gateway and never relies on this claim.
    paymentDetails: {
      method: details.paymentDetails.method,
      transactionId: paymentId,
      status: 'completed',
    },
  } satisfies CreateSubscriptionRequest & Record<string, unknown>);
}

export function finalizeCheckout(state: CheckoutState, paymentId: string): Promise<unknown> {
  return isSubscriptionDetails(state.bookingDetails)
    ? createSubscription(state, paymentId)
    : createBooking(state, paymentId);
}

/** Spec §8's toasts for the two kinds of checkout. */
export function finalizeToasts(details: CheckoutBookingDetails) {
  return isSubscriptionDetails(details)
    ? {
        success: 'Subscription booked successfully!',
        failure: 'Failed to create subscription. Please contact support.',
      }
    : {
        success: 'Booking completed successfully!',
        failure: 'Failed to create booking. Please contact support.',
      };
}
