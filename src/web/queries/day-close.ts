import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DayCloseAnswer, DayCloseBody } from '../../shared/api/day-close-contract';
import { API_BASE, api } from '../lib/api-client';

// A venue's day close (docs/decisions/066): GET and POST /api/v1/owner/turfs/:turfId/day-close.
// Here beside the venue bookings' queries, since a desk payment changes the day's figures.

export const dayCloseKeys = {
  turf: (turfId: string) => ['day-close', turfId] as const,
  day: (turfId: string, date: string) => ['day-close', turfId, date] as const,
};

const path = (turfId: string) => `${API_BASE}/owner/turfs/${encodeURIComponent(turfId)}/day-close`;

export function useDayClose(turfId: string, date: string) {
  return useQuery({
    queryKey: dayCloseKeys.day(turfId, date),
    enabled: date !== '',
    queryFn: ({ signal }) =>
      api.get<DayCloseAnswer>(`${path(turfId)}?date=${encodeURIComponent(date)}`, signal),
    retry: false,
  });
}

export function useCloseDay(turfId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DayCloseBody) => api.post<DayCloseAnswer>(path(turfId), body),
    // A 409 means someone else closed it meanwhile: read it again either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: dayCloseKeys.turf(turfId) }),
  });
}
