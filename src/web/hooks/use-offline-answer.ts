import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { isNoAnswer } from '../lib/api-client';
import { deviceCopyKeys, readSavedAnswer, type SavedAnswer } from '../queries/device-copies';
import { useOnline } from './use-online';

export interface OfflineAnswer<T> {
  data: T | undefined;
  /**
   * When what is shown was last had from the server, while the server cannot be reached (the
   * screen says so); null while what is shown is the server's answer of now.
   */
  savedAt: string | null;
  /**
   * ready: `data` is there; pending: still asking; offline: no connection and nothing saved on
   * this device; error: the server answered with an error (`error`).
   */
  state: 'ready' | 'pending' | 'offline' | 'error';
  error: unknown;
}

/**
 * A query's answer, or while the server cannot be reached the copy of it saved on this device
 * (docs/decisions/060), marked with when it was saved. The query itself stays honest: its data
 * and errors are the server's, and it asks again once the connection is back.
 */
export function useOfflineAnswer<T>(
  query: UseQueryResult<T>,
  userId: string | null,
  saved: SavedAnswer<T>,
): OfflineAnswer<T> {
  const online = useOnline();
  const unreachable =
    !online || query.fetchStatus === 'paused' || (query.isError && isNoAnswer(query.error));
  const wantCopy = unreachable && query.data === undefined && userId !== null;
  const copy = useQuery({
    queryKey: deviceCopyKeys.one(userId ?? '', saved.name),
    queryFn: () => readSavedAnswer(userId ?? '', saved),
    enabled: wantCopy,
    // Local storage needs no network; read afresh each time it is wanted.
    networkMode: 'always',
    retry: false,
    gcTime: 0,
  });
  const error = query.error;

  if (query.data !== undefined) {
    const savedAt = unreachable ? new Date(query.dataUpdatedAt).toISOString() : null;
    return { data: query.data, savedAt, state: 'ready', error };
  }
  if (!unreachable) {
    return { data: undefined, savedAt: null, state: query.isError ? 'error' : 'pending', error };
  }
  if (copy.data)
    return { data: copy.data.value, savedAt: copy.data.savedAt, state: 'ready', error };
  if (wantCopy && copy.isPending)
    return { data: undefined, savedAt: null, state: 'pending', error };
  return { data: undefined, savedAt: null, state: 'offline', error };
}
