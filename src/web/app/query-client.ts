import { QueryClient } from '@tanstack/react-query';
import { isApiRequestError } from '../lib/api-client';

/** Client errors (4xx) are answers, not glitches: retry only network failures and 5xx. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          isApiRequestError(error) && error.status < 500 ? false : failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
}
