import { homeRouteFor, type Role } from '../../shared/roles';
import { safeReturnPath } from '../../shared/return-path';

// A visitor sent to /login from 'Please log in to book' (the grid, the booking summary, the
// subscription planner) comes back where they were; so does a teammate who signs in from a share
// link's front door (`/login?returnTo=…`, docs/decisions/061). Login opened directly keeps the
// spec's role landing pages. Only our own paths are returned to (shared/return-path.ts).

export interface LoginReturn {
  returnTo: string;
}

export function loginReturnTo(path: string): LoginReturn {
  return { returnTo: path };
}

/**
 * Where /login or /signup was asked to return: the navigation's state (a guard's redirect), else
 * the page's `?returnTo=` (a link, which survives a reload); null when neither is a safe path.
 */
export function loginReturnFrom(location: { state: unknown; search: string }): LoginReturn | null {
  const fromState = safeReturnPath((location.state as Partial<LoginReturn> | null)?.returnTo);
  const fromQuery = safeReturnPath(new URLSearchParams(location.search).get('returnTo'));
  const returnTo = fromState ?? fromQuery;
  return returnTo ? { returnTo } : null;
}

/** Where a login lands: back where the player was sent from, else the role's own page. */
export function pathAfterLogin(role: Role, state: unknown): string {
  const returnTo = safeReturnPath((state as Partial<LoginReturn> | null)?.returnTo);
  if (role === 'user' && returnTo) return returnTo;
  return homeRouteFor(role);
}
