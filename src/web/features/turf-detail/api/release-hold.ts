import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageAnswer } from '../../../../shared/api/common-contract';
import { API_BASE, api, isApiRequestError } from '../../../lib/api-client';
import { notify } from '../../../lib/toasts';
import { ownHoldsKeys } from '../../../queries/own-holds';
import { turfKeys } from '../../../queries/turf-detail';

const RELEASE_FAILED = 'Your hold could not be released. Please try again.';

/**
 * Gives up the player's own hold (docs/decisions/025) and says how it went. Whatever the answer
 * (released, or paid meanwhile and refused), the grid and the holds are read again. The toasts
 * are raised here, not by the caller: the hold's row is gone once the holds are read again.
 */
export function useReleaseHold(turfId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentId: string) =>
      api.post<MessageAnswer>(`${API_BASE}/payment/holds/${encodeURIComponent(paymentId)}/release`),
    onSuccess: (answer) => notify((toast) => toast.success(answer.message)),
    onError: (error) => {
      const message = isApiRequestError(error) && error.serverMessage;
      notify((toast) => toast.error(message || RELEASE_FAILED));
    },
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ownHoldsKeys.turf(turfId) }),
        queryClient.invalidateQueries({ queryKey: turfKeys.availability(turfId) }),
      ]);
    },
  });
}
