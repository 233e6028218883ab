import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '../../shared/api-types';
import { API_BASE, api } from './api-client';

// The runtime settings of this deployment (payment and image providers, currency).
// Features that pay or upload read them through this query.

export const configQueryOptions = queryOptions({
  queryKey: ['config'],
  queryFn: ({ signal }) => api.get<PublicConfig>(`${API_BASE}/config`, signal),
  staleTime: Infinity,
});

export function useConfigQuery() {
  return useQuery(configQueryOptions);
}
