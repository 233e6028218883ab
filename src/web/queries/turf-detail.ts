import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { bookingDays } from '../../shared/slot-request';
import { venueNowAt } from '../hooks/use-venue-now';
import type { PublicBookingSlot } from '../../shared/booking-types';
import type { TurfAnswer, TurfJson } from '../../shared/turf-types';
import { turfAnswerPath, turfBookingsPath } from '../../shared/turf-page-requests';
import { api } from '../lib/api-client';

export const turfKeys = {
  detail: (turfId: string) => ['turf', turfId] as const,
  availability: (turfId: string) => ['turf-availability', turfId] as const,
};

function turfQuery(turfId: string) {
  return queryOptions({
    queryKey: turfKeys.detail(turfId),
    queryFn: ({ signal }) =>
      api.get<TurfAnswer>(turfAnswerPath(turfId), signal).then((body) => body.turf),
  });
}

function availabilityQuery(turfId: string, from: string | null, to: string | null) {
  return queryOptions({
    queryKey: [...turfKeys.availability(turfId), from, to],
    queryFn: ({ signal }) =>
      api
        .get<{ bookings: PublicBookingSlot[] }>(turfBookingsPath(turfId, from, to), signal)
        .then((body) => body.bookings),
  });
}

/** One turf with its ratings; a turf passed along by the list shows at once meanwhile. */
export function useTurf(turfId: string, passed: TurfJson | null, enabled = true) {
  return useQuery({
    ...turfQuery(turfId),
    enabled,
    placeholderData: passed && passed._id === turfId ? passed : undefined,
  });
}

/** The turf's taken slots between two venue dates (inclusive), refreshed every minute. */
export function useTurfAvailability(turfId: string, from: string | null, to: string | null) {
  return useQuery({
    ...availabilityQuery(turfId, from, to),
    enabled: !!from && !!to,
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
}

/** What the turf page opens with: the turf and its week's bookings, as the page will ask. */
export async function prefetchTurfPage(client: QueryClient, turfId: string): Promise<void> {
  const days = bookingDays(venueNowAt(new Date(), client).date);
  await Promise.all([
    client.prefetchQuery(turfQuery(turfId)),
    client.prefetchQuery(availabilityQuery(turfId, days[0]!, days.at(-1)!)),
  ]);
}
