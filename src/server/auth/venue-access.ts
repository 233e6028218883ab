import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  actorRoleAt,
  can,
  type ListingAccess,
  type StaffRole,
  type VenueActorRole,
  type VenueCapability,
} from '../../shared/venue-team';
import type { DbOrTx } from '../db/database';
import { turfs } from '../db/schema';
import { venueStaff } from '../db/schema-venue-team';
import { HttpError } from '../http/errors';
import { requireUser } from './guards';
import type { UserRow } from './users';

// The one guard of every owner route (docs/decisions/066): the person, the listing, and the
// capability the route needs, decided by shared/venue-team `can`. The person's place on the team
// is read at every request, so a removal holds from their next one.

type TurfRow = typeof turfs.$inferSelect;

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
  person: UserRow,
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
  return { person, turf, actor: { id: person.id, fullname: person.fullname, role } };
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
