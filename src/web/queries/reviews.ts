import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BookingReviewAnswer,
  ReportedReviewsAnswer,
  ReviewAnswer,
  ReviewsPage,
} from '../../shared/api/review-contract';
import { API_BASE, api } from '../lib/api-client';
import { turfKeys } from './turf-detail';

// Reviews of played bookings (docs/decisions/067): a turf's pages, a booking's review, the
// reported ones for the admin; and the changes, each invalidating what it changes.

export const reviewKeys = {
  turf: (turfId: string) => ['turf-reviews', turfId] as const,
  booking: (bookingId: string) => ['booking-review', bookingId] as const,
  reported: ['reported-reviews'] as const,
};

/** A turf's reviews, newest first, a page at a time ("More"). */
export function useTurfReviews(turfId: string) {
  return useInfiniteQuery({
    queryKey: reviewKeys.turf(turfId),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      api.get<ReviewsPage>(
        `${API_BASE}/turf/${encodeURIComponent(turfId)}/reviews${
          pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''
        }`,
        signal,
      ),
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** The player's review of their booking, or why they cannot write one now. */
export function useBookingReview(bookingId: string, enabled: boolean) {
  return useQuery({
    queryKey: reviewKeys.booking(bookingId),
    enabled,
    retry: false,
    queryFn: ({ signal }) =>
      api.get<BookingReviewAnswer>(
        `${API_BASE}/booking/${encodeURIComponent(bookingId)}/review`,
        signal,
      ),
  });
}

export function useWriteReview(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: { rating: number; text: string }) =>
      api.post<ReviewAnswer>(`${API_BASE}/booking/${encodeURIComponent(bookingId)}/review`, review),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.booking(bookingId) }),
  });
}

export function useReplyToReview(turfId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, text }: { reviewId: string; text: string }) =>
      api.post<ReviewAnswer>(`${API_BASE}/reviews/${encodeURIComponent(reviewId)}/reply`, { text }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.turf(turfId) }),
  });
}

export function useReportReview() {
  return useMutation({
    mutationFn: ({ reviewId, reason }: { reviewId: string; reason: string }) =>
      api.post(`${API_BASE}/reviews/${encodeURIComponent(reviewId)}/report`, { reason }),
  });
}

export function useReportedReviews() {
  return useQuery({
    queryKey: reviewKeys.reported,
    queryFn: ({ signal }) =>
      api
        .get<ReportedReviewsAnswer>(`${API_BASE}/admin/reviews/reported`, signal)
        .then((answer) => answer.reviews),
  });
}

/** The admin hides (with a reason) or keeps a reported review. */
export function useModerateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      reviewId,
      hideReason,
    }: {
      reviewId: string;
      turfId: string;
      hideReason: string | null;
    }) =>
      hideReason === null
        ? api.post(`${API_BASE}/admin/reviews/${encodeURIComponent(reviewId)}/keep`, {})
        : api.post(`${API_BASE}/admin/reviews/${encodeURIComponent(reviewId)}/hide`, {
            reason: hideReason,
          }),
    onSuccess: (_answer, { turfId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewKeys.reported }),
        queryClient.invalidateQueries({ queryKey: reviewKeys.turf(turfId) }),
        queryClient.invalidateQueries({ queryKey: turfKeys.detail(turfId) }),
      ]),
  });
}
