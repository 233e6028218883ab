import { describe, expect, it } from 'vitest';
import { loadDemoDataOnce } from '../demo/seed';
import { createTurf, createUser } from '../testing/factories';
import { checkStreamCaps, fuzzApi } from '../testing/fuzz';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';
import { turfs } from '../db/schema';

// 20,000 requests with a fixed seed (about 25 s on PGlite); FUZZ_REQUESTS and FUZZ_SEED explore more.
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 20_000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);

const t = useTestApp();

describe('hostile and random requests to every route', () => {
  it(`answer ${REQUESTS} of them without a 5xx or a stack trace`, async () => {
    await loadDemoDataOnce(t.database.db);
    const people = await Promise.all(
      (['user', 'owner', 'admin'] as const).map((role) => createUser(t.database.db, role)),
    );
    const turfIds = (await t.database.db.select({ id: turfs.id }).from(turfs)).map((x) => x.id);
    const report = await fuzzApi(
      t.app,
      {
        cookies: await Promise.all(people.map((person) => cookieFor(t.app, person))),
        ids: [...people.map((person) => person.id), ...turfIds.slice(0, 5)],
      },
      { requests: REQUESTS, seed: SEED },
    );
    expect(report.failures).toEqual([]);
    expect(report.requests).toBe(REQUESTS);
    // The fuzzing reached past validation too.
    expect(report.byStatus['2xx'] ?? 0).toBeGreaterThan(0);
  }, 240_000);

  it('meet one cap per client address on every event stream', async () => {
    const owner = await createUser(t.database.db, 'owner');
    const turf = await createTurf(t.database.db, owner.id);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    const { perAddress } = t.context.config.liveStreams;
    expect(await checkStreamCaps(t.app, base, turf.id, perAddress)).toEqual([]);
  });
});
