import { useQuery } from '@tanstack/react-query';
import type { OwnerTurfsAnswer } from '../../../../shared/api/owner-contract';
import { API_BASE, api } from '../../../lib/api-client';
import { OWNED_TURFS_FAILED, ownerTurfsKeys } from '../../../queries/owner-turfs';

// GET /api/v1/turf/owner-turfs/:userId, the whole answer the Your Turfs screen draws: the turfs,
// the earnings, the chart by day of payment and by day of play, and each turf's numbers. Its key
// sits under ownerTurfsKeys.owner, so whatever invalidates the owner's turfs refreshes this too.

export type OwnerTurfsOverview = Omit<OwnerTurfsAnswer, 'success'>;

export const ownerTurfsOverviewKey = (userId: string) =>
  [...ownerTurfsKeys.owner(userId), 'overview'] as const;

export async function getOwnerTurfsOverview(
  userId: string,
  signal?: AbortSignal,
): Promise<OwnerTurfsOverview> {
  const answer = await api.get<OwnerTurfsAnswer>(
    `${API_BASE}/turf/owner-turfs/${encodeURIComponent(userId)}`,
    signal,
  );
  if (!answer?.success || !Array.isArray(answer.turfs)) throw new Error(OWNED_TURFS_FAILED);
  return {
    turfs: answer.turfs,
    totalEarnings: Number.isFinite(answer.totalEarnings) ? answer.totalEarnings : 0,
    earningsByDay: answer.earningsByDay ?? [],
    earningsByPlayDay: answer.earningsByPlayDay ?? [],
    bookedHoursByDay: answer.bookedHoursByDay ?? [],
    turfStats: answer.turfStats ?? [],
    venueMoney: answer.venueMoney ?? {
      paidAtVenue: 0,
      paidAtVenueByMethod: { cash: 0, upi: 0, card: 0 },
      notYetPaid: 0,
      turfs: [],
    },
  };
}

export function useOwnerTurfsOverview(userId: string) {
  return useQuery({
    queryKey: ownerTurfsOverviewKey(userId),
    queryFn: ({ signal }) => getOwnerTurfsOverview(userId, signal),
  });
}
