import type { QueryClient } from '@tanstack/react-query';
import { ownerTurfsKeys } from './owner-turfs';
import { pendingTurfsKey } from './pending-turfs';
import { turfKeys } from './turf-detail';

/**
 * A turf was added, approved or rejected: every list that may show it is stale — the public
 * lists (['turfs', ...]), the admin's pending list, the owners' lists, and the turf itself.
 */
export function invalidateTurfQueries(queryClient: QueryClient, turfId?: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['turfs'] }),
    queryClient.invalidateQueries({ queryKey: pendingTurfsKey }),
    queryClient.invalidateQueries({ queryKey: ownerTurfsKeys.all }),
    turfId ? queryClient.invalidateQueries({ queryKey: turfKeys.detail(turfId) }) : null,
  ]);
}
