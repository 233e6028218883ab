import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../shared/permissions';
import type { Role } from '../../shared/roles';
import { HttpError } from '../http/errors';
import type { UserRow } from './users';
import { ERROR_CATALOGUE } from '../../shared/errors/error-catalogue';

export const NOT_LOGGED_IN = ERROR_CATALOGUE.not_logged_in.en;
export const NOT_PERMITTED = ERROR_CATALOGUE.not_permitted.en;

/** The logged-in user of this request, or a 401. */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.sessionUser) throw new HttpError(401, 'not_logged_in');
  return request.sessionUser;
}

/** The logged-in user if their role is one of `roles`, else 401 (anonymous) or 403. */
export function requireRole(request: FastifyRequest, ...roles: Role[]): UserRow {
  const user = requireUser(request);
  if (!roles.includes(user.role)) {
    throw new HttpError(403, 'not_permitted');
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
  if (!policy(user)) throw new HttpError(403, 'not_permitted');
  return user;
}

/** A user id in a path or body must be the session's own (admins may act for anyone). */
export function requireSelfOrAdmin(request: FastifyRequest, userId: string): UserRow {
  const user = requireUser(request);
  if (user.id !== userId && user.role !== 'admin') {
    throw new HttpError(403, 'own_account_only');
  }
  return user;
}
