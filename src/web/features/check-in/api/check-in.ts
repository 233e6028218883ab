import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AttendanceBody,
  AttendanceDayAnswer,
  CheckInAnswer,
} from '../../../../shared/api/check-in-contract';
import { API_BASE, api } from '../../../lib/api-client';

// The owner's check-in calls under /api/v1/owner (docs/decisions/043): a booking by reference,
// a day's bookings with their marks, and marking one. A mark refreshes both.

const checkInKeys = {
  all: ['check-in'] as const,
  reference: (reference: string) => ['check-in', 'reference', reference] as const,
  day: (date: string, turfId: string) => ['check-in', 'day', date, turfId] as const,
};

export function useCheckInLookup(reference: string) {
  return useQuery({
    queryKey: checkInKeys.reference(reference),
    queryFn: ({ signal }) =>
      api.get<CheckInAnswer>(`${API_BASE}/owner/check-in/${encodeURIComponent(reference)}`, signal),
    enabled: reference !== '',
    retry: false,
  });
}

export function useAttendanceDay(date: string, turfId: string) {
  const query = new URLSearchParams();
  if (date) query.set('date', date);
  if (turfId) query.set('turfId', turfId);
  return useQuery({
    queryKey: checkInKeys.day(date, turfId),
    queryFn: ({ signal }) =>
      api.get<AttendanceDayAnswer>(`${API_BASE}/owner/attendance?${query}`, signal),
    retry: false,
  });
}

export function useMarkAttendance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, ...body }: { bookingId: string } & AttendanceBody) =>
      api.post<CheckInAnswer & { message: string }>(
        `${API_BASE}/owner/bookings/${encodeURIComponent(bookingId)}/attendance`,
        body,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checkInKeys.all }),
  });
}
