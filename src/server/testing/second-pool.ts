import { sql } from 'drizzle-orm';
import { afterAll } from 'vitest';
import { openPostgres, type Database } from '../db/database';
import type { TestHarness } from './test-app';

// A second worker on the test's PostgreSQL database: a connection pool of its own, as a second
// server process has, for the race tests of jobs that must run once across processes.

/** A getter of the same database as `t`'s through its own pool, closed after the file's tests. */
export function useSecondPool(t: TestHarness): () => Promise<Database> {
  let second: Database | null = null;
  afterAll(async () => {
    await second?.close();
  });
  return async () => {
    if (second) return second;
    const { rows } = (await t.database.db.execute(
      sql`select current_database() as name`,
    )) as unknown as { rows: { name: string }[] };
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${rows[0]!.name}`;
    second = await openPostgres(url.toString());
    return second;
  };
}
