import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../shared/permissions';
import type { Role } from '../../shared/roles';
import { HttpError } from '../http/errors';
import type { UserRow } from './users';

export const NOT_LOGGED_IN = 'Please log in to continue.';
export const NOT_PERMITTED = 'You do not have permission to do this.';

/** The logged-in user of this request, or a 401. */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.sessionUser) throw new HttpError(401, NOT_LOGGED_IN);
  return request.sessionUser;
}

/** The logged-in user if their role is one of `roles`, else 401 (anonymous) or 403. */
export function requireRole(request: FastifyRequest, ...roles: Role[]): UserRow {
  const user = requireUser(request);
  if (!roles.includes(user.role)) {
    throw new HttpError(403, NOT_PERMITTED);
  }
  return user;
}

/**
 * The logged-in user if the named policy (src/shared/permissions) allows them: anonymous 401,
 * anyone else 403. The browser asks the same policy only to hide what a person cannot do.
 */
export function requireAllowed(
  request: FastifyRequest,
  policy: (actor: Actor) => boolean,
): UserRow {
  const user = requireUser(request);
  if (!policy(user)) throw new HttpError(403, NOT_PERMITTED);
  return user;
}

/** A user id in a path or body must be the session's own (admins may act for anyone). */
export function requireSelfOrAdmin(request: FastifyRequest, userId: string): UserRow {
  const user = requireUser(request);
  if (user.id !== userId && user.role !== 'admin') {
    throw new HttpError(403, 'You can only do this for your own account.');
  }
  return user;
}
