import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    testRunId: string;
  }
}

/**
 * Gives the run an id that prefixes every PostgreSQL test database, and drops them all at the
 * end, whatever state the workers ended in.
 */
export default function setup(project: TestProject) {
  const runId = randomBytes(4).toString('hex');
  project.provide('testRunId', runId);
  return async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) return;
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [`turf_test_${runId}_%`],
    );
    for (const { datname } of rows)
      await client.query(`drop database if exists "${datname}" with (force)`);
    await client.end();
  };
}
