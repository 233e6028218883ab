import { afterAll, describe, expect, it } from 'vitest';
import {
  call,
  killLeftovers,
  startServerProcess,
  type ServerProcess,
} from '../testing/server-process';
import { createScratchPostgresDatabase } from '../testing/test-database';

// Two server processes started at the same moment on an empty PostgreSQL database both come up
// (migrations and demo data once, whoever is first), round after round: eight rounds in
// `npm test`, more with START_ROUNDS=N (docs/decisions/079). A file of its own: its
// rounds mostly wait on child processes starting, and the other test worker runs beside it.

const serverUrl = process.env.TEST_DATABASE_URL;
const processes: ServerProcess[] = [];
afterAll(() => killLeftovers(processes));

describe.skipIf(!serverUrl)('two server processes on one empty PostgreSQL database', () => {
  it('come up together, eight times out of eight, on an empty database', async () => {
    const rounds = Number(process.env.START_ROUNDS ?? 8);
    let up = 0;
    for (let round = 0; round < rounds; round += 1) {
      const env = {
        DATABASE_URL: await createScratchPostgresDatabase(serverUrl!),
        ADMIN_EMAIL: 'boss@turfbook.example.com',
        ADMIN_PASSWORD: 'long-enough-secret',
        DEMO_DATA: 'on',
      };
      const pair = await Promise.all([startServerProcess(env), startServerProcess(env)]);
      processes.push(...pair);
      const ready = await Promise.all(pair.map((server) => call(server.url, '/health/ready')));
      if (ready.every((answer) => answer.status === 200)) up += 1;
      expect(await Promise.all(pair.map((server) => server.stop()))).toEqual([0, 0]);
    }
    expect(up).toBe(rounds);
  }, 600_000);
});
