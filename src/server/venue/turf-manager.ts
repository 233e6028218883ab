import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../auth/users';
import { requireUser } from '../auth/guards';
import type { DbOrTx } from '../db/database';
import { HttpError } from '../http/errors';
import { TURF_NOT_FOUND, findTurfRow } from '../turfs/service';
import type { TurfRow } from '../turfs/turf-json';

export const NOT_YOUR_TURF = 'Only the owner of this turf can do this.';

/**
 * The turf the request's user runs: its owner, or the admin. Anonymous 401, a player or another
 * owner 403 (whether or not the turf exists, so ids cannot be probed), a missing turf 404.
 */
export async function requireManagedTurf(
  db: DbOrTx,
  request: FastifyRequest,
  turfId: string,
): Promise<{ manager: UserRow; turf: TurfRow }> {
  const manager = requireUser(request);
  if (manager.role === 'user') throw new HttpError(403, NOT_YOUR_TURF);
  const turf = await findTurfRow(db, turfId);
  if (manager.role === 'owner' && turf?.ownerId !== manager.id)
    throw new HttpError(403, NOT_YOUR_TURF);
  if (!turf) throw new HttpError(404, TURF_NOT_FOUND);
  return { manager, turf };
}
