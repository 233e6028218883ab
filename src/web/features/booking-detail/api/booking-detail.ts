import { useQuery } from '@tanstack/react-query';
import type {
  BookingDetail,
  BookingDetailAnswer,
} from '../../../../shared/api/booking-detail-contract';
import { API_BASE, api } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import { bookingCopyName } from '../../../lib/device-copies';
import { keepOnDevice, type SavedAnswer } from '../../../queries/device-copies';

// GET /api/v1/booking/:bookingId: one of the player's own bookings with its venue, history,
// refund, subscription slots and what the policy lets the player do now. Cancel and reschedule
// answer the same shape, which replaces the cached one. Each answer is also saved on the device
// for the logged-in player, so the booking and its gate pass open offline (docs/decisions/060).

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
  const userId = useAuthStore((state) => state.user?._id ?? null);
  return useQuery<BookingDetail>({
    queryKey: bookingDetailKeys.one(bookingId),
    queryFn: ({ signal }) =>
      api
        .get<BookingDetailAnswer>(bookingPath(bookingId), signal)
        .then((body) => body.booking)
        .then(keepOnDevice(userId, bookingCopyName(bookingId))),
  });
}

/** A booking as saved on the device; the schema loads only when a saved copy is read. */
export function savedBooking(bookingId: string): SavedAnswer<BookingDetail> {
  return {
    name: bookingCopyName(bookingId),
    check: async (value) => {
      const { bookingDetailSchema } =
        await import('../../../../shared/api/booking-detail-contract');
      return bookingDetailSchema.safeParse(value).success ? (value as BookingDetail) : null;
    },
  };
}
