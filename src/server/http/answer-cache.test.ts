import { describe, expect, it } from 'vitest';
import { sharedFreshRead, VersionedCache } from './answer-cache';
import { matchesEtag } from './cached-answer';
import { preferredEncoding } from './compression';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

const tick = () => new Promise((done) => setImmediate(done));

describe('sharedFreshRead', () => {
  it('never hands a caller a read sent before it called, and shares one among a burst', async () => {
    const sent: ReturnType<typeof deferred<number>>[] = [];
    const read = sharedFreshRead(() => {
      const one = deferred<number>();
      sent.push(one);
      return one.promise;
    });
    // A burst shares one read, sent once the burst was heard.
    const a = read();
    const b = read();
    expect(sent).toHaveLength(0);
    await tick();
    expect(sent).toHaveLength(1);
    // c came after that read went out: it gets the next one, sent when the first is back.
    const c = read();
    const d = read();
    await tick();
    expect(sent).toHaveLength(1);
    sent[0]!.resolve(1);
    expect([await a, await b]).toEqual([1, 1]);
    await tick();
    expect(sent).toHaveLength(2);
    sent[1]!.resolve(2);
    expect([await c, await d]).toEqual([2, 2]);
  });

  it('passes a failed read on to its callers and goes on afterwards', async () => {
    let calls = 0;
    const read = sharedFreshRead(async () => {
      calls += 1;
      if (calls === 1) throw new Error('database away');
      return calls;
    });
    await expect(read()).rejects.toThrow('database away');
    expect(await read()).toBe(2);
  });
});

describe('VersionedCache', () => {
  const value = (size: number, name = '') => ({ size, name });

  it('keeps a value for its version, builds once for concurrent misses, rebuilds on a new one', async () => {
    const cache = new VersionedCache<{ size: number; name: string }>(10, 1000);
    let builds = 0;
    const build = async () => value(1, `v${++builds}`);
    const [x, y] = await Promise.all([cache.get('k', '1', build), cache.get('k', '1', build)]);
    expect(x).toBe(y);
    expect(builds).toBe(1);
    expect(await cache.get('k', '1', build)).toBe(x);
    expect((await cache.get('k', '2', build)).name).toBe('v2');
  });

  it('lets the least recently used go past its count or its bytes, and skips the oversized', async () => {
    const cache = new VersionedCache<{ size: number; name: string }>(2, 100);
    let builds = 0;
    const build = (size: number) => async () => (builds++, value(size));
    await cache.get('a', '1', build(10));
    await cache.get('b', '1', build(10));
    await cache.get('a', '1', build(10)); // a is fresher than b now
    await cache.get('c', '1', build(10)); // b goes
    expect(builds).toBe(3);
    await cache.get('a', '1', build(10));
    expect(builds).toBe(3);
    await cache.get('b', '1', build(10));
    expect(builds).toBe(4);
    await cache.get('big', '1', build(95)); // all others go to make room
    await cache.get('big', '1', build(95));
    expect(builds).toBe(5);
    await cache.get('huge', '1', build(101));
    await cache.get('huge', '1', build(101));
    expect(builds).toBe(7);
  });
});

describe('content negotiation', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*;q=0', null],
    ['deflate', null],
  ])('Accept-Encoding %s → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });

  it('matches If-None-Match weakly, in lists and as *', () => {
    expect(matchesEtag('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('*', 'W/"abc"')).toBe(true);
    expect(matchesEtag('W/"abd"', 'W/"abc"')).toBe(false);
    expect(matchesEtag(undefined, 'W/"abc"')).toBe(false);
  });
});
