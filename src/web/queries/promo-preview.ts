import { useQuery } from '@tanstack/react-query';
import type { PromoPreviewAnswer } from '../../shared/api/promo-contract';
import { paiseToRupeesText, rupeesToPaise } from '../../shared/pricing';
import { API_BASE, api } from '../lib/api-client';

// What a promo code takes off the charge a player sees, asked of the server without using the
// code (GET /api/v1/promo-codes/:code/preview, docs/decisions/035). Pay Now checks it again.

export interface PromoPreview {
  code: string;
  discountPaise: number;
  /** What the player pays after it. */
  finalPaise: number;
}

export function usePromoPreview(code: string | null, turfId: string, chargePaise: number) {
  return useQuery({
    queryKey: ['promo-preview', code, turfId, chargePaise] as const,
    enabled: !!code && chargePaise > 0,
    retry: false,
    staleTime: 30_000,
    queryFn: async ({ signal }): Promise<PromoPreview> => {
      const query = new URLSearchParams({ turfId, amount: paiseToRupeesText(chargePaise) });
      const answer = await api.get<PromoPreviewAnswer>(
        `${API_BASE}/promo-codes/${encodeURIComponent(code!)}/preview?${query}`,
        signal,
      );
      return {
        code: answer.code,
        discountPaise: rupeesToPaise(answer.discount) ?? 0,
        finalPaise: rupeesToPaise(answer.amount) ?? chargePaise,
      };
    },
  });
}
