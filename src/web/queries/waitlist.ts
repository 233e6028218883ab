import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  WaitingCountsAnswer,
  WaitlistAnswer,
  WaitlistEntry,
} from '../../shared/api/waitlist-contract';
import type { MessageAnswer } from '../../shared/api/common-contract';
import { API_BASE, api } from '../lib/api-client';

// The waitlist (docs/decisions/033): a player's entries (joined from a turf's grid, listed and
// left on their bookings page) and, for a turf's keeper, how many wait for each range.

export const waitlistKeys = {
  mine: ['waitlist', 'mine'] as const,
  turf: (turfId: string) => ['waitlist', 'turf', turfId] as const,
};

export interface JoinWaitlistRequest {
  turfId: string;
  date: string;
  startTime: string;
  endTime: string;
}

export function useMyWaitlist(enabled: boolean) {
  return useQuery({
    queryKey: waitlistKeys.mine,
    enabled,
    queryFn: ({ signal }) =>
      api.get<WaitlistAnswer>(`${API_BASE}/waitlist`, signal).then((body) => body.entries),
  });
}

export function useJoinWaitlist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: JoinWaitlistRequest) =>
      api.post<{ message: string; entry: WaitlistEntry }>(`${API_BASE}/waitlist`, request),
    onSuccess: () => client.invalidateQueries({ queryKey: waitlistKeys.mine }),
  });
}

export function useLeaveWaitlist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (entryId: string) =>
      api.delete<MessageAnswer>(`${API_BASE}/waitlist/${encodeURIComponent(entryId)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: waitlistKeys.mine }),
  });
}

export function useWaitingCounts(turfId: string) {
  return useQuery({
    queryKey: waitlistKeys.turf(turfId),
    enabled: !!turfId,
    queryFn: ({ signal }) =>
      api
        .get<WaitingCountsAnswer>(`${API_BASE}/waitlist/turf/${encodeURIComponent(turfId)}`, signal)
        .then((body) => body.ranges),
  });
}
