import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AddCourtBody,
  ChangeCourtBody,
  CourtsChangedAnswer,
} from '../../../../shared/api/owner-courts-contract';
import type { TurfJson } from '../../../../shared/turf-types';
import { API_BASE, api } from '../../../lib/api-client';
import { invalidateTurfQueries } from '../../../queries/turf-changes';
import { turfKeys } from '../../../queries/turf-detail';

// A listing's courts under /api/v1/owner/turfs/:turfId/courts (docs/decisions/030). Each answer
// is the courts in use after the change: the turf's page shows them at once, and every list
// that may show the turf is refreshed.

type CourtChange =
  | { kind: 'add'; body: AddCourtBody }
  | { kind: 'change'; courtId: string; body: ChangeCourtBody }
  | { kind: 'retire'; courtId: string };

function send(turfId: string, change: CourtChange) {
  const courts = `${API_BASE}/owner/turfs/${encodeURIComponent(turfId)}/courts`;
  if (change.kind === 'add') return api.post<CourtsChangedAnswer>(courts, change.body);
  const court = `${courts}/${encodeURIComponent(change.courtId)}`;
  if (change.kind === 'change') return api.patch<CourtsChangedAnswer>(court, change.body);
  return api.delete<CourtsChangedAnswer>(court);
}

export function useCourtChange(turfId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: CourtChange) => send(turfId, change),
    onSuccess: (answer) => {
      queryClient.setQueryData<TurfJson>(turfKeys.detail(turfId), (turf) =>
        turf ? { ...turf, courts: answer.courts } : turf,
      );
      return invalidateTurfQueries(queryClient, turfId);
    },
  });
}
