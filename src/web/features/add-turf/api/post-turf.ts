import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourtInput } from '../../../../shared/courts';
import type { TurfFormInput } from '../../../../shared/turf-form';
import type { TurfChangedAnswer } from '../../../../shared/turf-types';
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

export const ADD_TURF_MESSAGES = {
  success: 'Turf added successfully! Waiting for admin approval.',
  loggedOut: 'You must be logged in to add a turf. Please log in again.',
  failed: 'Failed to add turf. Please try again.',
} as const;

/** Spec §8: 401 asks to log in again; anything else is the server's message or a generic one. */
export function addTurfErrorMessage(error: unknown): string {
  if (isApiRequestError(error)) {
    if (error.status === 401) return ADD_TURF_MESSAGES.loggedOut;
    return error.serverMessage ?? ADD_TURF_MESSAGES.failed;
  }
  return ADD_TURF_MESSAGES.failed;
}

export function usePostTurf() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: PostTurfPayload) =>
      api.post<PostTurfAnswer>(`${API_BASE}/turf/postTurf`, payload),
    onSuccess: () => invalidateTurfQueries(queryClient),
  });
}
