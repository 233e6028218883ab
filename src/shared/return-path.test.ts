import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeReturnPath, withReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps a path of this site with its query and hash', () => {
    const link = '/splits/7246662c-5ec1-4083-997d-1f808b4736a5?token=sSq4IJf-KOTY9jk3_Dg';
    expect(safeReturnPath(link)).toBe(link);
    expect(safeReturnPath('/games/abc')).toBe('/games/abc');
    expect(safeReturnPath('/turfs/abc#grid')).toBe('/turfs/abc#grid');
    expect(safeReturnPath('/')).toBe('/');
  });

  it('refuses another site, however it is written', () => {
    for (const value of [
      'https://evil.example',
      'http://evil.example/splits/x',
      '//evil.example',
      '///evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'javascript:alert(1)',
      'data:text/html,hi',
      'splits/x',
      ' /splits/x',
    ])
      expect(safeReturnPath(value), value).toBeNull();
  });

  it('refuses what is not a path: empty, too long, not a string', () => {
    expect(safeReturnPath('')).toBeNull();
    expect(safeReturnPath(`/${'a'.repeat(2048)}`)).toBeNull();
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
    expect(safeReturnPath(['/splits/x'])).toBeNull();
  });

  it('never returns to the sign-in pages themselves', () => {
    for (const value of ['/login', '/login/', '/LOGIN?returnTo=/x', '/signup', '/forgot-password'])
      expect(safeReturnPath(value), value).toBeNull();
    expect(safeReturnPath('/logins-are-fine-elsewhere')).toBe('/logins-are-fine-elsewhere');
  });

  it('whatever it keeps stays on this site when a browser resolves it', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (tail) => {
        const kept = safeReturnPath(`/${tail}`) ?? safeReturnPath(tail);
        if (kept === null) return;
        expect(new URL(kept, 'https://turfbook.in').origin).toBe('https://turfbook.in');
      }),
    );
  });
});

describe('withReturnPath', () => {
  it('puts the return path in the query, encoded, and it reads back the same', () => {
    const link = '/splits/abc?token=a+b&x=1';
    const page = withReturnPath('/login', link);
    expect(page).toBe('/login?returnTo=%2Fsplits%2Fabc%3Ftoken%3Da%2Bb%26x%3D1');
    const query = new URL(page, 'https://turfbook.in').searchParams;
    expect(safeReturnPath(query.get('returnTo'))).toBe(link);
  });
});
