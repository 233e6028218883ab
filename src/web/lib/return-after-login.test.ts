import { describe, expect, it } from 'vitest';
import { loginReturnFrom, loginReturnTo, pathAfterLogin } from './return-after-login';

describe('pathAfterLogin', () => {
  it('brings a player back where they were sent from', () => {
    expect(pathAfterLogin('user', loginReturnTo('/turfs/abc'))).toBe('/turfs/abc');
    expect(pathAfterLogin('user', loginReturnTo('/turfs/abc/buysubscription'))).toBe(
      '/turfs/abc/buysubscription',
    );
  });

  it("keeps the spec's landing pages when login was opened directly, and for owners and admins", () => {
    expect(pathAfterLogin('user', null)).toBe('/');
    expect(pathAfterLogin('owner', loginReturnTo('/turfs/abc'))).toBe('/turf-bookings');
    expect(pathAfterLogin('admin', loginReturnTo('/turfs/abc'))).toBe('/admin/dashboard');
  });

  it('never leaves the site or loops back to /login', () => {
    for (const returnTo of [
      'https://evil.example',
      '//evil.example',
      'javascript:alert(1)',
      '/login',
    ])
      expect(pathAfterLogin('user', { returnTo })).toBe('/');
  });
});

describe('loginReturnFrom', () => {
  it("reads a guard's state first, else the page's ?returnTo=", () => {
    expect(
      loginReturnFrom({ state: loginReturnTo('/turfs/a'), search: '?returnTo=/games/b' }),
    ).toEqual({ returnTo: '/turfs/a' });
    expect(
      loginReturnFrom({
        state: null,
        search: `?returnTo=${encodeURIComponent('/splits/s?token=t')}`,
      }),
    ).toEqual({ returnTo: '/splits/s?token=t' });
    expect(loginReturnFrom({ state: null, search: '' })).toBeNull();
  });

  it('drops a return to another site, from either place', () => {
    expect(loginReturnFrom({ state: { returnTo: '//evil.example' }, search: '' })).toBeNull();
    expect(
      loginReturnFrom({
        state: null,
        search: `?returnTo=${encodeURIComponent('/\\evil.example')}`,
      }),
    ).toBeNull();
    expect(
      loginReturnFrom({ state: null, search: '?returnTo=https%3A%2F%2Fevil.example' }),
    ).toBeNull();
  });
});
