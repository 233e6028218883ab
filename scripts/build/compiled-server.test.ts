import { spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './build-server';
import { PROJECT_ROOT } from './build-stamp';

// The contract of docs/decisions/070: `npm run serve` (and so `npm start`) runs the compiled
// server, and the server process loads no TypeScript compiler. The server is built as
// `npm run build` builds it into a copy of what a deployment holds (package.json, node_modules,
// drizzle/, dist/), without src/, and started there with `npm run serve`; every Node process
// of that command records each script its V8 parsed (record-loaded-scripts.js).

const RECORDER = pathToFileURL(join(PROJECT_ROOT, 'scripts/build/record-loaded-scripts.js')).href;
const PAGE = '<!doctype html><title>TurfBook</title><p>the built client</p>';

/** The scripts among `urls` that are TypeScript or a TypeScript compiler (tsx, typescript, esbuild). */
export function typeScriptAmong(urls: readonly string[]): string[] {
  return urls.filter(
    (url) =>
      /\.[cm]?tsx?(\?.*)?$/.test(url) || /\/node_modules\/(tsx|typescript|esbuild)\//.test(url),
  );
}

/** Every recorded process's scripts, by pid. */
function recorded(dir: string): Map<string, string[]> {
  return new Map(
    readdirSync(dir).map((file) => [
      file,
      readFileSync(join(dir, file), 'utf8').split('\n').filter(Boolean),
    ]),
  );
}

/** Waits until no process of the group is left (each writes its record as it exits). */
async function groupEnded(group: number, limitMs = 60_000) {
  const deadline = Date.now() + limitMs;
  for (;;) {
    try {
      process.kill(-group, 0);
    } catch {
      return;
    }
    if (Date.now() > deadline) {
      process.kill(-group, 'SIGKILL');
      throw new Error(`processes of npm run serve still running after ${limitMs / 1000} s`);
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
}

let deployment: string;
let scriptsDir: string;

beforeAll(() => {
  deployment = mkdtempSync(join(tmpdir(), 'turf-compiled-'));
  scriptsDir = join(deployment, 'loaded-scripts');
  mkdirSync(scriptsDir);
  cpSync(join(PROJECT_ROOT, 'package.json'), join(deployment, 'package.json'));
  cpSync(join(PROJECT_ROOT, 'drizzle'), join(deployment, 'drizzle'), { recursive: true });
  symlinkSync(join(PROJECT_ROOT, 'node_modules'), join(deployment, 'node_modules'), 'dir');
  mkdirSync(join(deployment, 'dist/web'), { recursive: true });
  writeFileSync(join(deployment, 'dist/web/index.html'), PAGE);
  buildServer(PROJECT_ROOT, join(deployment, 'dist/server'));
});

afterAll(() => rmSync(deployment, { recursive: true, force: true }));

describe('the compiled server', () => {
  it(
    'starts with npm run serve, loads no TypeScript compiler, answers health and serves the page',
    { timeout: 300_000 },
    async () => {
      const child = spawn('npm', ['run', 'serve'], {
        cwd: deployment,
        // Its own process group, so npm and the node it starts stop together.
        detached: true,
        env: {
          ...process.env,
          NODE_OPTIONS: `--import=${RECORDER}`,
          LOADED_SCRIPTS_DIR: scriptsDir,
          PORT: '0',
          HOST: '127.0.0.1',
          DATA_DIR: join(deployment, 'data'),
          DATABASE_URL: '',
          DEMO_DATA: 'off',
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      const exited = new Promise<number | null>((done) => child.once('exit', done));
      try {
        const port = await new Promise<string>((done, fail) => {
          child.stdout.on('data', () => {
            const match = /running at http:\/\/localhost:(\d+)/.exec(output);
            if (match) done(match[1]!);
          });
          void exited.then((code) => fail(new Error(`npm run serve exited ${code}:\n${output}`)));
        });
        const base = `http://127.0.0.1:${port}`;
        const health = await fetch(`${base}/api/v1/health`);
        expect(health.status).toBe(200);
        expect(await health.json()).toMatchObject({ success: true, database: 'ok' });
        // The page and a client route, from dist/web beside the compiled server.
        for (const path of ['/', '/turfs']) {
          const page = await fetch(`${base}${path}`);
          expect(page.status).toBe(200);
          expect(await page.text()).toContain('the built client');
        }
      } finally {
        process.kill(-child.pid!, 'SIGTERM');
        await exited;
        // npm may end before the server has drained and written its record.
        await groupEnded(child.pid!);
      }

      const byProcess = recorded(scriptsDir);
      const server = [...byProcess.values()].find((urls) =>
        urls.some((url) => url.endsWith('/dist/server/main.js')),
      );
      expect(server, `no process ran dist/server/main.js:\n${output}`).toBeDefined();
      // The server's packages were loaded too: the record holds what the process ran.
      expect(server!.some((url) => url.includes('/node_modules/fastify/'))).toBe(true);
      for (const urls of byProcess.values()) expect(typeScriptAmong(urls)).toEqual([]);
    },
  );

  it('is found out by the same record if it ran through tsx', { timeout: 120_000 }, () => {
    const dir = mkdtempSync(join(deployment, 'tsx-'));
    const probe = join(dir, 'probe.ts');
    writeFileSync(probe, 'export const answer: number = 42;\n');
    const run = spawnSync(process.execPath, ['--import', 'tsx', probe], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, NODE_OPTIONS: `--import=${RECORDER}`, LOADED_SCRIPTS_DIR: dir },
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    const [urls] = [...recorded(dir).values()].filter((list) => list.length > 0);
    const found = typeScriptAmong(urls ?? []);
    expect(found).toContainEqual(expect.stringMatching(/probe\.ts$/));
    expect(found).toContainEqual(expect.stringContaining('/node_modules/tsx/'));
  });

  it('names the .ts file and line in a stack trace (source maps)', { timeout: 120_000 }, () => {
    // The same build in a deployment without drizzle/: the start fails in the migrator, called
    // from src/server/db/database.ts, and the trace it prints says so.
    const broken = mkdtempSync(join(deployment, 'no-migrations-'));
    cpSync(join(deployment, 'package.json'), join(broken, 'package.json'));
    cpSync(join(deployment, 'dist'), join(broken, 'dist'), { recursive: true });
    symlinkSync(join(PROJECT_ROOT, 'node_modules'), join(broken, 'node_modules'), 'dir');
    const run = spawnSync('npm', ['run', 'serve'], {
      cwd: broken,
      env: { ...process.env, DATA_DIR: join(broken, 'data'), DATABASE_URL: '', PORT: '0' },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('The server could not start');
    expect(run.stderr).toMatch(/\/src\/server\/db\/database\.ts:\d+:\d+/);
    expect(run.stderr).not.toMatch(/dist\/server\/main\.js:\d+/);
  });
});
