import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  InvitationJson,
  WorkplaceJson,
  invitationAcceptedAnswerSchema,
} from '../../shared/api/staff-contract';
import { API_BASE, api } from '../lib/api-client';

// A player's places on venue teams (docs/decisions/066): GET /api/v1/staff/invitations and
// /workplaces, and accepting an invitation. Shared by the /staff page, the navbar (which offers
// "Your venues" to whoever has either) and every owner screen a member of staff opens (the
// person's role there, hooks/use-venue-access.ts). Accepting refreshes both lists.

export const staffKeys = {
  all: ['staff'] as const,
  invitations: (userId: string) => ['staff', userId, 'invitations'] as const,
  workplaces: (userId: string) => ['staff', userId, 'workplaces'] as const,
};

/** A player's invitations; nothing is asked for anyone else (owners and the admin cannot join). */
export function useInvitations(userId: string | null, enabled = true) {
  return useQuery({
    queryKey: staffKeys.invitations(userId ?? ''),
    enabled: enabled && !!userId,
    queryFn: ({ signal }) =>
      api
        .get<{ invitations: InvitationJson[] }>(`${API_BASE}/staff/invitations`, signal)
        .then((body) => body.invitations),
  });
}

/** The listings where the player works, with their role at each. */
export function useWorkplaces(userId: string | null, enabled = true) {
  return useQuery({
    queryKey: staffKeys.workplaces(userId ?? ''),
    enabled: enabled && !!userId,
    queryFn: ({ signal }) =>
      api
        .get<{ workplaces: WorkplaceJson[] }>(`${API_BASE}/staff/workplaces`, signal)
        .then((body) => body.workplaces),
  });
}

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) =>
      api.post<z.infer<typeof invitationAcceptedAnswerSchema>>(
        `${API_BASE}/staff/invitations/${encodeURIComponent(invitationId)}/accept`,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
