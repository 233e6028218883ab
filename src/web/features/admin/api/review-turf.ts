import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { MessageAnswer } from '../../../../shared/api-types';
import type { TurfChangedAnswer, TurfJson } from '../../../../shared/turf-types';
import { API_BASE, api, isApiRequestError } from '../../../lib/api-client';
import { invalidateTurfQueries } from '../../../queries/turf-changes';
import { turfKeys } from '../../../queries/turf-detail';
import { adminKeys } from './admin-turfs';

// The admin's two decisions on a pending turf (spec §4 "Turf approval", §7).

type Failure = 'approveFailed' | 'rejectFailed' | 'unlistFailed' | 'relistFailed';

/**
 * A failed decision: 401 is an authentication problem, anything else the action's failure (the
 * spec's messages, in the admin namespace).
 */
export function reviewErrorMessage(error: unknown, t: TFunction<'admin'>, failed: Failure): string {
  return isApiRequestError(error) && error.status === 401
    ? t('messages.authFailed')
    : t(`messages.${failed}`);
}

/** PATCH approveTurf/:id { state: true }: the turf is listed at once. */
export function useApproveTurf(turfId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.patch<TurfChangedAnswer>(`${API_BASE}/turf/approveTurf/${encodeURIComponent(turfId)}`, {
        state: true,
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData<TurfJson>(turfKeys.detail(turfId), (current) =>
        answer.turf ? { ...current, ...answer.turf } : current && { ...current, state: true },
      );
      return Promise.all([
        invalidateTurfQueries(queryClient),
        queryClient.invalidateQueries({ queryKey: adminKeys.all }),
      ]);
    },
  });
}

/** DELETE rejectTurf/:id: the turf is gone. The screen keeps showing what was reviewed. */
export function useRejectTurf(turfId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.delete<MessageAnswer>(`${API_BASE}/turf/rejectTurf/${encodeURIComponent(turfId)}`),
    onSuccess: () =>
      Promise.all([
        invalidateTurfQueries(queryClient),
        // Not the rejected turf's own admin query: it is gone, and the screen still shows it.
        queryClient.invalidateQueries({ queryKey: adminKeys.turfLists }),
        queryClient.invalidateQueries({ queryKey: adminKeys.edits }),
      ]),
  });
}
