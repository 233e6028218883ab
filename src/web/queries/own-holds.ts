import { useQuery } from '@tanstack/react-query';
import type { OwnHold, OwnHoldsAnswer } from '../../shared/api/hold-contract';
import { API_BASE, api } from '../lib/api-client';

// The player's own unpaid holds on a turf (docs/decisions/025), for its grid: theirs to resume
// or release. The checkout and a release refresh it; so does the turf's live stream.

export const ownHoldsKeys = {
  all: ['own-holds'] as const,
  turf: (turfId: string) => ['own-holds', turfId] as const,
};

/** The holds with the moment (this browser's clock) each was read, so a countdown can run. */
export interface OwnHoldsRead {
  holds: OwnHold[];
  readAt: number;
}

export function useOwnHolds(turfId: string, enabled: boolean) {
  return useQuery<OwnHoldsRead>({
    queryKey: ownHoldsKeys.turf(turfId),
    enabled: enabled && !!turfId,
    // A hold lives 10 minutes: what is shown must be what the server holds now.
    staleTime: 0,
    queryFn: ({ signal }) =>
      api
        .get<OwnHoldsAnswer>(
          `${API_BASE}/payment/holds?turfId=${encodeURIComponent(turfId)}`,
          signal,
        )
        .then((body) => ({ holds: body.holds, readAt: Date.now() })),
  });
}
