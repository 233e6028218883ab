import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { TurfListAnswer } from '../../../../shared/turf-types';
import { API_BASE, api } from '../../../lib/api-client';
import { useLiveSearch } from '../hooks/use-live-search';
import { listQueryText, turfSearchToQuery, type TurfSearchState } from '../search-params';

// GET /api/v1/turf/getTurf for one page of the list: filters, name search, sort and the slot
// search. The key starts with 'turfs', so a turf that is added or approved refreshes
// it (queries/turf-changes).

export type ListedTurf = TurfListAnswer['turfs'][number];

export const turfSearchKey = (query: string) => ['turfs', 'search', query] as const;

/** A slot search goes stale as others book: it is asked again this often while on screen. */
const SLOT_SEARCH_REFRESH_MS = 30_000;

/**
 * One page of turfs and how many match in all. While the next page or search loads, the previous
 * one stays on screen. Spec §8: a failure is only logged (as a warning) and the list is empty.
 */
export function useTurfSearch(state: TurfSearchState) {
  const query = listQueryText(turfSearchToQuery(state));
  const result = useQuery({
    queryKey: turfSearchKey(query),
    queryFn: ({ signal }) => api.get<TurfListAnswer>(`${API_BASE}/turf/getTurf?${query}`, signal),
    placeholderData: keepPreviousData,
    refetchInterval: state.when ? SLOT_SEARCH_REFRESH_MS : false,
  });

  const shown = result.data?.turfs.map((turf) => turf._id) ?? [];
  useLiveSearch(state.when?.date ?? null, shown, turfSearchKey(query));

  const { error } = result;
  useEffect(() => {
    if (error) console.warn('Could not load the turf list:', error.message);
  }, [error]);

  const turfs = result.isError ? [] : (result.data?.turfs ?? []);
  return {
    turfs,
    // A server without paging answers no total: then the page is all there is.
    total: result.isError ? 0 : (result.data?.total ?? turfs.length),
    isLoading: result.isPending && !result.isError,
    isRefreshing: result.isPlaceholderData,
    isError: result.isError,
    refetch: result.refetch,
  };
}
