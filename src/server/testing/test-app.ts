import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach } from 'vitest';
import { buildApp, type App } from '../app';
import { createAppContext, type AppContext } from '../app-context';
import { loadConfig } from '../config';
import type { Database } from '../db/database';
import { resetDatabase, testDatabase } from './test-database';

export interface TestHarness {
  app: App;
  database: Database;
  context: AppContext;
  /** Moves the server's clock; `null` returns to real time. */
  setNow(date: Date | null): void;
}

/**
 * Builds the app against the worker's test database with the given environment, resetting the
 * tables before each test of the calling file.
 */
export function useTestApp(
  env: Record<string, string> | (() => Record<string, string>) = {},
): TestHarness {
  const harness = {} as TestHarness;
  let pinned: Date | null = null;

  beforeEach(async () => {
    if (!harness.app) {
      const database = await testDatabase();
      const config = loadConfig({
        AUTH_RATE_LIMIT: '1000',
        DEMO_DATA: 'off',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'turf-test-')),
        ...(typeof env === 'function' ? env() : env),
      });
      const context = createAppContext(
        config,
        database.db,
        () => pinned ?? new Date(),
        database.listen,
        database.connections,
      );
      harness.database = database;
      harness.context = context;
      harness.setNow = (date) => {
        pinned = date;
      };
      harness.app = await buildApp(context, { webRoot: null });
    }
    pinned = null;
    await resetDatabase(harness.database);
  });

  afterAll(async () => {
    await harness.app?.close();
    await harness.context?.rateCounter.close();
    await harness.context?.availability.close();
  });

  return harness;
}
