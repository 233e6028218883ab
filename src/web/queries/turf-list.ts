import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { filtersToQuery, type TurfFilterState } from '../../shared/turf-filters';
import type { TurfJson, TurfListAnswer } from '../../shared/turf-types';
import { API_BASE, api } from '../lib/api-client';

// GET /api/v1/turf/getTurf with the filters (spec §7): approved turfs only, filtered by the server.

export type TurfListResponse = TurfListAnswer;

/** The query parameters are part of the key, so each filter combination is cached on its own. */
export const turfListQueryKey = (filters: TurfFilterState) =>
  ['turfs', 'list', filtersToQuery(filters)] as const;

export function turfListPath(filters: TurfFilterState): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filtersToQuery(filters))) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}/turf/getTurf${search ? `?${search}` : ''}`;
}

export async function getTurfList(
  filters: TurfFilterState,
  signal?: AbortSignal,
): Promise<TurfJson[]> {
  const answer = await api.get<TurfListResponse>(turfListPath(filters), signal);
  return answer.turfs;
}

/**
 * The turfs for a filter state. While a new filter loads, the previous list stays on screen.
 * Spec §8: a failure is only logged (as a warning) and the list is empty.
 */
export function useTurfList(filters: TurfFilterState) {
  const query = useQuery({
    queryKey: turfListQueryKey(filters),
    queryFn: ({ signal }) => getTurfList(filters, signal),
    placeholderData: keepPreviousData,
  });

  const { error } = query;
  useEffect(() => {
    if (error) console.warn('Could not load the turf list:', error.message);
  }, [error]);

  return {
    turfs: query.isError ? [] : (query.data ?? []),
    isLoading: query.isPending && !query.isError,
    isRefreshing: query.isPlaceholderData,
    isError: query.isError,
    refetch: query.refetch,
  };
}
