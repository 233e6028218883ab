import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openPglite, openPostgres } from '../db/database';

// One database per test worker: PGlite in memory, or a fresh PostgreSQL database with a random
// name on TEST_DATABASE_URL's server (dropped when the worker ends). Tests reset the tables.

type Shared = { database: Promise<Database> };
const holder = globalThis as typeof globalThis & { __turfTestDatabase?: Shared };

function databaseUrlWithName(serverUrl: string, name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** An empty database on the test server, dropped by the global teardown (global-setup.ts). */
export async function createScratchPostgresDatabase(serverUrl: string): Promise<string> {
  const name = `turf_test_${inject('testRunId')}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return databaseUrlWithName(serverUrl, name);
}

async function createPostgresDatabase(serverUrl: string): Promise<Database> {
  return openPostgres(await createScratchPostgresDatabase(serverUrl));
}

/** The worker's migrated test database, made on first use. */
export function testDatabase(): Promise<Database> {
  if (!holder.__turfTestDatabase) {
    const serverUrl = process.env.TEST_DATABASE_URL;
    holder.__turfTestDatabase = {
      database: serverUrl ? createPostgresDatabase(serverUrl) : openPglite(null),
    };
  }
  return holder.__turfTestDatabase.database;
}

/**
 * Empties every table but the migrations' own (they live in the drizzle schema), so each test
 * starts from nothing. Deletes rather than truncates: a truncate of the thirty-odd tables made
 * each PostgreSQL test wait 0.2 to 0.6 s for new files (about half the PostgreSQL run), the
 * deletes a few milliseconds. Triggers and foreign keys are off for the one statement
 * (session_replication_role, the test user is a superuser): every table is emptied anyway, and
 * no trigger should answer a reset as if rows had changed.
 */
export async function resetDatabase(database: Database) {
  await database.db.execute(
    sql.raw(`do $$
      declare name text;
      begin
        set local session_replication_role = replica;
        for name in select tablename from pg_tables where schemaname = 'public' loop
          execute format('delete from %I', name);
        end loop;
      end $$`),
  );
}
