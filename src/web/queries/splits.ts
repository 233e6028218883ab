import { useQuery } from '@tanstack/react-query';
import type { MySplit, SplitAnswer, SplitPreview } from '../../shared/api/split-contract';
import { API_BASE, api } from '../lib/api-client';

// Split the cost (docs/decisions/044): a split's page and the player's splits still collecting.
// Paying a share, removing one or paying the rest refreshes every key under splitKeys.all.

export const splitKeys = {
  all: ['splits'] as const,
  mine: ['splits', 'mine'] as const,
  one: (splitId: string) => ['splits', 'one', splitId] as const,
  preview: (splitId: string, token: string | null) =>
    ['splits', 'preview', splitId, token] as const,
};

/** The query of the split's link: `?token=…` for a teammate, nothing for the booker. */
export function tokenQuery(token: string | null | undefined): string {
  return token ? `?token=${encodeURIComponent(token)}` : '';
}

export function splitPath(splitId: string): string {
  return `${API_BASE}/splits/${encodeURIComponent(splitId)}`;
}

export function useSplit(splitId: string, token: string | null) {
  return useQuery({
    queryKey: splitKeys.one(splitId),
    queryFn: ({ signal }) =>
      api.get<SplitAnswer>(`${splitPath(splitId)}${tokenQuery(token)}`, signal),
    // Teammates pay from their own phones: the page catches up while it is open.
    refetchInterval: 15_000,
  });
}

/** What a holder of the link sees before signing in (docs/decisions/061); not retried on a 404. */
export function useSplitPreview(splitId: string, token: string | null) {
  return useQuery({
    queryKey: splitKeys.preview(splitId, token),
    queryFn: ({ signal }) =>
      api
        .get<{ preview: SplitPreview }>(`${splitPath(splitId)}/preview${tokenQuery(token)}`, signal)
        .then((body) => body.preview),
    // Without the link's token there is nothing to see: the server would answer 404.
    enabled: token !== null,
    retry: false,
  });
}

export function useMySplits() {
  return useQuery({
    queryKey: splitKeys.mine,
    queryFn: ({ signal }) =>
      api
        .get<{ splits: MySplit[] }>(`${API_BASE}/splits`, signal)
        .then((body) => body.splits ?? []),
  });
}
