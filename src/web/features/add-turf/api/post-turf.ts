import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourtInput } from '../../../../shared/courts';
import type { TurfFormInput } from '../../../../shared/turf-form';
import type { TurfChangedAnswer } from '../../../../shared/turf-types';
import type { TFunction } from 'i18next';
import type { useErrorText } from '../../../i18n/error-text';
import { API_BASE, api, isApiRequestError } from '../../../lib/api-client';
import { invalidateTurfQueries } from '../../../queries/turf-changes';

// POST /api/v1/turf/postTurf (spec §7): a new turf, pending until the admin approves it.

/** The shared form schema's input plus the spec's fields the server sets itself. */
export type PostTurfPayload = TurfFormInput & {
  price: number;
  ratings: [];
  state: false;
  owner: string;
  /** None: one court named after the turf (docs/decisions/029). */
  courts?: CourtInput[];
};

export type PostTurfAnswer = TurfChangedAnswer;

/**
 * Spec §8: 401 asks to log in again; anything else is the server's reason (the text of its code,
 * docs/decisions/062) or a generic one.
 */
export function addTurfErrorMessage(
  error: unknown,
  t: TFunction<'add-turf'>,
  errorText: ReturnType<typeof useErrorText>,
): string {
  if (isApiRequestError(error) && error.status === 401) return t('add.loggedOut');
  return errorText(error, t('add.failed'));
}

export function usePostTurf() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: PostTurfPayload) =>
      api.post<PostTurfAnswer>(`${API_BASE}/turf/postTurf`, payload),
    onSuccess: () => invalidateTurfQueries(queryClient),
  });
}
