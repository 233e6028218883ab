import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from './database';
import { createScratchPostgresDatabase } from '../testing/test-database';

// Background jobs run once across processes: two pools on one database stand for two processes.

const serverUrl = process.env.TEST_DATABASE_URL;
const opened: Database[] = [];
afterAll(async () => {
  for (const database of opened) await database.close();
});

describe.skipIf(!serverUrl)('runAlone on PostgreSQL', () => {
  it('runs a job in one process at a time; the other skips it', async () => {
    const url = await createScratchPostgresDatabase(serverUrl!);
    const [first, second] = await Promise.all([openPostgres(url), openPostgres(url)]);
    opened.push(first, second);
    let running = 0;
    let most = 0;
    const job = async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 200));
      running -= 1;
    };
    const ran = await Promise.all([
      first.runAlone('sweep', job),
      second.runAlone('sweep', job),
      first.runAlone('sweep', job),
    ]);
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(most).toBe(1);
    // Once it is done, the next minute's run goes ahead.
    expect(await second.runAlone('sweep', job)).toBe(true);
  });
});
