import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CourtPricingAnswer, PricingAnswer } from '../../../../shared/api/pricing-contract';
import type { PriceRulesBody } from '../../../../shared/price-rules-form';
import { API_BASE, api } from '../../../lib/api-client';
import { invalidateTurfQueries } from '../../../queries/turf-changes';

// A listing's prices under /api/v1/owner/turfs/:turfId/pricing (docs/decisions/034), and one
// court's under .../courts/:courtId/pricing (docs/decisions/039). Saving refreshes every screen
// that shows the turf, so its grid and lists show the new prices at once.

/** Whose prices: the listing's (courtId null) or one court's. */
export interface PricingTarget {
  turfId: string;
  courtId: string | null;
}

/** A court's answer says whether it has prices of its own; the listing's always has. */
export type TargetPricing = PricingAnswer & { ownPrices?: boolean };

const pricingKey = ({ turfId, courtId }: PricingTarget) =>
  ['owner-pricing', turfId, courtId ?? 'listing'] as const;
const pricingUrl = ({ turfId, courtId }: PricingTarget) => {
  const turf = `${API_BASE}/owner/turfs/${encodeURIComponent(turfId)}`;
  return courtId ? `${turf}/courts/${encodeURIComponent(courtId)}/pricing` : `${turf}/pricing`;
};

export function useOwnerPricing(target: PricingTarget) {
  return useQuery({
    queryKey: pricingKey(target),
    queryFn: ({ signal }) => api.get<TargetPricing>(pricingUrl(target), signal),
    retry: false,
  });
}

function useSaved(target: PricingTarget) {
  const queryClient = useQueryClient();
  return (answer: TargetPricing) => {
    queryClient.setQueryData(pricingKey(target), answer);
    // A court that follows the listing shows the listing's prices: those change with it.
    void queryClient.invalidateQueries({ queryKey: ['owner-pricing', target.turfId] });
    return invalidateTurfQueries(queryClient, target.turfId);
  };
}

export function useSavePricing(target: PricingTarget) {
  const saved = useSaved(target);
  return useMutation({
    mutationFn: (body: PriceRulesBody) => api.put<TargetPricing>(pricingUrl(target), body),
    onSuccess: saved,
  });
}

/** The court follows the listing's prices again. */
export function useClearCourtPricing(target: PricingTarget) {
  const saved = useSaved(target);
  return useMutation({
    mutationFn: () => api.delete<CourtPricingAnswer>(pricingUrl(target)),
    onSuccess: saved,
  });
}
