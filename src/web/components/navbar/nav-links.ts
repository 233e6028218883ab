import type { Role } from '../../../shared/roles';

// What the navigation bar offers to whom (spec §2 "Navigation bar").

export interface NavItem {
  to: string;
  /** The link's text in the common catalogue. */
  labelKey: 'nav.home' | 'nav.turfs' | 'nav.dashboard' | 'nav.addTurf';
}

/** Owners see only Add Turf; everyone else Home and Turfs, and admins also Dashboard. */
export function navLinksFor(role: Role | null): NavItem[] {
  if (role === 'owner') return [{ to: '/turfform', labelKey: 'nav.addTurf' }];
  const links: NavItem[] = [
    { to: '/', labelKey: 'nav.home' },
    { to: '/turfs', labelKey: 'nav.turfs' },
  ];
  if (role === 'admin') links.push({ to: '/admin/dashboard', labelKey: 'nav.dashboard' });
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
