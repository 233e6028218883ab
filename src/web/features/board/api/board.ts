import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { BoardAnswer } from '../../../../shared/api/board-contract';
import { MAX_TURFS_PER_STREAM } from '../../../../shared/api/turf-contract';
import { API_BASE, api } from '../../../lib/api-client';

// GET /api/v1/owner/board (docs/decisions/066): one day of every court of every listing the
// person works at. Live as the owner's calendar is: asked again every minute, and at once when the
// listings' availability stream (the one a player's grid listens to) says a slot changed.

export const boardKeys = {
  all: ['board'] as const,
  day: (date: string | null) => ['board', date] as const,
};

export function useBoard(date: string | null) {
  return useQuery({
    queryKey: boardKeys.day(date),
    queryFn: ({ signal }) =>
      api.get<BoardAnswer>(
        `${API_BASE}/owner/board${date ? `?date=${encodeURIComponent(date)}` : ''}`,
        signal,
      ),
    // Arrivals and payments do not move a slot, so the stream does not tell of them: the minute's
    // refresh does, as on the calendar.
    refetchInterval: 60_000,
  });
}

/** The availability stream of these listings (Server-Sent Events), as the turf list opens it. */
export function boardStreamUrl(turfIds: readonly string[]): string {
  const shown = turfIds.slice(0, MAX_TURFS_PER_STREAM);
  return `${API_BASE}/turf/availability/stream?turfs=${shown.map(encodeURIComponent).join(',')}`;
}

/**
 * Asks the board again whenever a slot of one of its listings is held, booked, released, blocked
 * or cancelled (`changed`), and on every (re)connect (`ready`), which catches up on what changed
 * while the connection was down. The stream closes with the page.
 */
export function useLiveBoard(turfIds: readonly string[]): void {
  const queryClient = useQueryClient();
  const key = turfIds.join(',');
  useEffect(() => {
    if (!key || typeof EventSource === 'undefined') return;
    const source = new EventSource(boardStreamUrl(key.split(',')));
    const refresh = () => void queryClient.invalidateQueries({ queryKey: boardKeys.all });
    source.addEventListener('ready', refresh);
    source.addEventListener('changed', refresh);
    return () => source.close();
  }, [queryClient, key]);
}
