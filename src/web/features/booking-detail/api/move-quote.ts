import { useQuery } from '@tanstack/react-query';
import type { MoveQuoteAnswer } from '../../../../shared/api/move-contract';
import { api } from '../../../lib/api-client';
import { bookingDetailKeys, bookingPath } from './booking-detail';

// GET …/move-quote: what a move to the picked time costs or gives back (docs/decisions/053),
// asked once a whole new time is picked, before the player confirms it.

export interface MoveTarget {
  bookingDate: string;
  startTime: string;
  endTime: string;
}

export function useMoveQuote(bookingId: string, target: MoveTarget | null) {
  return useQuery<MoveQuoteAnswer>({
    queryKey: bookingDetailKeys.moveQuote(bookingId, target),
    enabled: target !== null,
    retry: false,
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ ...target! }).toString();
      return api.get<MoveQuoteAnswer>(`${bookingPath(bookingId)}/move-quote?${query}`, signal);
    },
  });
}
