// Starts the built app (the compiled server of dist/server serving dist/web, or WEB_DIST_DIR) in a
// child process on a free port with a scratch data directory and the demo data, for measurements;
// stop() ends it and removes the data.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_ENTRY, SERVER_NODE_FLAGS } from '../server-node-flags';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface BuiltApp {
  baseUrl: string;
  stop: () => Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

async function waitForHealth(baseUrl: string, exited: () => string | null, limitMs: number) {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    const why = exited();
    if (why) throw new Error(`The app stopped before answering: ${why}`);
    try {
      const response = await fetch(`${baseUrl}/api/v1/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`The app did not answer ${baseUrl}/api/v1/health within ${limitMs / 1000} s`);
}

/** Starts the compiled server as `npm run serve` does, serving `webDist` (default dist/web) on a free port. */
export async function startBuiltApp(options: { webDist?: string } = {}): Promise<BuiltApp> {
  const webDist = resolve(ROOT, options.webDist ?? process.env.WEB_DIST_DIR ?? 'dist/web');
  if (!existsSync(join(webDist, 'index.html'))) {
    throw new Error(`No built client in ${webDist}: run npm run build first.`);
  }
  if (!existsSync(join(ROOT, SERVER_ENTRY))) {
    throw new Error(`No built server (${SERVER_ENTRY}): run npm run build first.`);
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'turfbook-lighthouse-'));
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_ENTRY], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDist,
      DEMO_DATA: 'on',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  let exit: string | null = null;
  const exited = new Promise<void>((done) =>
    child.once('exit', (code, signal) => {
      exit = `exit ${code ?? signal}${stderr ? `\n${stderr}` : ''}`;
      done();
    }),
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (exit === null) {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((wait) => setTimeout(wait, 12_000))]);
      if (exit === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, () => exit, 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
