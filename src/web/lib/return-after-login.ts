import { homeRouteFor, type Role } from '../../shared/roles';

// A visitor sent to /login from 'Please log in to book' (the grid, the booking summary, the
// subscription planner) comes back where they were; login opened directly keeps the spec's role
// landing pages. Only our own paths are returned to, never another site.

export interface LoginReturn {
  returnTo: string;
}

export function loginReturnTo(path: string): LoginReturn {
  return { returnTo: path };
}

function isOwnPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/login');
}

/** Where a login lands: back where the player was sent from, else the role's own page. */
export function pathAfterLogin(role: Role, state: unknown): string {
  const returnTo = (state as Partial<LoginReturn> | null)?.returnTo;
  if (role === 'user' && typeof returnTo === 'string' && isOwnPath(returnTo)) return returnTo;
  return homeRouteFor(role);
}
