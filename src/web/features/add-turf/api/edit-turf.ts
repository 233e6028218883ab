import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EditTurfAnswer, EditTurfBody } from '../../../../shared/api/turf-edit-contract';
import type { TurfJson } from '../../../../shared/turf-types';
import type { TFunction } from 'i18next';
import type { useErrorText } from '../../../i18n/error-text';
import { API_BASE, apiRequest, isApiRequestError } from '../../../lib/api-client';
import { invalidateTurfQueries } from '../../../queries/turf-changes';
import { turfKeys } from '../../../queries/turf-detail';

// PUT /api/v1/turf/:turfId: the owner (or the admin) saves the edit form.

export function editTurfErrorMessage(
  error: unknown,
  t: TFunction<'add-turf'>,
  errorText: ReturnType<typeof useErrorText>,
): string {
  if (isApiRequestError(error) && error.status === 401) return t('edit.loggedOut');
  return errorText(error, t('edit.failed'));
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
