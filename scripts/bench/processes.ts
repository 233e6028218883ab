// The servers under test, each a process of its own (as src/server/testing/server-process.ts
// starts them), so neither autocannon nor the benchmark's own work shares their event loop: the
// app (npm start's entry point) and the reference servers (reference-server.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../server-node-flags';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface Server {
  url: string;
  pid: number;
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * Starts `node <nodeFlags> --import tsx <script>`, waits for `ready` in its output (group 1: the
 * port).
 */
async function startChild(
  script: string,
  env: Record<string, string>,
  ready: RegExp,
  cleanup: () => void = () => {},
  nodeFlags: readonly string[] = [],
): Promise<Server> {
  // BENCH_PROFILE_DIR: each server writes a CPU profile there when it stops (node --cpu-prof,
  // a flag NODE_OPTIONS refuses).
  const profileDir = process.env.BENCH_PROFILE_DIR;
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const args = [...nodeFlags, ...profile, '--import', 'tsx', script];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let exitCode: number | string | null = null;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exitCode = code ?? signal ?? 'gone';
      resolve();
    }),
  );
  const stop = async () => {
    if (exitCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 12_000);
      await exited;
      clearTimeout(timer);
    }
    cleanup();
  };
  try {
    const port = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${script}: no start in 120 s`)), 120_000);
      const look = () => {
        const match = ready.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]!);
        }
      };
      child.stdout!.on('data', look);
      void exited.then(() => {
        clearTimeout(timer);
        reject(new Error(`${script} exited (${exitCode}) before it was ready`));
      });
    });
    return { url: `http://127.0.0.1:${port}`, pid: child.pid!, output: () => output, stop };
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${output.slice(-3000)}`, { cause: error });
  }
}

/**
 * The app as `npm run serve` runs it: on PostgreSQL when databaseUrl is given, else on PGlite in
 * dataDir (a scratch directory when none is given). Production settings, no demo data of its own.
 */
export function startApp(options: { databaseUrl?: string; dataDir?: string }): Promise<Server> {
  const ownDir = options.dataDir ? null : mkdtempSync(join(tmpdir(), 'turf-bench-app-'));
  const env: Record<string, string> = {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir ?? ownDir!,
    NODE_ENV: 'production',
    COOKIE_SECURE: 'false',
    DEMO_DATA: 'off',
    LOG_LEVEL: 'warn',
    DATABASE_URL: options.databaseUrl ?? '',
    // Every load comes from this one address: room for the stream rows' 200 open streams.
    LIVE_STREAMS_PER_ADDRESS: '1000',
  };
  return startChild(
    'src/server/main.ts',
    env,
    /running at http:\/\/localhost:(\d+)/,
    () => ownDir && rmSync(ownDir, { recursive: true, force: true }),
    SERVER_NODE_FLAGS,
  );
}

export type ReferenceKind = 'turfs' | 'availability' | 'static' | 'booking' | 'booking-round-trips';

/**
 * A reference server (reference-server.ts): bare Fastify with 30 turfs, bare Fastify with one
 * raw SQL query (databaseUrl), bare Fastify booking in 2 commits or in the app's round trips
 * (databaseUrl), or a static
 * directory served with gzip (staticDir).
 */
export function startReference(
  kind: ReferenceKind,
  options: { databaseUrl?: string; staticDir?: string } = {},
): Promise<Server> {
  return startChild(
    'scripts/bench/reference-server.ts',
    {
      BENCH_REFERENCE: kind,
      BENCH_REFERENCE_DATABASE_URL: options.databaseUrl ?? '',
      BENCH_REFERENCE_STATIC_DIR: options.staticDir ?? '',
    },
    /reference listening on (\d+)/,
  );
}
