import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  VenueBookingAnswer,
  VenueBookingsAnswer,
} from '../../shared/api/venue-booking-contract';
import type { VenuePaymentMethod } from '../../shared/venue-bookings';
import { API_BASE, api } from '../lib/api-client';
import { dayCloseKeys } from './day-close';
import { ownerTurfsKeys } from './owner-turfs';
import { turfKeys } from './turf-detail';

// The owner's phone and walk-in bookings (docs/decisions/032): GET and POST
// /api/v1/owner/turfs/:turfId/venue-bookings, and POST /api/v1/owner/venue-bookings/:id/paid or
// /cancel. Shared by the bookings screen and the week calendar; each change refreshes both, the
// turf's availability (players see the slot Booked or free) and the owner's figures.

export const venueBookingKeys = {
  turf: (turfId: string) => ['venue-bookings', turfId] as const,
};

const turfPath = (turfId: string) =>
  `${API_BASE}/owner/turfs/${encodeURIComponent(turfId)}/venue-bookings`;

export function useVenueBookings(turfId: string, enabled = true) {
  return useQuery({
    queryKey: venueBookingKeys.turf(turfId),
    enabled,
    queryFn: ({ signal }) => api.get<VenueBookingsAnswer>(turfPath(turfId), signal),
  });
}

export interface VenueBookingRequest {
  courtId: string | null;
  date: string;
  start: number;
  end: number;
  source: 'phone' | 'walk_in';
  customerName: string;
  customerPhone: string;
  price: string;
  paidBy: string;
}

function useVenueChange<Variables>(
  turfId: string,
  send: (variables: Variables) => Promise<VenueBookingAnswer>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    // Refreshed after a refusal too: a 409 means the slot was taken meanwhile.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: venueBookingKeys.turf(turfId) }),
        // The week calendar (features/owner-calendar keys it so; features do not share code).
        queryClient.invalidateQueries({ queryKey: ['owner-calendar', turfId] }),
        queryClient.invalidateQueries({ queryKey: turfKeys.availability(turfId) }),
        queryClient.invalidateQueries({ queryKey: ownerTurfsKeys.all }),
        // A payment taken or undone changes the day's takings at the desk.
        queryClient.invalidateQueries({ queryKey: dayCloseKeys.turf(turfId) }),
      ]),
  });
}

export function useRecordVenueBooking(turfId: string) {
  return useVenueChange(turfId, (body: VenueBookingRequest) =>
    api.post<VenueBookingAnswer>(turfPath(turfId), body),
  );
}

export function useMarkVenueBookingPaid(turfId: string) {
  return useVenueChange(turfId, (change: { bookingId: string; method: VenuePaymentMethod }) =>
    api.post<VenueBookingAnswer>(
      `${API_BASE}/owner/venue-bookings/${encodeURIComponent(change.bookingId)}/paid`,
      { method: change.method },
    ),
  );
}

export function useCancelVenueBooking(turfId: string) {
  return useVenueChange(turfId, (bookingId: string) =>
    api.post<VenueBookingAnswer>(
      `${API_BASE}/owner/venue-bookings/${encodeURIComponent(bookingId)}/cancel`,
    ),
  );
}
