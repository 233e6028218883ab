import { useQuery } from '@tanstack/react-query';
import type { GameJson, GamePreview } from '../../shared/api/game-contract';
import type { gameDetailAnswerSchema } from '../../shared/api/game-contract';
import type { z } from 'zod';
import { API_BASE, api } from '../lib/api-client';

// Open games (docs/decisions/045): the list by sport, area, date and level, and one game with the
// asking player's spot. Joining, leaving or running a game refreshes every key under gameKeys.all.

export type GameDetail = z.infer<typeof gameDetailAnswerSchema>;
export type GameFilters = { sport?: string; location?: string; date?: string; level?: string };

export const gameKeys = {
  all: ['games'] as const,
  list: (filters: GameFilters) => ['games', 'list', filters] as const,
  one: (gameId: string) => ['games', 'one', gameId] as const,
  preview: (gameId: string) => ['games', 'preview', gameId] as const,
};

export function gamePath(gameId: string): string {
  return `${API_BASE}/games/${encodeURIComponent(gameId)}`;
}

export function useOpenGames(filters: GameFilters) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
  const text = query.toString();
  return useQuery({
    queryKey: gameKeys.list(filters),
    queryFn: ({ signal }) =>
      api
        .get<{ games: GameJson[] }>(`${API_BASE}/games${text ? `?${text}` : ''}`, signal)
        .then((body) => body.games ?? []),
  });
}

export function useGame(gameId: string) {
  return useQuery({
    queryKey: gameKeys.one(gameId),
    queryFn: ({ signal }) => api.get<GameDetail>(gamePath(gameId), signal),
  });
}

/** A game as anyone with its link sees it before signing in (docs/decisions/061). */
export function useGamePreview(gameId: string) {
  return useQuery({
    queryKey: gameKeys.preview(gameId),
    queryFn: ({ signal }) =>
      api
        .get<{ preview: GamePreview }>(`${gamePath(gameId)}/preview`, signal)
        .then((body) => body.preview),
    retry: false,
  });
}
