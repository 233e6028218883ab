import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { containsControlCharacters } from './text';

describe('containsControlCharacters', () => {
  it('finds a NUL or another control character anywhere in a request', () => {
    expect(containsControlCharacters('a\u0000b')).toBe(true);
    expect(containsControlCharacters({ email: 'x', nested: [{ name: 'bell\u0007' }] })).toBe(true);
    expect(containsControlCharacters(['ok', '\u001b[31m'])).toBe(true);
  });

  it('lets ordinary text through, with line breaks and tabs, and leaves bytes alone', () => {
    expect(containsControlCharacters('Priya Sharma — ₹1,250/h\nLine two\tand a tab')).toBe(false);
    expect(containsControlCharacters({ file: Buffer.from([0, 1, 2]), n: 3, ok: null })).toBe(false);
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        // eslint-disable-next-line no-control-regex -- the test strips them
        const printable = text.replace(/[\u0000-\u001F\u007F]/g, ' ');
        expect(containsControlCharacters(printable)).toBe(false);
        expect(containsControlCharacters(`${printable}\u0000`)).toBe(true);
      }),
    );
  });

  it('walks a value nested 100,000 levels deep without overflowing the call stack', () => {
    let deep: unknown = 'bell\u0007';
    for (let level = 0; level < 100_000; level += 1) deep = level % 2 ? { a: deep } : [deep];
    expect(containsControlCharacters(deep)).toBe(true);
    let clean: unknown = 'fine';
    for (let level = 0; level < 100_000; level += 1) clean = level % 2 ? { a: clean } : [clean];
    expect(containsControlCharacters(clean)).toBe(false);
  });
});
