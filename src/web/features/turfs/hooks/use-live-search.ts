import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AvailabilityChangeEvent } from '../../../../shared/api/turf-contract';
import { API_BASE } from '../../../lib/api-client';

/** The list's stream of its cards' turfs (Server-Sent Events). */
export function listStreamUrl(turfIds: readonly string[]): string {
  return `${API_BASE}/turf/availability/stream?turfs=${turfIds.map(encodeURIComponent).join(',')}`;
}

/**
 * Keeps a slot search's cards live: when a slot of a turf on the page changes on the searched
 * date, the search is asked again, so a card whose time someone just took loses it within a
 * moment (the periodic refresh still finds turfs that became free). One stream for the page.
 */
export function useLiveSearch(
  date: string | null,
  turfIds: readonly string[],
  queryKey: readonly unknown[],
): void {
  const queryClient = useQueryClient();
  const ids = [...turfIds].sort().join(',');
  const key = JSON.stringify(queryKey);
  useEffect(() => {
    if (!date || !ids || typeof EventSource === 'undefined') return;
    const source = new EventSource(listStreamUrl(ids.split(',')));
    const refresh = () => void queryClient.invalidateQueries({ queryKey: JSON.parse(key) });
    // After a dropped connection, ask again: changes may have been missed meanwhile.
    let connectedBefore = false;
    source.addEventListener('ready', () => {
      if (connectedBefore) refresh();
      connectedBefore = true;
    });
    source.addEventListener('changed', (message) => {
      const change = JSON.parse((message as MessageEvent<string>).data) as AvailabilityChangeEvent;
      if (change.date === date) refresh();
    });
    return () => source.close();
  }, [queryClient, date, ids, key]);
}
