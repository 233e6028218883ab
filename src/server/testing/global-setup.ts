import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { serverBuildOptions } from '../../../scripts/build/build-server';

declare module 'vitest' {
  export interface ProvidedContext {
    testRunId: string;
    /** The server's entry point bundled once for the run: what server-process.ts starts. */
    serverBundle: string;
    /** The tracing preload bundled beside it, which the server starts with (--import). */
    serverPreload: string;
  }
}

const ROOT = new URL('../../../', import.meta.url);

/**
 * Bundles the server as `npm run build` does (scripts/build/build-server.ts) into
 * dist/test-server/<run>/, for tests that start it as a process: a child then starts without tsx
 * compiling hundreds of files, about 1 s of CPU instead of 2.5 s (decisions 042 and 070).
 */
async function bundleServer(runId: string) {
  const outDir = fileURLToPath(new URL(`dist/test-server/${runId}`, ROOT));
  await build(serverBuildOptions(fileURLToPath(ROOT), outDir));
  return { main: join(outDir, 'main.js'), preload: join(outDir, 'telemetry/start-tracing.js') };
}

/**
 * Gives the run an id that prefixes every PostgreSQL test database, and drops them all at the
 * end, whatever state the workers ended in; bundles the server for tests that start it as a
 * process, and removes the bundle at the end.
 */
export default async function setup(project: TestProject) {
  const runId = randomBytes(4).toString('hex');
  project.provide('testRunId', runId);
  const bundle = await bundleServer(runId);
  project.provide('serverBundle', bundle.main);
  project.provide('serverPreload', bundle.preload);
  return async () => {
    rmSync(fileURLToPath(new URL(`dist/test-server/${runId}`, ROOT)), {
      recursive: true,
      force: true,
    });
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
