import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  PayoutAccountAnswer,
  PayoutAccountBody,
  PayoutsAnswer,
} from '../../../../shared/api/payout-contract';
import { API_BASE, api } from '../../../lib/api-client';

// The owner's payout screens' calls (docs/decisions/054), under /api/v1/owner. Saving the account
// refreshes the payouts, whose message says whether they wait for it.

export const payoutKeys = {
  account: ['payout-account'] as const,
  payouts: ['payouts'] as const,
};

export function usePayoutAccount() {
  return useQuery({
    queryKey: payoutKeys.account,
    queryFn: ({ signal }) =>
      api
        .get<PayoutAccountAnswer>(`${API_BASE}/owner/payout-account`, signal)
        .then((answer) => answer.account),
  });
}

export function useSavePayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PayoutAccountBody) =>
      api.put<PayoutAccountAnswer>(`${API_BASE}/owner/payout-account`, body),
    onSuccess: (answer) => {
      queryClient.setQueryData(payoutKeys.account, answer.account);
      return queryClient.invalidateQueries({ queryKey: payoutKeys.payouts });
    },
  });
}

export function usePayouts() {
  return useQuery({
    queryKey: payoutKeys.payouts,
    queryFn: ({ signal }) => api.get<PayoutsAnswer>(`${API_BASE}/owner/payouts`, signal),
  });
}
