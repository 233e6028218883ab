import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CalendarAnswer } from '../../../../shared/api/owner-calendar-contract';
import { API_BASE, api } from '../../../lib/api-client';

// GET /api/v1/owner/turfs/:turfId/calendar?from=YYYY-MM-DD: seven days of the turf's bookings,
// holds and blocks, its opening hours, and the venue's today and minute (the turf's owner and the
// admin; anyone else 403). Every change the calendar makes invalidates `ownerCalendarKeys.turf`.

export const ownerCalendarKeys = {
  turf: (turfId: string) => ['owner-calendar', turfId] as const,
  week: (turfId: string, from: string | null) => ['owner-calendar', turfId, from] as const,
};

export const ownerTurfPath = (turfId: string) =>
  `${API_BASE}/owner/turfs/${encodeURIComponent(turfId)}`;

/** `from` null: the week from the venue's today (the server knows the venue's date). */
export function useOwnerCalendar(turfId: string, from: string | null) {
  return useQuery({
    queryKey: ownerCalendarKeys.week(turfId, from),
    queryFn: ({ signal }) =>
      api.get<CalendarAnswer>(
        `${ownerTurfPath(turfId)}/calendar${from ? `?from=${encodeURIComponent(from)}` : ''}`,
        signal,
      ),
    // The previous week stays on screen while the next loads, so the page does not jump.
    placeholderData: keepPreviousData,
    // Players book and pay meanwhile, and the past moves on: keep the week fresh.
    refetchInterval: 60_000,
  });
}
