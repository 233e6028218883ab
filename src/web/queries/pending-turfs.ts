import { useQuery } from '@tanstack/react-query';
import type { TurfListAnswer } from '../../shared/turf-types';
import { API_BASE, api } from '../lib/api-client';

// GET /api/v1/turf/getPendingTurfs (admin, spec §7). Adding a turf and reviewing one invalidate it.

export const pendingTurfsKey = ['pending-turfs'] as const;

export function usePendingTurfs() {
  return useQuery({
    queryKey: pendingTurfsKey,
    queryFn: ({ signal }) =>
      api
        .get<TurfListAnswer>(`${API_BASE}/turf/getPendingTurfs`, signal)
        .then((answer) => answer.turfs ?? []),
  });
}
