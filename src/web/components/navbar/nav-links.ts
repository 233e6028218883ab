import type { Role } from '../../../shared/roles';

// What the navigation bar offers to whom (spec §2 "Navigation bar").

export interface NavItem {
  to: string;
  label: string;
}

/** Owners see only Add Turf; everyone else Home and Turfs, and admins also Dashboard. */
export function navLinksFor(role: Role | null): NavItem[] {
  if (role === 'owner') return [{ to: '/turfform', label: 'Add Turf' }];
  const links: NavItem[] = [
    { to: '/', label: 'Home' },
    { to: '/turfs', label: 'Turfs' },
  ];
  if (role === 'admin') links.push({ to: '/admin/dashboard', label: 'Dashboard' });
  return links;
}

/** The plus-plan button of the mobile menu is hidden from owners. */
export function showsPlusPlan(role: Role | null): boolean {
  return role !== 'owner';
}

/** The Login button is hidden while on /login and /signup. */
export function showsLoginButton(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return path !== '/login' && path !== '/signup';
}
