import { useQuery } from '@tanstack/react-query';
import type { PriceAnswer } from '../../../../shared/api/pricing-contract';
import { timeLabel } from '../../../../shared/slots';
import { API_BASE, api } from '../../../lib/api-client';

// What Pay Now would charge (GET /api/v1/turf/:turfId/price, docs/decisions/034): the server's
// own price with its parts by band, so the summary shows the paisa the card is charged.

export interface PriceQuoteRequest {
  turfId: string;
  date: string;
  start: number;
  end: number;
  courtId?: string | null;
  /** The sport played: which court a slot without one gets, so its price (decision 039). */
  sport?: string | null;
}

export function usePriceQuote(request: PriceQuoteRequest, enabled: boolean) {
  const { turfId, date, start, end, courtId, sport } = request;
  return useQuery({
    queryKey: ['price-quote', turfId, date, start, end, courtId ?? null, sport ?? null],
    enabled,
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({
        date,
        startTime: timeLabel(start),
        endTime: timeLabel(end),
        ...(courtId ? { courtId } : {}),
        ...(sport ? { sport } : {}),
      });
      return api.get<PriceAnswer>(
        `${API_BASE}/turf/${encodeURIComponent(turfId)}/price?${query}`,
        signal,
      );
    },
    // Offers move with the clock: ask again when the player comes back to the page.
    staleTime: 30_000,
    retry: false,
  });
}
