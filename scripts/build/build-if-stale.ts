// `npm start` runs this first: builds the server (dist/server) and the web client (dist/web) only
// when one is missing or was built from other sources than the checkout's (see build-stamp.ts),
// so a second start is quick and `npm run serve` finds both built (docs/decisions/070).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer } from './build-server';
import {
  CLIENT_BUILD,
  PROJECT_ROOT,
  SERVER_BUILD,
  isBuildCurrent,
  type BuildKind,
} from './build-stamp';

export interface BuildIfStaleOptions {
  root?: string;
  /** Where the build is; by default its kind's folder in the project. */
  outDir?: string;
  /** Runs the build; by default `npx vite build`, or esbuild for the server. */
  build?: () => void;
  log?: (line: string) => void;
}

function viteBuild(root: string) {
  const run = spawnSync('npx', ['vite', 'build'], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) throw new Error(`vite build failed (exit ${run.status ?? run.signal})`);
}

/** Builds when the build of `kind` is not current; says which it did. */
function buildKindIfStale(
  kind: BuildKind,
  defaultBuild: (root: string, outDir: string) => void,
  options: BuildIfStaleOptions,
): 'current' | 'built' {
  const root = options.root ?? PROJECT_ROOT;
  const outDir = options.outDir ?? join(root, kind.outDir);
  const log = options.log ?? console.info;
  if (isBuildCurrent(root, outDir, kind)) {
    log(`The ${kind.name} is up to date (${kind.outDir}); not rebuilding.`);
    return 'current';
  }
  log(`Building the ${kind.name}…`);
  (options.build ?? (() => defaultBuild(root, outDir)))();
  return 'built';
}

export function buildClientIfStale(options: BuildIfStaleOptions = {}): 'current' | 'built' {
  return buildKindIfStale(CLIENT_BUILD, viteBuild, options);
}

export function buildServerIfStale(options: BuildIfStaleOptions = {}): 'current' | 'built' {
  return buildKindIfStale(SERVER_BUILD, buildServer, options);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    buildServerIfStale();
    // The journeys' server command checks the server alone (playwright.config.ts).
    if (!process.argv.includes('--server-only')) buildClientIfStale();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
