import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, expect, inject } from 'vitest';
import { openPostgres, type Database } from '../db/database';
import { createScratchPostgresDatabase } from './test-database';

// A real server process (npm start's own entry point), for tests of several processes on one
// database: start-up races, holds and payments shared across processes, draining on SIGTERM.

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** Sends SIGTERM and answers the exit code. */
  stop: () => Promise<number | null>;
}

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  // The run's bundle of src/server/main.ts (global-setup.ts), run by node itself: no tsx CLI,
  // which relays SIGTERM to a child and, when a busy machine's child does not confirm within
  // 30 ms, kills it and exits 143, so a graceful drain looked like a crash. Started as npm run
  // serve starts it: after the tracing preload, which does nothing without OTEL_* variables.
  const preload = pathToFileURL(inject('serverPreload')).href;
  const child = spawn(process.execPath, ['--import', preload, inject('serverBundle')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'turf-process-')),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start in 60 s:\n${output}`)), 60_000);
    const look = () => {
      const match = /running at http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${match[1]}`);
      }
    };
    child.stdout!.on('data', look);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    child,
    output: () => output,
    stop: async () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

/** A JSON call to a running server process. */
export async function call(
  base: string,
  path: string,
  init: RequestInit & { cookie?: string } = {},
) {
  const response = await fetch(`${base}${path}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
  });
  return { status: response.status, body: await response.json(), headers: response.headers };
}

/** A new player registered and logged in on a running server process: its cookie header. */
export async function playerCookie(base: string, n: number) {
  const form = new FormData();
  const email = `racer${n}.${Date.now()}@example.com`;
  for (const [key, value] of Object.entries({
    fullname: `Racer ${n}`,
    email,
    password: 'secret1',
    mobilenumber: '9876543210',
    role: 'user',
  }))
    form.append(key, value);
  expect((await fetch(`${base}/api/v1/user/register`, { method: 'POST', body: form })).status).toBe(
    201,
  );
  const login = await fetch(`${base}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'secret1', role: 'user' }),
  });
  return login.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/**
 * Two server processes on one new scratch database of the PostgreSQL at `serverUrl`, with the
 * demo data; each is added to `started` as soon as it runs, so the caller's cleanup finds it.
 */
export async function startTwoServers(serverUrl: string, started: ServerProcess[]) {
  return startTwoOn(await createScratchPostgresDatabase(serverUrl), started);
}

/** startTwoServers, and the test's own connection to their database (the caller closes it). */
export async function startTwoServersWithDatabase(serverUrl: string, started: ServerProcess[]) {
  const databaseUrl = await createScratchPostgresDatabase(serverUrl);
  const [a, b] = await startTwoOn(databaseUrl, started);
  return { a, b, database: await openPostgres(databaseUrl) };
}

async function startTwoOn(databaseUrl: string, started: ServerProcess[]) {
  const env = { DATABASE_URL: databaseUrl, DEMO_DATA: 'on', AUTH_RATE_LIMIT: '1000' };
  const a = await startServerProcess(env);
  started.push(a);
  const b = await startServerProcess(env);
  started.push(b);
  return [a, b] as const;
}

/** Kills whatever a test left running (a failed test skips its own stop). */
export function killLeftovers(started: ServerProcess[]) {
  for (const server of started) if (server.child.exitCode === null) server.child.kill('SIGKILL');
}

/**
 * A test file's race on two server processes sharing one scratch PostgreSQL database (made on
 * TEST_DATABASE_URL's server): `start()` starts them; after the file's tests whatever still runs
 * is killed and the database's connection closed, even when a test failed before its own stop.
 * `stop()` ends both processes the usual way (SIGTERM) and answers their exit codes.
 */
export function useTwoServerRace() {
  const started: ServerProcess[] = [];
  let database: Database | null = null;
  afterAll(async () => {
    killLeftovers(started);
    await database?.close();
  });
  return {
    async start() {
      const serverUrl = process.env.TEST_DATABASE_URL;
      if (!serverUrl) throw new Error('A race on two processes needs TEST_DATABASE_URL.');
      const servers = await startTwoServersWithDatabase(serverUrl, started);
      database = servers.database;
      return servers;
    },
    async stop() {
      const exitCodes: (number | null)[] = [];
      for (const server of started) exitCodes.push(await server.stop());
      return exitCodes;
    },
  };
}
