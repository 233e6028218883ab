import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { attemptEventStream, type StreamAttempt } from '../testing/event-stream';
import { createTurf, createUser } from '../testing/factories';
import { useTestApp, type TestHarness } from '../testing/test-app';
import { TOO_MANY_ON_SERVER, tooManyFromAddress } from './live-stream-limits';

// Live-update streams are capped per client address and per process, by one limiter over every
// stream route (429 beyond it), and end after the configured time without an event.

const attempts: StreamAttempt[] = [];

/** The harness's app listening on a port; closes each test's streams and waits for their places. */
function listening(t: TestHarness) {
  const base = { url: '' };
  beforeEach(async () => {
    if (!base.url) {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      base.url = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    }
  });
  afterEach(async () => {
    for (const attempt of attempts.splice(0)) attempt.close();
    for (let tries = 0; t.app.liveStreams.openCount > 0 && tries < 100; tries += 1) await sleep(20);
    expect(t.app.liveStreams.openCount).toBe(0);
  });
  return base;
}

async function approvedTurfs(t: TestHarness) {
  const owner = await createUser(t.database.db, 'owner');
  return [await createTurf(t.database.db, owner.id), await createTurf(t.database.db, owner.id)];
}

/** A stream (open once its first event came) or a refusal. */
async function attempt(url: string, headers: Record<string, string> = {}) {
  const answer = await attemptEventStream(url, headers);
  attempts.push(answer);
  await answer.opened;
  return answer;
}

/** A stream as soon as a place is free (the server sees a closed stream go a moment later). */
async function streamOnceFree(url: string, headers: Record<string, string> = {}) {
  let answer = await attempt(url, headers);
  for (let tries = 0; answer.status === 429 && tries < 60; tries += 1) {
    await sleep(50);
    answer = await attempt(url, headers);
  }
  return answer;
}

const refused = (message: string) => ({
  status: 429,
  body: expect.objectContaining({ success: false, message }) as unknown,
});
const outcome = ({ status, body }: StreamAttempt) => ({ status, body });

describe('the caps on open streams', () => {
  const t = useTestApp({
    TRUST_PROXY: 'true',
    LIVE_STREAMS_PER_ADDRESS: '3',
    LIVE_STREAMS_PER_PROCESS: '5',
  });
  const base = listening(t);

  it('refuse an address past its cap on any stream route, free a place on close, and cap the process', async () => {
    const [first, second] = await approvedTurfs(t);
    const oneTurf = `${base.url}/api/v1/turf/${first!.id}/availability/stream`;
    const aList = `${base.url}/api/v1/turf/availability/stream?turfs=${first!.id},${second!.id}`;
    const from = (address: string) => ({ 'x-forwarded-for': address });
    const a = from('203.0.113.7');

    const held = [await attempt(oneTurf, a), await attempt(aList, a), await attempt(oneTurf, a)];
    expect(held.map((answer) => answer.status)).toEqual([200, 200, 200]);
    for (const url of [oneTurf, aList])
      expect(outcome(await attempt(url, a))).toEqual(refused(tooManyFromAddress(3)));

    // Another address has places of its own, until the process is full (5).
    const b = from('198.51.100.9');
    expect((await attempt(aList, b)).status).toBe(200);
    expect((await attempt(oneTurf, b)).status).toBe(200);
    expect(outcome(await attempt(oneTurf, from('192.0.2.1')))).toEqual(refused(TOO_MANY_ON_SERVER));
    expect(t.app.liveStreams.openCount).toBe(5);

    // Closing one of the first address's streams frees its place, once the server sees it go.
    held[0]!.close();
    expect((await streamOnceFree(oneTurf, a)).status).toBe(200);
    expect(outcome(await attempt(aList, a))).toEqual(refused(tooManyFromAddress(3)));
    expect(t.app.liveStreams.openCount).toBe(5);
  });

  it('take no place for a request that is answered otherwise (404)', async () => {
    const [turf] = await approvedTurfs(t);
    const a = { 'x-forwarded-for': '203.0.113.8' };
    const missing = `${base.url}/api/v1/turf/00000000-0000-4000-8000-000000000000/availability/stream`;
    for (let round = 0; round < 5; round += 1) expect((await attempt(missing, a)).status).toBe(404);
    const url = `${base.url}/api/v1/turf/${turf!.id}/availability/stream`;
    const streams = [await attempt(url, a), await attempt(url, a), await attempt(url, a)];
    expect(streams.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(t.app.liveStreams.openCount).toBe(3);
  });
});

describe('an idle stream', () => {
  const t = useTestApp({ LIVE_STREAMS_PER_ADDRESS: '1', LIVE_STREAM_IDLE_SECONDS: '1' });
  const base = listening(t);

  it('is ended by the server after the idle time, which frees its place', async () => {
    const [turf] = await approvedTurfs(t);
    const url = `${base.url}/api/v1/turf/${turf!.id}/availability/stream`;
    const started = Date.now();
    const first = await attempt(url);
    expect(first.status).toBe(200);
    // One place per address; without TRUST_PROXY a forwarded address is not another client.
    const forged = await attempt(url, { 'x-forwarded-for': '198.51.100.1' });
    expect(outcome(forged)).toEqual(refused(tooManyFromAddress(1)));

    await first.ended;
    const lasted = Date.now() - started;
    expect(lasted).toBeGreaterThanOrEqual(900);
    // Ended by the server's idle timer, well before the test's own timeout; the margin is for a
    // busy machine, where timers fire late (decision 042).
    expect(lasted).toBeLessThan(20_000);
    expect((await streamOnceFree(url)).status).toBe(200);
  });
});
