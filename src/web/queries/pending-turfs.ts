import { useQuery } from '@tanstack/react-query';
import type { PendingTurfListAnswer } from '../../shared/api/admin-turfs-contract';
import { API_BASE, api } from '../lib/api-client';

// GET /api/v1/turf/getPendingTurfs (admin, spec §7), each turf with its owner's name and the date
// it was submitted. Adding a turf and reviewing one invalidate it.

export const pendingTurfsKey = ['pending-turfs'] as const;

export function usePendingTurfs() {
  return useQuery({
    queryKey: pendingTurfsKey,
    queryFn: ({ signal }) =>
      api
        .get<PendingTurfListAnswer>(`${API_BASE}/turf/getPendingTurfs`, signal)
        .then((answer) => answer.turfs ?? []),
  });
}
