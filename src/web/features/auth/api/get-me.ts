import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeResponse } from '../../../../shared/api-types';
import { API_BASE, api } from '../../../lib/api-client';

// Who the session cookie belongs to. Keyed by the stored user's id, so a new login
// never sees the answer cached for an earlier one.

export const meQueryKey = (userId: string | null) => ['auth', 'me', userId] as const;

export function getMe(signal?: AbortSignal): Promise<MeResponse> {
  return api.get<MeResponse>(`${API_BASE}/user/me`, signal);
}

export function meQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: meQueryKey(userId),
    queryFn: ({ signal }) => getMe(signal),
    enabled: userId !== null,
    staleTime: 5 * 60 * 1000,
  });
}

export function useMeQuery(userId: string | null) {
  return useQuery(meQueryOptions(userId));
}
