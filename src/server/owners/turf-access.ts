import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { canViewTurfBookingDetails } from '../../shared/permissions';
import { requireUser } from '../auth/guards';
import type { Db } from '../db/database';
import { turfs } from '../db/schema';
import { HttpError } from '../http/errors';

/** turfs/service's words for a missing turf (owners sits below turfs, so it cannot import them). */
export const TURF_NOT_FOUND = 'Turf not found';

async function findTurf(db: Db, turfId: string) {
  const [row] = await db
    .select({ id: turfs.id, name: turfs.name, ownerId: turfs.ownerId })
    .from(turfs)
    .where(eq(turfs.id, turfId))
    .limit(1);
  return row ?? null;
}

export const NOT_YOUR_TURF_NUMBERS = 'Only the owner of this turf can see its bookings.';

/**
 * The turf whose bookings the request's user may export: its owner, or the admin (the same rule
 * as the owner's table, canViewTurfBookingDetails). Anonymous 401; a player or another owner 403
 * whether or not the turf exists, so ids cannot be probed; the admin 404 for a missing turf.
 */
export async function requireTurfBookingsViewer(db: Db, request: FastifyRequest, turfId: string) {
  const user = requireUser(request);
  if (user.role === 'user') throw new HttpError(403, NOT_YOUR_TURF_NUMBERS);
  const turf = await findTurf(db, turfId);
  const actor = { id: user.id, role: user.role };
  if (user.role === 'owner' && !(turf && canViewTurfBookingDetails(actor, { owner: turf.ownerId })))
    throw new HttpError(403, NOT_YOUR_TURF_NUMBERS);
  if (!turf) throw new HttpError(404, TURF_NOT_FOUND);
  return turf;
}
