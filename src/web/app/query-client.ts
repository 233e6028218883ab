import { QueryClient } from '@tanstack/react-query';
import { NO_ANSWER, isApiRequestError } from '../lib/api-client';

/**
 * Client errors (4xx) are answers, not glitches: retry only network failures (no answer, status
 * 0) and 5xx. A change is sent at once even when the browser says it is offline, so it fails
 * with the offline message (api-client.ts) instead of waiting paused and going through later,
 * unseen: a booking, a payment or a cancellation happens only while the player is looking.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          isApiRequestError(error) && error.status !== NO_ANSWER && error.status < 500
            ? false
            : failureCount < 2,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
