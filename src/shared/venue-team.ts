import type { Role } from './roles';
import { addDays } from './time';

// A venue's team (docs/decisions/066): the owner, and players the owner placed on a listing with
// a role. Every owner route asks `can(person, capability, listing)`; the role's name decides
// nothing anywhere else. The web client asks the same function only to hide what a person
// cannot do.

export const STAFF_ROLES = ['manager', 'front_desk', 'accountant'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Who did something at a listing, as its audit log names them. */
export type VenueActorRole = 'owner' | StaffRole | 'admin';

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  manager: 'Manager',
  front_desk: 'Front desk',
  accountant: 'Accountant',
};

/**
 * What a person may do at a listing. Each owner route names the one it needs.
 * - see_listing: see the listing while it is unlisted or pending, and its courts.
 * - calendar: the calendar, day view, board and the venue's bookings (the front desk: the
 *   coming week only, see `calendar_any_day`).
 * - calendar_any_day: any day of the calendar, past or months ahead.
 * - attendance: check a player in, mark a no-show, read the day's attendance.
 * - desk_bookings: record a walk-in or phone booking, and take its payment at the desk.
 * - blocks: block and unblock times.
 * - cancel: cancel a booking, rain out a day (with their refunds).
 * - prices: base price, price rules, prices per court.
 * - courts: courts, linked pitches and opening hours.
 * - edit_listing: the listing's own fields (name, pictures, description, address).
 * - promo_codes: the listing's promo codes.
 * - numbers: earnings and figures, the bookings CSV, the booking's invoice, the invoice register,
 *   and reading the tax details.
 * - tax_details: changing the listing's tax details.
 * - audit: reading the audit log.
 * - close_day: closing the day's cash and reading every day close.
 * - own_desk_money: reading what one took at the desk on a day (one's own figures).
 * - team: inviting and removing staff.
 * - payout_details: the payout account, payouts and statements of the owner's money.
 */
export const VENUE_CAPABILITIES = [
  'see_listing',
  'calendar',
  'calendar_any_day',
  'attendance',
  'desk_bookings',
  'blocks',
  'cancel',
  'prices',
  'courts',
  'edit_listing',
  'promo_codes',
  'numbers',
  'tax_details',
  'audit',
  'close_day',
  'own_desk_money',
  'team',
  'payout_details',
] as const;
export type VenueCapability = (typeof VENUE_CAPABILITIES)[number];

const OWNER_ONLY: readonly VenueCapability[] = ['team', 'payout_details'];

/** What each staff role may do. The owner may do everything; the admin all but the owner's own. */
export const STAFF_CAPABILITIES: Record<StaffRole, readonly VenueCapability[]> = {
  manager: VENUE_CAPABILITIES.filter((capability) => !OWNER_ONLY.includes(capability)),
  front_desk: [
    'see_listing',
    'calendar',
    'attendance',
    'desk_bookings',
    'blocks',
    'own_desk_money',
  ],
  accountant: ['see_listing', 'numbers'],
};

export interface VenuePerson {
  id: string;
  role: Role;
}

/** The listing as the policy needs it: its owner, and the person's staff role there, if any. */
export interface ListingAccess {
  owner: string;
  /** The asking person's active role on this listing's team; null when they have none. */
  staffRole: StaffRole | null;
}

/** Who the person is at the listing: its owner, a member of its team, the admin, or nobody. */
export function actorRoleAt(
  person: VenuePerson | null,
  listing: ListingAccess,
): VenueActorRole | null {
  if (!person) return null;
  if (person.role === 'admin') return 'admin';
  if (person.role === 'owner' && person.id === listing.owner) return 'owner';
  return listing.staffRole;
}

/** The one policy of every owner route: may this person do this at this listing? */
export function can(
  person: VenuePerson | null,
  capability: VenueCapability,
  listing: ListingAccess,
): boolean {
  const actor = actorRoleAt(person, listing);
  if (actor === null) return false;
  if (actor === 'owner') return true;
  if (actor === 'admin') return !OWNER_ONLY.includes(capability);
  return STAFF_CAPABILITIES[actor].includes(capability);
}

/** Days a person without `calendar_any_day` may see and book in: today and the next six. */
export const DESK_WINDOW_DAYS = 7;

/** Whether `date` (YYYY-MM-DD) lies in the desk's week that starts `today` at the venue. */
export function withinDeskWindow(date: string, today: string): boolean {
  return date >= today && date <= addDays(today, DESK_WINDOW_DAYS - 1);
}
