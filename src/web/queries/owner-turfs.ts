import { useQuery } from '@tanstack/react-query';
import type { OwnerTurfsAnswer } from '../../shared/api/owner-contract';
import { API_BASE, api } from '../lib/api-client';

// GET /api/v1/turf/owner-turfs/:userId (spec §7): an owner's turfs, approved and pending, with the
// earnings the owner screen shows. Adding, approving or rejecting a turf invalidates this key.

export type { OwnerTurfsAnswer };
/** Rupees earned on a venue date ('YYYY-MM-DD'). */
export type DayAmount = OwnerTurfsAnswer['earningsByDay'][number];
export type DayHours = OwnerTurfsAnswer['bookedHoursByDay'][number];

export const ownerTurfsKeys = {
  all: ['owner-turfs'] as const,
  owner: (userId: string) => ['owner-turfs', userId] as const,
};

/** Thrown when the server answers 2xx without `success: true`; the screen shows its own text. */
export const OWNED_TURFS_FAILED = 'Failed to fetch owned turfs';

export async function getOwnerTurfs(userId: string, signal?: AbortSignal) {
  const answer = await api.get<OwnerTurfsAnswer>(
    `${API_BASE}/turf/owner-turfs/${encodeURIComponent(userId)}`,
    signal,
  );
  if (!answer?.success || !Array.isArray(answer.turfs)) throw new Error(OWNED_TURFS_FAILED);
  return {
    turfs: answer.turfs,
    totalEarnings: Number.isFinite(answer.totalEarnings) ? answer.totalEarnings : 0,
    earningsByDay: answer.earningsByDay ?? [],
    bookedHoursByDay: answer.bookedHoursByDay ?? [],
  };
}

export function useOwnerTurfs(userId: string) {
  return useQuery({
    queryKey: ownerTurfsKeys.owner(userId),
    queryFn: ({ signal }) => getOwnerTurfs(userId, signal),
  });
}
