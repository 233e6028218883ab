import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PostPaymentResponse } from '../../../../shared/api/checkout-contract';
import type { SplitAnswer } from '../../../../shared/api/split-contract';
import { api } from '../../../lib/api-client';
import type { CheckoutStateInput } from '../../../lib/payments/checkout-state';
import { creditKey } from '../../../queries/my-credit';
import { splitKeys, splitPath, tokenQuery } from '../../../queries/splits';

// What a booker and their teammates do on a split's page (docs/decisions/044): start paying one
// share (card or UPI through the checkout, or whole by credit), the rest, or remove a share.

export function useStartSharePayment(splitId: string, token: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { shareId: string; useCredit: boolean }) =>
      api.post<PostPaymentResponse>(
        `${splitPath(splitId)}/shares/${encodeURIComponent(input.shareId)}/pay${tokenQuery(token)}`,
        input.useCredit ? { useCredit: true } : {},
      ),
    onSuccess: (answer) => {
      if (!answer.paidWithCredit) return;
      void queryClient.invalidateQueries({ queryKey: splitKeys.all });
      void queryClient.invalidateQueries({ queryKey: creditKey });
    },
  });
}

export function useStartRestPayment(splitId: string) {
  return useMutation({
    mutationFn: () => api.post<PostPaymentResponse>(`${splitPath(splitId)}/pay-rest`, {}),
  });
}

export function useRemoveShare(splitId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shareId: string) =>
      api.delete<SplitAnswer>(`${splitPath(splitId)}/shares/${encodeURIComponent(shareId)}`),
    onSuccess: (answer) => {
      queryClient.setQueryData(splitKeys.one(splitId), answer);
      void queryClient.invalidateQueries({ queryKey: splitKeys.mine });
    },
  });
}

/** The booker calls off the split while it collects: every paid share goes back in full. */
export function useCallOffSplit(splitId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<SplitAnswer>(`${splitPath(splitId)}/call-off`, {}),
    onSuccess: (answer) => {
      queryClient.setQueryData(splitKeys.one(splitId), answer);
      void queryClient.invalidateQueries({ queryKey: splitKeys.mine });
      void queryClient.invalidateQueries({ queryKey: creditKey });
    },
  });
}

/** The checkout for a share (or the rest) just started: the game it pays for, and the split. */
export function splitCheckout(
  answer: PostPaymentResponse,
  split: SplitAnswer,
  userId: string,
  kind: 'share' | 'rest',
  token: string | null,
): CheckoutStateInput | null {
  const game = split.game;
  if (!game || !answer.clientSecret) return null;
  return {
    clientSecret: answer.clientSecret,
    amount: answer.toPay,
    paymentId: answer.paymentId,
    bookingDetails: {
      turfId: game.turfId,
      turfName: game.turfName,
      userId,
      bookingDate: game.date,
      startTime: game.startTime,
      endTime: game.endTime,
    },
    split: { splitId: split.splitId, kind, ...(token ? { token } : {}) },
  };
}
