import { useQuery } from '@tanstack/react-query';
import type { TurfEditListAnswer } from '../../../../shared/api/turf-edit-contract';
import { API_BASE, api } from '../../../lib/api-client';
import { adminKeys } from './admin-turfs';

/** GET /api/v1/admin/turf-edits: the owners' latest edits, newest first. */
export function useTurfEdits() {
  return useQuery({
    queryKey: adminKeys.edits,
    queryFn: ({ signal }) =>
      api
        .get<TurfEditListAnswer>(`${API_BASE}/admin/turf-edits?limit=50`, signal)
        .then((answer) => answer.edits),
  });
}
