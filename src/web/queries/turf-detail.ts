import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PublicBookingSlot } from '../../shared/booking-types';
import type { TurfAnswer, TurfJson } from '../../shared/turf-types';
import { API_BASE, api } from '../lib/api-client';

export const turfKeys = {
  detail: (turfId: string) => ['turf', turfId] as const,
  availability: (turfId: string) => ['turf-availability', turfId] as const,
};

/** One turf with its ratings; a turf passed along by the list shows at once meanwhile. */
export function useTurf(turfId: string, passed: TurfJson | null, enabled = true) {
  return useQuery({
    queryKey: turfKeys.detail(turfId),
    enabled,
    queryFn: ({ signal }) =>
      api
        .get<TurfAnswer>(`${API_BASE}/turf/turf/${encodeURIComponent(turfId)}`, signal)
        .then((body) => body.turf),
    placeholderData: passed && passed._id === turfId ? passed : undefined,
  });
}

/** The turf's taken slots between two venue dates (inclusive), refreshed every minute. */
export function useTurfAvailability(turfId: string, from: string | null, to: string | null) {
  return useQuery<PublicBookingSlot[]>({
    queryKey: [...turfKeys.availability(turfId), from, to],
    enabled: !!from && !!to,
    queryFn: ({ signal }) =>
      api
        .get<{ bookings: PublicBookingSlot[] }>(
          `${API_BASE}/booking/get-turf-bookings/${encodeURIComponent(turfId)}?from=${from}&to=${to}`,
          signal,
        )
        .then((body) => body.bookings),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
}
