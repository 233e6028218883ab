import { useQuery } from '@tanstack/react-query';
import type { CreditAnswer } from '../../shared/api/credit-contract';
import { API_BASE, api } from '../lib/api-client';

// The player's TurfBook credit (docs/decisions/040), read by the profile and refreshed by
// whatever moves it (a cancellation refunded to credit).

export const creditKey = ['user-credit'] as const;

export function useCredit(enabled: boolean) {
  return useQuery({
    queryKey: creditKey,
    queryFn: ({ signal }) => api.get<CreditAnswer>(`${API_BASE}/user/credit`, signal),
    enabled,
  });
}
