import { describe, expect, it } from 'vitest';
import { navLinksFor, showsLoginButton, showsPlusPlan } from './nav-links';

const labels = (role: Parameters<typeof navLinksFor>[0]) =>
  navLinksFor(role).map((l) => l.labelKey);

describe('navigation bar rules (spec §2)', () => {
  it('shows Home and Turfs to visitors and players, plus Dashboard to admins', () => {
    expect(labels(null)).toEqual(['nav.home', 'nav.turfs']);
    expect(labels('user')).toEqual(['nav.home', 'nav.turfs']);
    expect(navLinksFor('admin')).toEqual([
      { to: '/', labelKey: 'nav.home' },
      { to: '/turfs', labelKey: 'nav.turfs' },
      { to: '/admin/dashboard', labelKey: 'nav.dashboard' },
    ]);
  });

  it('shows owners only Add Turf, and no plus plan', () => {
    expect(navLinksFor('owner')).toEqual([{ to: '/turfform', labelKey: 'nav.addTurf' }]);
    expect(showsPlusPlan('owner')).toBe(false);
    expect(showsPlusPlan('user')).toBe(true);
    expect(showsPlusPlan(null)).toBe(true);
  });

  it('hides the Login button on /login and /signup only', () => {
    expect(showsLoginButton('/login')).toBe(false);
    expect(showsLoginButton('/signup/')).toBe(false);
    expect(showsLoginButton('/')).toBe(true);
    expect(showsLoginButton('/login-help')).toBe(true);
  });
});
