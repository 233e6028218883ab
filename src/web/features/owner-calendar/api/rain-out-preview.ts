import { useQuery } from '@tanstack/react-query';
import type { RainOutPreview } from '../../../../shared/api/owner-calendar-contract';
import type { TimeRange } from '../../../../shared/slots';
import { api } from '../../../lib/api-client';
import { ownerTurfPath } from './owner-calendar';

// GET /api/v1/owner/turfs/:turfId/cancellations/preview: the server's own list of what a
// rain-out of the range would cancel and refund, read by the rain-out's rule. Asked each time the
// dialog opens, and not refreshed by the rain-out itself: the dialog keeps what the owner agreed
// to until it closes.

/** `courtId`: the court rained out (with what shares its ground); null: every court. */
export function useRainOutPreview(
  turfId: string,
  range: TimeRange,
  courtId: string | null,
  enabled: boolean,
) {
  const court = courtId ? `&courtId=${encodeURIComponent(courtId)}` : '';
  const query = `date=${range.date}&start=${range.start}&end=${range.end}${court}`;
  return useQuery({
    queryKey: ['rain-out-preview', turfId, query] as const,
    queryFn: ({ signal }) =>
      api.get<RainOutPreview>(`${ownerTurfPath(turfId)}/cancellations/preview?${query}`, signal),
    enabled,
    // Asked afresh each time the dialog opens: players pay and cancel meanwhile.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
