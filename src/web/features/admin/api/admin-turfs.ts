import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminTurfAnswer,
  AdminTurfChangedAnswer,
  AdminTurfListAnswer,
  ListingStatus,
} from '../../../../shared/api/admin-turfs-contract';
import { API_BASE, api } from '../../../lib/api-client';
import { invalidateTurfQueries } from '../../../queries/turf-changes';

// The admin's view of every turf and its unlist / list again. Every admin
// query lives under 'admin', which an edit, an unlist or a review makes stale at once.

export interface AdminTurfFilters {
  search: string;
  status: ListingStatus | null;
  offset: number;
}

export const ADMIN_TURFS_PAGE = 50;

export const adminKeys = {
  all: ['admin'] as const,
  turfLists: ['admin', 'turfs'] as const,
  turfs: (filters: AdminTurfFilters) => ['admin', 'turfs', filters] as const,
  turf: (turfId: string) => ['admin', 'turf', turfId] as const,
  edits: ['admin', 'turf-edits'] as const,
};

export function useAdminTurfs(filters: AdminTurfFilters) {
  const params = new URLSearchParams({ limit: String(ADMIN_TURFS_PAGE) });
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.status) params.set('status', filters.status);
  if (filters.offset > 0) params.set('offset', String(filters.offset));
  return useQuery({
    queryKey: adminKeys.turfs(filters),
    queryFn: ({ signal }) =>
      api.get<AdminTurfListAnswer>(`${API_BASE}/admin/turfs?${params}`, signal),
    // The list stays on screen while the next search's answer is on its way.
    placeholderData: keepPreviousData,
  });
}

/** One turf's standing and owner, for the review screen. */
export function useAdminTurf(turfId: string) {
  return useQuery({
    queryKey: adminKeys.turf(turfId),
    queryFn: ({ signal }) =>
      api
        .get<AdminTurfAnswer>(`${API_BASE}/admin/turfs/${encodeURIComponent(turfId)}`, signal)
        .then((answer) => answer.turf),
  });
}

/** POST unlist or list: the public lists and every admin list change with it. */
export function useListingChange(action: 'unlist' | 'list') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (turfId: string) =>
      api.post<AdminTurfChangedAnswer>(
        `${API_BASE}/admin/turfs/${encodeURIComponent(turfId)}/${action}`,
      ),
    onSuccess: (answer) =>
      Promise.all([
        invalidateTurfQueries(queryClient, answer.turf._id),
        queryClient.invalidateQueries({ queryKey: adminKeys.all }),
      ]),
  });
}
