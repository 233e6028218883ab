import { useMutation } from '@tanstack/react-query';
import type {
  PostPaymentAnswer,
  PostPaymentRequest,
} from '../../../../shared/api/checkout-contract';
import { CURRENCY } from '../../../../shared/catalog';
import { API_BASE, api } from '../../../lib/api-client';

// Pay Now: POST /api/v1/payment/post-payment (spec §7, architecture §5). The server prices the
// booking, holds the slot for 10 minutes and answers the same payment when asked again.

export type PaymentIntentRequest = Pick<
  PostPaymentRequest,
  'amount' | 'userId' | 'promoCode' | 'useCredit' | 'split'
> & {
  booking: NonNullable<PostPaymentRequest['booking']>;
};

export type PaymentIntentResponse = PostPaymentAnswer;

export function useCreatePaymentIntent() {
  return useMutation({
    mutationFn: (request: PaymentIntentRequest) =>
      api.post<PaymentIntentResponse>(`${API_BASE}/payment/post-payment`, {
        amount: request.amount,
        currency: CURRENCY,
        userId: request.userId,
        booking: request.booking,
        ...(request.promoCode ? { promoCode: request.promoCode } : {}),
        ...(request.useCredit ? { useCredit: true } : {}),
        ...(request.split ? { split: request.split } : {}),
      } satisfies PostPaymentRequest),
  });
}
