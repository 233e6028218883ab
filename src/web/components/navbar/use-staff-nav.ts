import type { SessionUser } from '../../../shared/api-types';
import { useInvitations, useWorkplaces } from '../../queries/staff';

// "Your venues" in the menus (docs/decisions/066): offered to a player with an invitation to a
// venue's team or a place on one; everyone else sees nothing new. Owners and the admin cannot
// join a team, so nothing is asked for them.

export interface StaffNav {
  show: boolean;
  /** Invitations waiting for the player's answer. */
  pending: number;
}

export function useStaffNav(user: SessionUser | null): StaffNav {
  const player = user?.role === 'user' ? user._id : null;
  const invitations = useInvitations(player);
  const workplaces = useWorkplaces(player);
  const pending = invitations.data?.length ?? 0;
  return { show: pending > 0 || (workplaces.data?.length ?? 0) > 0, pending };
}
