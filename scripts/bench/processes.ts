// The servers under test, each a process of its own (as src/server/testing/server-process.ts
// starts them), so neither autocannon nor the benchmark's own work shares their event loop: the
// app (the compiled server `npm run serve` runs, or for the start-up row today's tsx start of its
// sources) and the reference servers (reference-server.ts, run through tsx).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_ENTRY, SERVER_NODE_FLAGS } from '../server-node-flags';
import { cpuMs } from './procstat';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface Server {
  url: string;
  pid: number;
  output: () => string;
  stop: () => Promise<void>;
  /** Milliseconds from the spawn to `ready` in its output, and the CPU it had used by then. */
  readyMs: number;
  readyCpuMs: number;
}

/** A TypeScript file run through tsx's hooks. */
const underTsx = (script: string) => ['--import', 'tsx', script];

/**
 * Starts `node <entry…>` (Node's flags and a compiled file, or `--import tsx <script>`), waits for
 * `ready` in its output (group 1: the port).
 */
async function startChild(
  entry: readonly string[],
  env: Record<string, string>,
  ready: RegExp,
  cleanup: () => void = () => {},
): Promise<Server> {
  const script = entry.at(-1)!;
  // BENCH_PROFILE_DIR: each server writes a CPU profile there when it stops (node --cpu-prof,
  // a flag NODE_OPTIONS refuses).
  const profileDir = process.env.BENCH_PROFILE_DIR;
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const args = [...profile, ...entry];
  const spawnedAt = performance.now();
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
    let readyMs = Number.NaN;
    let readyCpuMs = Number.NaN;
    const port = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${script}: no start in 120 s`)), 120_000);
      const look = () => {
        const match = ready.exec(output);
        if (match && Number.isNaN(readyMs)) {
          readyMs = performance.now() - spawnedAt;
          readyCpuMs = cpuMs(child.pid!);
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
    const url = `http://127.0.0.1:${port}`;
    return { url, pid: child.pid!, output: () => output, stop, readyMs, readyCpuMs };
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${output.slice(-3000)}`, { cause: error });
  }
}

/**
 * How `npm run serve` started the app before the server was compiled (docs/decisions/070): its
 * sources through tsx, which maps stack traces itself.
 */
export const TSX_START = ['--max-semi-space-size=32', ...underTsx('src/server/main.ts')];

/**
 * The app as `npm run serve` runs it (`how: 'tsx'`: as it was started before it was compiled): on
 * PostgreSQL when databaseUrl is given, else on PGlite in dataDir (a scratch directory when none is
 * given). Production settings, no demo data of its own.
 */
export function startApp(
  options: { databaseUrl?: string; dataDir?: string; maxRequestsInFlight?: number },
  how: 'compiled' | 'tsx' = 'compiled',
): Promise<Server> {
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
    ...(options.maxRequestsInFlight && {
      MAX_REQUESTS_IN_FLIGHT: String(options.maxRequestsInFlight),
    }),
  };
  return startChild(
    how === 'compiled' ? [...SERVER_NODE_FLAGS, SERVER_ENTRY] : TSX_START,
    env,
    /running at http:\/\/localhost:(\d+)/,
    () => ownDir && rmSync(ownDir, { recursive: true, force: true }),
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
    underTsx('scripts/bench/reference-server.ts'),
    {
      BENCH_REFERENCE: kind,
      BENCH_REFERENCE_DATABASE_URL: options.databaseUrl ?? '',
      BENCH_REFERENCE_STATIC_DIR: options.staticDir ?? '',
    },
    /reference listening on (\d+)/,
  );
}
