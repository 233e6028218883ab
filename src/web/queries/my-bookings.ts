import { useQuery } from '@tanstack/react-query';
import type { BookingJson } from '../../shared/booking-types';
import { API_BASE, api } from '../lib/api-client';

// A player's own bookings (spec §7 get-user-bookings). The checkout invalidates this key once a
// payment has made a booking, so /displaybookings shows it at once.

export const myBookingsKeys = {
  all: ['user-bookings'] as const,
  user: (userId: string) => ['user-bookings', userId] as const,
};

/** Newest created first, whatever order the answer came in. */
export function newestCreatedFirst(bookings: readonly BookingJson[]): BookingJson[] {
  return [...bookings].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

export function useMyBookings(userId: string) {
  return useQuery({
    queryKey: myBookingsKeys.user(userId),
    queryFn: ({ signal }) =>
      api
        .get<{ bookings: BookingJson[] }>(
          `${API_BASE}/booking/get-user-bookings/${encodeURIComponent(userId)}`,
          signal,
        )
        .then((body) => newestCreatedFirst(body.bookings ?? [])),
  });
}
