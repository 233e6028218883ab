import { useQuery } from '@tanstack/react-query';
import type {
  BookingDetail,
  BookingDetailAnswer,
} from '../../../../shared/api/booking-detail-contract';
import { API_BASE, api } from '../../../lib/api-client';

// GET /api/v1/booking/:bookingId: one of the player's own bookings with its venue, history,
// refund, subscription slots and what the policy lets the player do now. Cancel and reschedule
// answer the same shape, which replaces the cached one.

export const bookingDetailKeys = {
  all: ['booking-detail'] as const,
  one: (bookingId: string) => ['booking-detail', bookingId] as const,
  /** What a move to `target` costs (docs/decisions/053): under the booking, refreshed with it. */
  moveQuote: (bookingId: string, target: object | null) =>
    ['booking-detail', bookingId, 'move-quote', target] as const,
};

export const bookingPath = (bookingId: string) =>
  `${API_BASE}/booking/${encodeURIComponent(bookingId)}`;

export function useBookingDetail(bookingId: string) {
  return useQuery<BookingDetail>({
    queryKey: bookingDetailKeys.one(bookingId),
    queryFn: ({ signal }) =>
      api.get<BookingDetailAnswer>(bookingPath(bookingId), signal).then((body) => body.booking),
  });
}
