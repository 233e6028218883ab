import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { canManageTurf } from '../../shared/permissions';
import type { DbOrTx } from '../db/database';
import { turfs } from '../db/schema';
import { HttpError } from '../http/errors';
import { requireUser } from './guards';
import type { UserRow } from './users';
import { ERROR_CATALOGUE } from '../../shared/errors/error-catalogue';

// The one guard for "manages this turf" (shared/permissions canManageTurf). It lives in auth, the
// lowest module that knows the session, so every module that acts for a turf's keeper (turfs,
// owners, venue) can use it without importing upward.

export const NOT_YOUR_TURF = ERROR_CATALOGUE.not_your_turf.en;

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
  if (!turf && manager.role === 'admin') throw new HttpError(404, 'turf_not_found');
  throw new HttpError(403, 'not_your_turf');
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
