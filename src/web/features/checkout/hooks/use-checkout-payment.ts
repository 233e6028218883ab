import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import type { CardPaymentClient } from '../../../lib/payments/card-payment-client';
import { isSubscriptionDetails, type CheckoutState } from '../../../lib/payments/checkout-state';
import { clearPaymentSession } from '../../../lib/payments/payment-session';
import { clearSubscriptionDraft } from '../../../lib/subscription-draft';
import { myBookingsKeys } from '../../../queries/my-bookings';
import { ownHoldsKeys } from '../../../queries/own-holds';
import { splitKeys } from '../../../queries/splits';
import { turfKeys } from '../../../queries/turf-detail';
import { finalizeCheckout, finalizeToasts, pathAfterPaying } from '../api/finalize-checkout';
import { payAndFinalize } from '../pay-and-finalize';

/** Paid, but the booking could not be saved for a reason that may pass (network, 5xx). */
export const FINALIZE_RETRY_NOTE =
  'Your payment went through, but the booking could not be saved yet. Press Pay again to finish: you will not be charged twice.';

/** Spec §9: payment results are toasts of 3000 ms. */
const PAYMENT_TOAST = { autoClose: 3000 } as const;

export interface CheckoutPayment {
  status: string | null;
  processing: boolean;
  /** The server's reason when the booking could not be made after paying (e.g. refunded). */
  finalizeError: string | null;
  /** Paid and refunded, or otherwise over: paying again cannot help. */
  closed: boolean;
  pay: (client: CardPaymentClient, billingName: string) => Promise<void>;
}

/** Runs the payment flow for the checkout in progress and does what its outcome asks. */
export function useCheckoutPayment(state: CheckoutState): CheckoutPayment {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation('checkout');
  const inFlight = useRef(false);
  const [status, setStatus] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);
  const [finalizeError, setFinalizeError] = useState<string | null>(null);
  const [closed, setClosed] = useState(false);

  const refreshAffected = () => {
    const { userId, turfId } = state.bookingDetails;
    void queryClient.invalidateQueries({ queryKey: myBookingsKeys.user(userId) });
    void queryClient.invalidateQueries({ queryKey: turfKeys.availability(turfId) });
    void queryClient.invalidateQueries({ queryKey: ownHoldsKeys.turf(turfId) });
    if (state.split) void queryClient.invalidateQueries({ queryKey: splitKeys.all });
    if (state.game) void queryClient.invalidateQueries({ queryKey: ['games'] });
    // A move's difference paid: the booking's page shows it moved, not as it was cached.
    if (state.move)
      void queryClient.invalidateQueries({ queryKey: ['booking-detail', state.move.bookingId] });
  };

  const pay = async (client: CardPaymentClient, billingName: string) => {
    if (inFlight.current || closed) return;
    inFlight.current = true;
    setProcessing(true);
    setFinalizeError(null);
    const toasts = finalizeToasts(t, state.bookingDetails, state.split, state.game, state.move);

    // What finalizing answered names the booking made, whose page confirms it.
    let finalized: unknown = null;
    const outcome = await payAndFinalize({
      client,
      clientSecret: state.clientSecret,
      billingName,
      finalize: async (paymentId) => {
        finalized = await finalizeCheckout(state, paymentId);
        return finalized;
      },
      onStatus: setStatus,
    });

    if (outcome.kind === 'finalized') {
      toast.success(toasts.success, PAYMENT_TOAST);
      clearPaymentSession();
      // The subscription screen's draft (its slots) is bought now: forget it.
      if (isSubscriptionDetails(state.bookingDetails)) {
        clearSubscriptionDraft(state.bookingDetails.turfId);
      }
      refreshAffected();
      navigate(pathAfterPaying(state, finalized), { replace: true });
      return;
    }
    if (outcome.kind === 'finalize-failed') {
      toast.error(toasts.failure, PAYMENT_TOAST);
      setFinalizeError(outcome.message ?? (outcome.retryable ? FINALIZE_RETRY_NOTE : null));
      refreshAffected();
      if (!outcome.retryable) {
        setClosed(true);
        clearPaymentSession();
      }
    }
    inFlight.current = false;
    setProcessing(false);
  };

  return { status, processing, finalizeError, closed, pay };
}
