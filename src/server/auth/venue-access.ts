import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  actorRoleAt,
  can,
  type ListingAccess,
  STAFF_CAPABILITIES,
  type StaffRole,
  type VenueActorRole,
  type VenueCapability,
  type VenuePerson,
  withinDeskWindow,
} from '../../shared/venue-team';
import { zonedNow } from '../../shared/time';
import type { DbOrTx } from '../db/database';
import { turfs } from '../db/schema';
import { venueStaff } from '../db/schema-venue-team';
import { HttpError } from '../http/errors';
import { ERROR_CATALOGUE } from '../../shared/errors/error-catalogue';
import { requireUser } from './guards';
import type { UserRow } from './users';

// The one guard of every owner route (docs/decisions/066): the person, the listing, and the
// capability the route needs, decided by shared/venue-team `can`. The person's place on the team
// is read at every request, so a removal holds from their next one.

type TurfRow = typeof turfs.$inferSelect;

/** Said to anyone with no place at a listing (decision 016: ids cannot be probed). */
export const NOT_YOUR_TURF = ERROR_CATALOGUE.not_your_turf.en;

/** Who acts at a listing, as the audit log records them. */
export interface VenueActor {
  id: string;
  fullname: string;
  role: VenueActorRole;
}

export interface VenueAccess {
  person: UserRow;
  turf: TurfRow;
  /** Who the person is at this listing (never null: the guard refused anyone without a place). */
  actor: VenueActor;
  /** How the policy sees the person at this listing, for a route's further questions. */
  listing: ListingAccess;
}

/** The person's active role on the listing's team, or null. */
export async function staffRoleAt(
  db: DbOrTx,
  userId: string,
  turfId: string,
): Promise<StaffRole | null> {
  const [place] = await db
    .select({ role: venueStaff.role })
    .from(venueStaff)
    .where(
      and(
        eq(venueStaff.turfId, turfId),
        eq(venueStaff.userId, userId),
        isNotNull(venueStaff.acceptedAt),
      ),
    )
    .limit(1);
  return place?.role ?? null;
}

/** How the policy sees this person at this turf. */
export async function listingAccess(
  db: DbOrTx,
  person: VenuePerson,
  turf: { id: string; ownerId: string },
): Promise<ListingAccess> {
  const isKeeper = person.role === 'admin' || person.id === turf.ownerId;
  return {
    owner: turf.ownerId,
    staffRole: isKeeper ? null : await staffRoleAt(db, person.id, turf.id),
  };
}

/**
 * The turf and who `person` is at it, if they may do `capability` there; else an HttpError:
 * anyone with no place at the listing 403 whether or not it exists, so ids cannot be probed
 * (decision 016); a member whose role does not allow it 403 saying so; a missing turf 404 for
 * the admin.
 */
export async function requireCapabilityAt(
  db: DbOrTx,
  person: UserRow,
  capability: VenueCapability,
  turfId: string,
): Promise<VenueAccess> {
  const [turf] = await db.select().from(turfs).where(eq(turfs.id, turfId)).limit(1);
  if (!turf) {
    throw person.role === 'admin'
      ? new HttpError(404, 'turf_not_found')
      : new HttpError(403, 'not_your_turf');
  }
  const access = await listingAccess(db, person, turf);
  const role = actorRoleAt(person, access);
  if (role === null) throw new HttpError(403, 'not_your_turf');
  if (!can(person, capability, access)) throw new HttpError(403, 'not_your_role');
  return {
    person,
    turf,
    actor: { id: person.id, fullname: person.fullname, role },
    listing: access,
  };
}

/** The request's person and the turf, if they may do `capability` there: anonymous 401. */
export async function requireCapability(
  db: DbOrTx,
  request: FastifyRequest,
  capability: VenueCapability,
  turfId: string,
): Promise<VenueAccess> {
  return requireCapabilityAt(db, requireUser(request), capability, turfId);
}

/** Who `person` is at the turf, for an audit entry written by a path with no route guard. */
export async function venueActor(
  db: DbOrTx,
  person: UserRow,
  turf: { id: string; ownerId: string },
): Promise<VenueActor | null> {
  const role = actorRoleAt(person, await listingAccess(db, person, turf));
  return role === null ? null : { id: person.id, fullname: person.fullname, role };
}

