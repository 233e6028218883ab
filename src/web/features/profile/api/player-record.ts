import { useQuery } from '@tanstack/react-query';
import type { PlayerRecordAnswer } from '../../../../shared/api/check-in-contract';
import { API_BASE, api } from '../../../lib/api-client';

// The player's own record (docs/decisions/043), on their profile.

export function usePlayerRecord() {
  return useQuery({
    queryKey: ['user-record'] as const,
    queryFn: ({ signal }) => api.get<PlayerRecordAnswer>(`${API_BASE}/user/record`, signal),
  });
}
