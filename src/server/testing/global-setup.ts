import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    testRunId: string;
    /** The server's entry point bundled once for the run: what server-process.ts starts. */
    serverBundle: string;
  }
}

const ROOT = new URL('../../../', import.meta.url);

/**
 * Bundles the server's own code (packages stay in node_modules) into dist/test-server/<run>/, three
 * folders below the root like src/server/<folder>/, so paths the server finds from its own file
 * (migrations, the built web client) still resolve. A child process then starts without tsx
 * compiling hundreds of files: about 1 s of CPU instead of 2.5 s, decision 042.
 */
async function bundleServer(runId: string) {
  const outfile = fileURLToPath(new URL(`dist/test-server/${runId}/main.mjs`, ROOT));
  await build({
    entryPoints: [fileURLToPath(new URL('src/server/main.ts', ROOT))],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outfile,
    logLevel: 'warning',
  });
  return outfile;
}

/**
 * Gives the run an id that prefixes every PostgreSQL test database, and drops them all at the
 * end, whatever state the workers ended in; bundles the server for tests that start it as a
 * process, and removes the bundle at the end.
 */
export default async function setup(project: TestProject) {
  const runId = randomBytes(4).toString('hex');
  project.provide('testRunId', runId);
  const serverBundle = await bundleServer(runId);
  project.provide('serverBundle', serverBundle);
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
