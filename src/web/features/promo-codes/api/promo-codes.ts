import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OwnerTurfsAnswer } from '../../../../shared/api/owner-contract';
import type {
  PromoCodeBody,
  PromoCodeJson,
  PromoCodesAnswer,
} from '../../../../shared/api/promo-contract';
import { API_BASE, api } from '../../../lib/api-client';
import { ownerTurfsKeys } from '../../../queries/owner-turfs';

// The promo code screens' calls (docs/decisions/035): an owner's under /api/v1/owner, the
// admin's under /api/v1/admin. Creating a code refreshes the list it joins.

export type PromoMaker = 'owner' | 'admin';

export const promoCodeKeys = {
  list: (who: PromoMaker) => ['promo-codes', who] as const,
};

export function usePromoCodes(who: PromoMaker) {
  return useQuery({
    queryKey: promoCodeKeys.list(who),
    queryFn: ({ signal }) =>
      api
        .get<PromoCodesAnswer>(`${API_BASE}/${who}/promo-codes`, signal)
        .then((answer) => answer.promoCodes),
  });
}

export function useCreatePromoCode(who: PromoMaker) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PromoCodeBody) =>
      api.post<{ promoCode: PromoCodeJson; message: string }>(
        `${API_BASE}/${who}/promo-codes`,
        body,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promoCodeKeys.list(who) }),
  });
}

/** The owner's turfs to choose from (approved or not: a code may wait for its turf's approval). */
export function useOwnTurfChoices(userId: string | null) {
  return useQuery({
    queryKey: [...ownerTurfsKeys.owner(userId ?? ''), 'promo-choices'] as const,
    enabled: !!userId,
    queryFn: ({ signal }) =>
      api
        .get<OwnerTurfsAnswer>(
          `${API_BASE}/turf/owner-turfs/${encodeURIComponent(userId!)}`,
          signal,
        )
        .then((answer) => answer.turfs.map((turf) => ({ _id: turf._id, name: turf.name }))),
  });
}
