import { useQuery } from '@tanstack/react-query';
import type { CreditAnswer } from '../../shared/api/credit-contract';
import { API_BASE, api } from '../lib/api-client';

// The player's own TurfBook credit (docs/decisions/040): the profile shows it, and the booking
// summary offers to spend it. Paying with it, or a refund to it, refreshes this key.

export const creditKey = ['user-credit'] as const;

export function useCredit(enabled: boolean) {
  return useQuery({
    queryKey: creditKey,
    queryFn: ({ signal }) => api.get<CreditAnswer>(`${API_BASE}/user/credit`, signal),
    enabled,
  });
}
