import { useQuery } from '@tanstack/react-query';
import type { BookingJson } from '../../../../shared/booking-types';
import { API_BASE, api } from '../../../lib/api-client';

// GET /api/v1/booking/get-turf-bookings/:turfId?view=owner: the turf's paid bookings with the
// customer, those its players cancelled too (with the refund), for its owner and the admin
// (anyone else gets 403).

export const ownerTurfBookingsKey = (turfId: string) => ['turf-bookings', turfId, 'owner'] as const;

export function useOwnerTurfBookings(turfId: string, enabled: boolean) {
  return useQuery({
    queryKey: ownerTurfBookingsKey(turfId),
    enabled,
    queryFn: ({ signal }) =>
      api
        .get<{ bookings: BookingJson[] }>(
          `${API_BASE}/booking/get-turf-bookings/${encodeURIComponent(turfId)}?view=owner`,
          signal,
        )
        .then((answer) => answer.bookings ?? []),
  });
}
