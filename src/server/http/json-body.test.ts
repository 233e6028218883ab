import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exceedsJsonDepth } from './json-body';

const nested = (depth: number, open = '[', close = ']') => open.repeat(depth) + close.repeat(depth);

describe('exceedsJsonDepth', () => {
  it('counts objects and arrays alike, up to the limit and one past it', () => {
    expect(exceedsJsonDepth(nested(3), 3)).toBe(false);
    expect(exceedsJsonDepth(nested(4), 3)).toBe(true);
    expect(exceedsJsonDepth('{"a":{"b":{"c":1}}}', 3)).toBe(false);
    expect(exceedsJsonDepth('{"a":{"b":{"c":[1]}}}', 3)).toBe(true);
    expect(exceedsJsonDepth('"text"', 0)).toBe(false);
    expect(exceedsJsonDepth('[]', 0)).toBe(true);
  });

  it('measures the deepest point, not the number of brackets', () => {
    const wide = `[${Array.from({ length: 1_000 }, () => '[[1]]').join(',')}]`;
    expect(exceedsJsonDepth(wide, 3)).toBe(false);
    expect(exceedsJsonDepth(wide, 2)).toBe(true);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(exceedsJsonDepth(JSON.stringify({ a: '[[[[{{{{' }), 1)).toBe(false);
    expect(exceedsJsonDepth(JSON.stringify({ a: 'say \\"[[[[\\" and \\\\' }), 1)).toBe(false);
    expect(exceedsJsonDepth(JSON.stringify(['\\', [[]]]), 2)).toBe(true);
  });

  it('reads a body 100,000 levels deep in one pass, without recursion', () => {
    expect(exceedsJsonDepth(nested(100_000, '{"a":', '}'), 32)).toBe(true);
  });

  it('agrees with the depth of any JSON value', () => {
    const depthOf = (value: unknown): number =>
      value !== null && typeof value === 'object'
        ? 1 + Math.max(0, ...Object.values(value).map(depthOf))
        : 0;
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), fc.integer({ min: 0, max: 7 }), (value, max) => {
        expect(exceedsJsonDepth(JSON.stringify(value), max)).toBe(depthOf(value) > max);
      }),
    );
  });
});
