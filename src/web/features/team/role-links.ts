import type { VenueCapability } from '../../../shared/venue-team';

// The screens a member of staff may open at a listing (docs/decisions/066), each behind the
// capability the server asks for it: the browser offers only what the server would answer.

export type RoleLinkKey =
  'calendar' | 'checkIn' | 'board' | 'dayClose' | 'audit' | 'pricing' | 'edit' | 'numbers';

export interface RoleLink {
  key: RoleLinkKey;
  to: string;
}

const LINKS: readonly {
  key: RoleLinkKey;
  needs: VenueCapability;
  path: (turfId: string) => string;
}[] = [
  { key: 'board', needs: 'calendar', path: () => '/board' },
  { key: 'calendar', needs: 'calendar', path: (id) => `/turf-bookings/${id}/calendar` },
  { key: 'checkIn', needs: 'attendance', path: (id) => `/owner/check-in?turfId=${id}` },
  { key: 'dayClose', needs: 'own_desk_money', path: (id) => `/turf-bookings/${id}/day-close` },
  { key: 'numbers', needs: 'numbers', path: (id) => `/turf-bookings/${id}` },
  { key: 'pricing', needs: 'prices', path: (id) => `/turf-bookings/${id}/pricing` },
  { key: 'edit', needs: 'edit_listing', path: (id) => `/turfs/${id}/edit` },
  { key: 'audit', needs: 'audit', path: (id) => `/turf-bookings/${id}/audit` },
];

/** The links of one listing for someone whose role there allows what `can` says. */
export function roleLinks(
  turfId: string,
  can: (capability: VenueCapability) => boolean,
): RoleLink[] {
  const id = encodeURIComponent(turfId);
  return LINKS.filter((link) => can(link.needs)).map((link) => ({
    key: link.key,
    to: link.path(id),
  }));
}
