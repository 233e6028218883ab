import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { API_BASE } from '../../../lib/api-client';
import { ownHoldsKeys } from '../../../queries/own-holds';
import { turfKeys } from '../../../queries/turf-detail';

/** The turf's availability stream (Server-Sent Events). */
export function availabilityStreamUrl(turfId: string): string {
  return `${API_BASE}/turf/${encodeURIComponent(turfId)}/availability/stream`;
}

/**
 * Keeps an open grid live: the server says `changed` whenever a slot of the turf is held,
 * booked, released, blocked or cancelled, and the grid's availability is asked again. It is also
 * asked on every (re)connect (`ready`), which catches up on whatever changed while the connection
 * was down; EventSource reconnects by itself. The stream closes with the page.
 */
export function useLiveAvailability(turfId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!turfId || typeof EventSource === 'undefined') return;
    const source = new EventSource(availabilityStreamUrl(turfId));
    // The player's own holds change with the slots (paid or released in another tab).
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: turfKeys.availability(turfId) });
      void queryClient.invalidateQueries({ queryKey: ownHoldsKeys.turf(turfId) });
    };
    source.addEventListener('ready', refresh);
    source.addEventListener('changed', refresh);
    return () => source.close();
  }, [queryClient, turfId]);
}
