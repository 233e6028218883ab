import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PricingAnswer } from '../../../../shared/api/pricing-contract';
import type { PriceRulesBody } from '../../../../shared/price-rules-form';
import { API_BASE, api } from '../../../lib/api-client';
import { invalidateTurfQueries } from '../../../queries/turf-changes';

// A listing's prices under /api/v1/owner/turfs/:turfId/pricing (docs/decisions/034). Saving
// refreshes every screen that shows the turf, so its grid and lists show the new prices at once.

const pricingKey = (turfId: string) => ['owner-pricing', turfId] as const;
const pricingUrl = (turfId: string) =>
  `${API_BASE}/owner/turfs/${encodeURIComponent(turfId)}/pricing`;

export function useOwnerPricing(turfId: string) {
  return useQuery({
    queryKey: pricingKey(turfId),
    queryFn: ({ signal }) => api.get<PricingAnswer>(pricingUrl(turfId), signal),
    retry: false,
  });
}

export function useSavePricing(turfId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PriceRulesBody) => api.put<PricingAnswer>(pricingUrl(turfId), body),
    onSuccess: (answer) => {
      queryClient.setQueryData(pricingKey(turfId), answer);
      return invalidateTurfQueries(queryClient, turfId);
    },
  });
}
