import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EditTurfAnswer, EditTurfBody } from '../../../../shared/api/turf-edit-contract';
import type { TurfJson } from '../../../../shared/turf-types';
import { API_BASE, apiRequest, isApiRequestError } from '../../../lib/api-client';
import { invalidateTurfQueries } from '../../../queries/turf-changes';
import { turfKeys } from '../../../queries/turf-detail';

// PUT /api/v1/turf/:turfId: the owner (or the admin) saves the edit form.

export const EDIT_TURF_MESSAGES = {
  loggedOut: 'Your session has ended. Please log in again to save your changes.',
  failed: 'Failed to save the turf. Please try again.',
} as const;

export function editTurfErrorMessage(error: unknown): string {
  if (isApiRequestError(error)) {
    if (error.status === 401) return EDIT_TURF_MESSAGES.loggedOut;
    return error.serverMessage ?? EDIT_TURF_MESSAGES.failed;
  }
  return EDIT_TURF_MESSAGES.failed;
}

export function useEditTurf(turfId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EditTurfBody) =>
      apiRequest<EditTurfAnswer>(`${API_BASE}/turf/${encodeURIComponent(turfId)}`, {
        method: 'PUT',
        json: body,
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData<TurfJson>(turfKeys.detail(turfId), answer.turf);
      return Promise.all([
        invalidateTurfQueries(queryClient, turfId),
        // The admin's screens (every turf, the recent edits) keep their queries under 'admin'.
        queryClient.invalidateQueries({ queryKey: ['admin'] }),
      ]);
    },
  });
}
