import type { TFunction } from 'i18next';
import type {
  CreateBookingRequest,
  CreateSubscriptionRequest,
  PaidResponse,
} from '../../../../shared/api/checkout-contract';
import { API_BASE, api } from '../../../lib/api-client';
import {
  isSubscriptionDetails,
  splitPagePath,
  gamePagePath,
  type GamePayment,
  type MovePayment,
  type CheckoutBookingDetails,
  type CheckoutState,
  type SplitPayment,
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

/**
 * The one "I paid" for any charge (docs/decisions/052): a teammate's share or the booker's
 * pay-the-rest (decision 044), a spot in an open game (045). Answers what it made.
 */
export function chargePaid(paymentId: string): Promise<PaidResponse> {
  return api.post(`${API_BASE}/payment/${encodeURIComponent(paymentId)}/paid`, {});
}

/**
 * The spec's own flows finish on its calls (create-booking, subscription/create, spec §7); every
 * other charge (a split's share, a game's spot, a move's difference) on the one "I paid".
 */
export function finalizeCheckout(state: CheckoutState, paymentId: string): Promise<unknown> {
  if (state.move || state.game || (state.split && state.split.kind !== 'booker-share'))
    return chargePaid(paymentId);
  return isSubscriptionDetails(state.bookingDetails)
    ? createSubscription(state, paymentId)
    : createBooking(state, paymentId);
}

/**
 * The booking to open after paying (its page shows the confirmation): create-booking's
 * `booking._id`, or the first of subscription/create's `subscription.bookingIds` (date order).
 * Null when the answer names none (an older server), and the player goes to their list instead.
 */
export function createdBookingId(answer: unknown): string | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const { booking, subscription } = answer as {
    booking?: { _id?: unknown };
    subscription?: { bookingIds?: unknown };
  };
  if (typeof booking?._id === 'string' && booking._id) return booking._id;
  const ids = subscription?.bookingIds;
  if (Array.isArray(ids) && typeof ids[0] === 'string' && ids[0]) return ids[0];
  return null;
}

/** Where the player lands once paid: the new booking's page, saying "Booking confirmed". */
export function confirmationPath(answer: unknown): string {
  const bookingId = createdBookingId(answer);
  return bookingId
    ? `/displaybookings/${encodeURIComponent(bookingId)}?confirmed=1`
    : '/displaybookings';
}

/**
 * Where the player lands once paid: a split payment on the split's page (its booking is confirmed
 * only by the last share, and that page says so), else the booking's confirmation.
 */
export function pathAfterPaying(state: CheckoutState, answer: unknown): string {
  if (state.move) return `/displaybookings/${encodeURIComponent(state.move.bookingId)}`;
  if (state.game) return gamePagePath(state.game);
  return state.split ? splitPagePath(state.split) : confirmationPath(answer);
}

/** Spec §8's toasts for the two kinds of checkout; a split share's says only what is true. */
export function finalizeToasts(
  /** The checkout catalogue's `t`, in the reader's language. */
  t: TFunction,
  details: CheckoutBookingDetails,
  split?: SplitPayment,
  game?: GamePayment,
  move?: MovePayment,
) {
  if (move) return { success: t('toast.moved'), failure: t('toast.notRecorded') };
  if (game) return { success: t('toast.spotPaid'), failure: t('toast.notRecorded') };
  if (split)
    return {
      success: split.kind === 'rest' ? t('toast.restPaid') : t('toast.sharePaid'),
      failure: t('toast.notRecorded'),
    };
  return isSubscriptionDetails(details)
    ? { success: t('toast.subscriptionBooked'), failure: t('toast.subscriptionFailed') }
    : { success: t('bookingCompleted'), failure: t('toast.bookingFailed') };
}
