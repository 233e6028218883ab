import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffMemberJson } from '../../../../shared/api/staff-contract';
import type { StaffRole } from '../../../../shared/venue-team';
import { API_BASE, api } from '../../../lib/api-client';

// A listing's team, its owner's only (docs/decisions/066): GET, POST and DELETE
// /api/v1/owner/turfs/:turfId/staff. Inviting and removing refresh the list.

export const teamKeys = {
  turf: (turfId: string) => ['team', turfId] as const,
};

const staffPath = (turfId: string) => `${API_BASE}/owner/turfs/${encodeURIComponent(turfId)}/staff`;

export function useTeam(turfId: string) {
  return useQuery({
    queryKey: teamKeys.turf(turfId),
    queryFn: ({ signal }) =>
      api.get<{ staff: StaffMemberJson[] }>(staffPath(turfId), signal).then((body) => body.staff),
  });
}

export type Invitee = { email: string } | { mobilenumber: string };

export function useInviteStaff(turfId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invite: Invitee & { role: StaffRole }) =>
      api.post<{ staff: StaffMemberJson }>(staffPath(turfId), invite).then((body) => body.staff),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.turf(turfId) }),
  });
}

export function useRemoveStaff(turfId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (staffId: string) =>
      api
        .delete<{ staff: StaffMemberJson }>(`${staffPath(turfId)}/${encodeURIComponent(staffId)}`)
        .then((body) => body.staff),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.turf(turfId) }),
  });
}