/** Whether `person` may do `capability` at the turf: the policy's answer without a refusal. */
export async function canAt(
  db: DbOrTx,
  person: VenuePerson | null,
  capability: VenueCapability,
  turf: { id: string; ownerId: string },
): Promise<boolean> {
  if (!person) return false;
  return can(person, capability, await listingAccess(db, person, turf));
}

/**
 * The request's person if they keep or work at some listing (an owner, the admin, or a player
 * with an active place on a team), for the owner routes whose listing is found from a booking or
 * a reference: anonymous 401, anyone else 403 `not_permitted`, as those routes always answered a
 * player. The listing's own capability is asked once it is known (requireCapabilityAt).
 */
export async function requireVenuePerson(db: DbOrTx, request: FastifyRequest): Promise<UserRow> {
  const person = requireUser(request);
  if (person.role === 'owner' || person.role === 'admin') return person;
  if (person.role === 'user' && (await staffTurfIds(db, person.id)).length > 0) return person;
  throw new HttpError(403, 'not_permitted');
}

/** The listings where `userId` holds an active place, with the role there. */
export async function staffPlaces(
  db: DbOrTx,
  userId: string,
): Promise<{ turfId: string; role: StaffRole }[]> {
  return db
    .select({ turfId: venueStaff.turfId, role: venueStaff.role })
    .from(venueStaff)
    .where(and(eq(venueStaff.userId, userId), isNotNull(venueStaff.acceptedAt)));
}

async function staffTurfIds(db: DbOrTx, userId: string): Promise<string[]> {
  return (await staffPlaces(db, userId)).map((place) => place.turfId);
}

/** The venue's today (YYYY-MM-DD) for the desk window. */
export function venueToday(clock: { now: Date; timeZone: string }): string {
  return zonedNow(clock.now, clock.timeZone).date;
}

/** Whether the person may work with any day at this listing, not only the desk's week. */
export function mayUseAnyDay(access: VenueAccess): boolean {
  return can(access.person, 'calendar_any_day', access.listing);
}

/**
 * 403 `outside_desk_window` when the person may not use any day (the front desk) and one of
 * `dates` lies outside today and the next six days, venue time (shared/venue-team
 * withinDeskWindow). A range passes only when the whole of it is inside: give its first and
 * last days.
 */
export function requireDeskDays(
  access: VenueAccess,
  dates: readonly (string | null | undefined)[],
  today: string,
): void {
  if (mayUseAnyDay(access)) return;
  const outside = dates.some((date) => typeof date === 'string' && !withinDeskWindow(date, today));
  if (outside) throw new HttpError(403, 'outside_desk_window');
}

/**
 * Uploading a listing's picture: an owner, or a player whose place on some team allows
 * `edit_listing` (a manager); anonymous 401, anyone else 403 `not_permitted` as before. The
 * upload names no listing: the picture reaches one only through a listing edit, which asks
 * `edit_listing` at that listing.
 */
export async function requireListingEditor(db: DbOrTx, request: FastifyRequest): Promise<UserRow> {
  const person = requireUser(request);
  if (person.role === 'owner') return person;
  if (person.role === 'user') {
    const places = await staffPlaces(db, person.id);
    if (places.some((place) => STAFF_CAPABILITIES[place.role].includes('edit_listing')))
      return person;
  }
  throw new HttpError(403, 'not_permitted');
}

/** The listings where a team member's role allows `capability` (none for owners and the admin). */
export async function staffTurfsWhere(
  db: DbOrTx,
  person: VenuePerson,
  capability: VenueCapability,
): Promise<string[]> {
  if (person.role !== 'user') return [];
  const places = await db
    .select({ turfId: venueStaff.turfId, role: venueStaff.role, ownerId: turfs.ownerId })
    .from(venueStaff)
    .innerJoin(turfs, eq(turfs.id, venueStaff.turfId))
    .where(and(eq(venueStaff.userId, person.id), isNotNull(venueStaff.acceptedAt)));
  return places
    .filter((place) => can(person, capability, { owner: place.ownerId, staffRole: place.role }))
    .map((place) => place.turfId);
}
