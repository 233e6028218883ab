import { useQuery } from '@tanstack/react-query';
import type {
  TURF_BOOKINGS_PAGE_MAX,
  TurfBookingsAnswer,
} from '../../../../shared/api/booking-contract';
import type { BookingJson } from '../../../../shared/booking-types';
import { API_BASE, api } from '../../../lib/api-client';

// GET /api/v1/booking/get-turf-bookings/:turfId?view=owner: the turf's paid bookings with the
// customer, those its players cancelled too (with the refund), for its owner and the admin
// (anyone else gets 403). The history comes a page at a time (docs/decisions/015); the table
// and its totals need all of it, so every page is read, each as large as the server allows.

/** The contract's largest page (checked against it by type, so no schema reaches the bundle). */
const PAGE_SIZE: typeof TURF_BOOKINGS_PAGE_MAX = 1000;

export const ownerTurfBookingsKey = (turfId: string) => ['turf-bookings', turfId, 'owner'] as const;

export async function getOwnerTurfBookings(
  turfId: string,
  signal?: AbortSignal,
): Promise<BookingJson[]> {
  const path = `${API_BASE}/booking/get-turf-bookings/${encodeURIComponent(turfId)}`;
  const bookings: BookingJson[] = [];
  let cursor: string | null = null;
  do {
    const params = new URLSearchParams({ view: 'owner', limit: String(PAGE_SIZE) });
    if (cursor) params.set('cursor', cursor);
    const answer: TurfBookingsAnswer = await api.get<TurfBookingsAnswer>(
      `${path}?${params}`,
      signal,
    );
    // The owner's view answers full bookings only.
    bookings.push(...((answer.bookings ?? []) as BookingJson[]));
    cursor = answer.next ?? null;
  } while (cursor);
  return bookings;
}

export function useOwnerTurfBookings(turfId: string, enabled: boolean) {
  return useQuery({
    queryKey: ownerTurfBookingsKey(turfId),
    enabled,
    queryFn: ({ signal }) => getOwnerTurfBookings(turfId, signal),
  });
}
