import { describe, expect, it } from 'vitest';
import type { RawAnswer } from './load';
import { nextPageUrl } from './rows-availability';
import { startupRowOf } from './rows-startup';
import { initialScripts } from './rows-web';

const answer = (headers: Record<string, string> = {}): RawAnswer => ({
  status: 200,
  headers,
  wireBytes: 0,
  body: Buffer.alloc(0),
  ms: 0,
});

describe('the initial scripts of a built page', () => {
  it('are the module script and the modulepreloads, not styles nor icons', () => {
    const html = `<link rel="icon" href="/images/logo.svg" />
      <script type="module" crossorigin src="/assets/index-a.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/react-b.js">
      <link rel="stylesheet" crossorigin href="/assets/index-c.css">
      <link rel="modulepreload" href="/assets/react-b.js">
      <script src="/legacy.js"></script>`;
    expect(initialScripts(html)).toEqual(['/assets/index-a.js', '/assets/react-b.js']);
  });
});

describe("the owner's next page", () => {
  const first = 'http://127.0.0.1:1/api/v1/booking/get-turf-bookings/t?view=owner';

  it('follows a Link header', () => {
    const next = nextPageUrl(
      first,
      answer({ link: '</api/v1/x?view=owner&cursor=abc>; rel="next"' }),
      {},
    );
    expect(next).toBe('http://127.0.0.1:1/api/v1/x?view=owner&cursor=abc');
  });

  it('follows a cursor or a URL in the body, and stops without one', () => {
    expect(nextPageUrl(first, answer(), { nextCursor: 'abc' })).toBe(`${first}&cursor=abc`);
    expect(nextPageUrl(first, answer(), { page: { next: '/api/v1/y?p=2' } })).toBe(
      'http://127.0.0.1:1/api/v1/y?p=2',
    );
    expect(nextPageUrl(first, answer(), { paging: { nextCursor: 'x y' }, bookings: [] })).toBe(
      `${first}&cursor=x+y`,
    );
    expect(nextPageUrl(first, answer(), { nextCursor: null })).toBeNull();
    expect(nextPageUrl(first, answer(), {})).toBeNull();
  });

  it('follows page numbers until the last page', () => {
    expect(nextPageUrl(first, answer(), { nextPage: 2 })).toBe(`${first}&page=2`);
    expect(nextPageUrl(`${first}&page=2`, answer(), { page: 2, totalPages: 3 })).toBe(
      `${first}&page=3`,
    );
    expect(nextPageUrl(first, answer(), { pagination: { page: 3, pages: 3 } })).toBeNull();
    expect(nextPageUrl(first, answer(), { nextPage: null })).toBeNull();
  });
});

describe('the start-up row', () => {
  const start = (ms: number, cpuMs: number) => ({ ms, cpuMs });

  it("gives medians, and the median of each round's compiled ÷ tsx", () => {
    const row = startupRowOf(
      [
        { compiled: start(1000, 800), tsx: start(4000, 3200) },
        { compiled: start(3000, 900), tsx: start(6000, 3600) },
        { compiled: start(1200, 700), tsx: start(3000, 2800) },
      ],
      1033,
    );
    expect(row.ratio).toBeCloseTo(0.4);
    expect(row.figure).toBe('compiled (npm run serve): 1.20 s to listening, CPU 800 ms');
    expect(row.reference).toBe(
      'node --import tsx src/server/main.ts: 4.00 s to listening, CPU 3.20 s',
    );
    expect(row.met).toBe('yes');
    expect(row.note).toContain('CPU 0.25×');
  });

  it('is not met when the compiled start is the slower', () => {
    const row = startupRowOf([{ compiled: start(2000, 900), tsx: start(1500, 2000) }], 1033);
    expect(row.ratio).toBeCloseTo(4 / 3);
    expect(row.met).toBe('no');
  });
});
