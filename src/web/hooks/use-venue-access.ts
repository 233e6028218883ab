import type { SessionUser } from '../../shared/api-types';
import {
  actorRoleAt,
  can,
  type ListingAccess,
  type VenueActorRole,
  type VenueCapability,
} from '../../shared/venue-team';
import { useAuthStore } from '../lib/auth-store';
import { useWorkplaces } from '../queries/staff';
import { useTurf } from '../queries/turf-detail';

// The signed-in person's place at one listing, and what it lets them do there
// (docs/decisions/066): the same `can` the server asks, mirrored only to hide what the server
// would refuse. An owner's place comes from the listing's owner; a player's from their
// workplaces; the admin needs neither.

export interface VenueAccess {
  /** True until the person's place is known; screens wait rather than flash owner buttons. */
  loading: boolean;
  /** Who the person is at the listing; null: nobody (the server will refuse them). */
  role: VenueActorRole | null;
  can: (capability: VenueCapability) => boolean;
}

export function accessOf(user: SessionUser | null, listing: ListingAccess | null): VenueAccess {
  const person = user ? { id: user._id, role: user.role } : null;
  return {
    loading: false,
    role: listing ? actorRoleAt(person, listing) : null,
    can: (capability) => !!listing && can(person, capability, listing),
  };
}

const LOADING: VenueAccess = { loading: true, role: null, can: () => false };

export function useVenueAccess(turfId: string): VenueAccess {
  const user = useAuthStore((state) => state.user);
  const role = user?.role ?? null;
  const turf = useTurf(turfId, null, role === 'owner' && !!turfId);
  const workplaces = useWorkplaces(user?._id ?? null, role === 'user');
  if (!user) return accessOf(null, null);
  if (role === 'admin') return accessOf(user, { owner: '', staffRole: null });
  if (role === 'owner') {
    if (turf.data) return accessOf(user, { owner: turf.data.owner, staffRole: null });
    return turf.isError ? accessOf(user, null) : LOADING;
  }
  if (workplaces.data) {
    const place = workplaces.data.find((workplace) => workplace.turf._id === turfId);
    return accessOf(user, { owner: '', staffRole: place?.role ?? null });
  }
  return workplaces.isError ? accessOf(user, null) : LOADING;
}
