import { useQuery } from '@tanstack/react-query';
import type {
  SubscriptionPriceAnswer,
  SubscriptionPriceBody,
} from '../../../../shared/api/pricing-contract';
import type { TimeRange } from '../../../../shared/slots';
import { API_BASE, api } from '../../../lib/api-client';
import { slotText, sortSlots } from '../subscription-order';

// What Pay Now would charge for the slots planned so far (POST /turf/:turfId/subscription-price,
// docs/decisions/039): the server's own price, each slot on the court it would be given.

export function useSubscriptionQuote(turfId: string, slots: readonly TimeRange[]) {
  const sorted = sortSlots(slots);
  const body: SubscriptionPriceBody = { selectedSlots: sorted.map(slotText) };
  return useQuery({
    queryKey: ['subscription-quote', turfId, body.selectedSlots],
    enabled: slots.length > 0,
    queryFn: () =>
      api.post<SubscriptionPriceAnswer>(
        `${API_BASE}/turf/${encodeURIComponent(turfId)}/subscription-price`,
        body,
      ),
    // Offers move with the clock: ask again when the player comes back to the page.
    staleTime: 30_000,
    retry: false,
  });
}
