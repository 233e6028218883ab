import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_BASE, api } from '../../../lib/api-client';
import { turfKeys } from '../../../queries/turf-detail';

const myRatingKey = (turfId: string, userId: string) => ['my-rating', turfId, userId] as const;

export function useMyRating(turfId: string, userId: string | null) {
  return useQuery({
    queryKey: myRatingKey(turfId, userId ?? ''),
    enabled: !!userId,
    queryFn: ({ signal }) =>
      api
        .get<{ rating: number }>(`${API_BASE}/turf/${turfId}/user-rating/${userId}`, signal)
        .then((body) => body.rating),
  });
}

/**
 * Sets the player's rating optimistically; a failed call rolls it back silently (spec §8),
 * and a successful one refreshes the turf's ratings list and average.
 */
export function useRateTurf(turfId: string, userId: string) {
  const queryClient = useQueryClient();
  const key = myRatingKey(turfId, userId);
  return useMutation({
    mutationFn: (rating: number) =>
      api.post(`${API_BASE}/turf/${turfId}/rating`, { rating, userId }),
    onMutate: async (rating) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<number>(key);
      queryClient.setQueryData(key, rating);
      return { previous };
    },
    onError: (_error, _rating, context) => {
      queryClient.setQueryData(key, context?.previous ?? 0);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: turfKeys.detail(turfId) }),
  });
}
