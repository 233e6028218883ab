import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { canManageTurf } from '../../shared/permissions';
import { TURF_NOT_FOUND } from '../../shared/turf-types';
import type { DbOrTx } from '../db/database';
import { turfs } from '../db/schema';
import { HttpError } from '../http/errors';
import { requireUser } from './guards';
import type { UserRow } from './users';

// The one guard for "manages this turf" (shared/permissions canManageTurf). It lives in auth, the
// lowest module that knows the session, so every module that acts for a turf's keeper (turfs,
// owners, venue) can use it without importing upward.

export const NOT_YOUR_TURF = 'Only the owner of this turf can do this.';

type ManagedTurf = typeof turfs.$inferSelect;

/**
 * The turf `manager` may manage, or an HttpError: a player or another owner 403 whether or not
 * the turf exists, so ids cannot be probed (decision 016); a missing turf 404 for the admin.
 */
export async function requireTurfManagedBy(
  db: DbOrTx,
  manager: UserRow,
  turfId: string,
): Promise<ManagedTurf> {
  const [turf] = await db.select().from(turfs).where(eq(turfs.id, turfId)).limit(1);
  if (turf && canManageTurf(manager, { owner: turf.ownerId })) return turf;
  if (!turf && manager.role === 'admin') throw new HttpError(404, TURF_NOT_FOUND);
  throw new HttpError(403, NOT_YOUR_TURF);
}

/** The request's user and the turf they manage: anonymous 401, then as requireTurfManagedBy. */
export async function requireManagedTurf(
  db: DbOrTx,
  request: FastifyRequest,
  turfId: string,
): Promise<{ manager: UserRow; turf: ManagedTurf }> {
  const manager = requireUser(request);
  return { manager, turf: await requireTurfManagedBy(db, manager, turfId) };
}
