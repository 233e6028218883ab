import { useQuery } from '@tanstack/react-query';
import type { BookingJson } from '../../shared/booking-types';
import { API_BASE, api } from '../lib/api-client';
import { keepOnDevice, type SavedAnswer } from './device-copies';

// A player's own bookings (spec §7 get-user-bookings). The checkout invalidates this key once a
// payment has made a booking, so /displaybookings shows it at once. Each answer is also saved on
// the device for the logged-in player, so the list still opens offline (docs/decisions/060).

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
        .then((body) => newestCreatedFirst(body.bookings ?? []))
        .then(keepOnDevice(userId, savedBookings.name)),
  });
}

/** The list as saved on the device; the schema loads only when a saved copy is read. */
export const savedBookings: SavedAnswer<BookingJson[]> = {
  name: 'bookings',
  check: async (value) => {
    const { bookingSchema } = await import('../../shared/api/booking-contract');
    return bookingSchema.array().safeParse(value).success ? (value as BookingJson[]) : null;
  },
};
