import { useMutation } from '@tanstack/react-query';
import { API_BASE, api } from '../../../lib/api-client';
import type { PaymentIntentAnswer, SubscriptionPaymentRequest } from '../subscription-order';

// Proceed to Pay: POST /api/v1/payment/post-payment with the subscription's slots. The server
// re-checks every slot, prices them (sum − 15%), holds all of them or none for 10 minutes and
// opens one payment intent for the discounted price.

export function useStartSubscriptionPayment() {
  return useMutation({
    mutationFn: (request: SubscriptionPaymentRequest) =>
      api.post<PaymentIntentAnswer>(`${API_BASE}/payment/post-payment`, request),
  });
}
