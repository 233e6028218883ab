import { SLOT_LOST_ERROR_CODE } from '../../../shared/api/checkout-contract';
import { NO_ANSWER, isApiRequestError } from '../../lib/api-client';
import type { CardPaymentClient } from '../../lib/payments/card-payment-client';

// The checkout's payment flow (spec §4 "Payment flow", §8 "Payment"), free of React so it can be
// tested with fakes: retrieve the intent, confirm the card unless it is already paid, then
// finalize (create the booking or the subscription; the server makes that idempotent).

export const PAYMENT_STATUS = {
  processing: 'Processing payment...',
  succeeded: 'Payment succeeded! Processing booking...',
  alreadyProcessed: 'This payment has already been processed.',
  /** Charged, but no booking will come of it (the slot was lost): the alert below says why. */
  bookingNotMade: 'Payment received, but the booking was not made.',
  /** Charged, and the booking may still be saved by trying again. */
  bookingNotSaved: 'Payment received; the booking is not saved yet.',
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;

export const paymentFailedStatus = (message: string) => `Payment failed: ${message}`;

export type PaymentOutcome =
  /** Paid and the booking (or subscription) exists. */
  | { kind: 'finalized' }
  /** The card was refused; the status line says why and another card may be tried. */
  | { kind: 'card-failed' }
  /**
   * Paid, but finalizing failed. `message` is the server's, if it sent one (e.g. the slot was
   * lost and the payment refunded); `retryable` when trying again may help (network, 5xx).
   */
  | { kind: 'finalize-failed'; message: string | null; retryable: boolean }
  | { kind: 'unexpected' };

export interface PayAndFinalizeInput {
  client: CardPaymentClient;
  clientSecret: string;
  billingName: string;
  /** Creates the booking or subscription for the paid intent; rejects when that failed. */
  finalize: (paymentId: string) => Promise<unknown>;
  onStatus: (status: string) => void;
}

/** A charged payment that did not become a booking, with the status line saying so. */
function notFinalized(
  onStatus: (status: string) => void,
  message: string | null,
  retryable: boolean,
): PaymentOutcome {
  onStatus(retryable ? PAYMENT_STATUS.bookingNotSaved : PAYMENT_STATUS.bookingNotMade);
  return { kind: 'finalize-failed', message, retryable };
}

async function finalizeOutcome(
  finalize: () => Promise<unknown>,
  onStatus: (status: string) => void,
): Promise<PaymentOutcome> {
  try {
    await finalize();
    return { kind: 'finalized' };
  } catch (error) {
    if (isApiRequestError(error)) {
      // No answer (offline, status 0) may well have been made: trying again is safe and may help.
      const retryable = error.status >= 500 || error.status === NO_ANSWER;
      return notFinalized(onStatus, error.serverMessage, retryable);
    }
    return notFinalized(onStatus, null, true);
  }
}

export async function payAndFinalize({
  client,
  clientSecret,
  billingName,
  finalize,
  onStatus,
}: PayAndFinalizeInput): Promise<PaymentOutcome> {
  onStatus(PAYMENT_STATUS.processing);
  try {
    const existing = await client.retrievePaymentIntent(clientSecret);
    if (existing.error) {
      onStatus(paymentFailedStatus(existing.error.message));
      return { kind: 'card-failed' };
    }
    if (existing.paymentIntent?.status === 'succeeded') {
      // Paid already (a reload or a second tab): just make sure the booking exists.
      onStatus(PAYMENT_STATUS.alreadyProcessed);
      const paymentId = existing.paymentIntent.id;
      return await finalizeOutcome(() => finalize(paymentId), onStatus);
    }

    const confirmed = await client.confirmCardPayment(clientSecret, billingName);
    if (confirmed.error?.code === SLOT_LOST_ERROR_CODE) {
      // Charged, but the slot was lost: the server is giving the money back; another card
      // cannot help, so this ends like a booking that could not be made.
      return notFinalized(onStatus, confirmed.error.message, false);
    }
    if (confirmed.error) {
      onStatus(paymentFailedStatus(confirmed.error.message));
      return { kind: 'card-failed' };
    }
    if (confirmed.paymentIntent?.status !== 'succeeded') {
      onStatus(PAYMENT_STATUS.unexpected);
      return { kind: 'unexpected' };
    }
    onStatus(PAYMENT_STATUS.succeeded);
    const paymentId = confirmed.paymentIntent.id;
    return await finalizeOutcome(() => finalize(paymentId), onStatus);
  } catch {
    onStatus(PAYMENT_STATUS.unexpected);
    return { kind: 'unexpected' };
  }
}

export type StatusTone = 'progress' | 'success' | 'error';

/** How the status line looks: red for failures, green once the card is charged. */
export function statusTone(status: string): StatusTone {
  if (
    status.startsWith('Payment failed:') ||
    status === PAYMENT_STATUS.unexpected ||
    status === PAYMENT_STATUS.bookingNotMade
  ) {
    return 'error';
  }
  if (status === PAYMENT_STATUS.succeeded || status === PAYMENT_STATUS.alreadyProcessed) {
    return 'success';
  }
  return 'progress';
}
