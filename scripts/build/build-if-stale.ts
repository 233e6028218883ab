// `npm start` runs this first: builds the web client only when dist/web is missing or was built
// from other sources than the checkout's (see build-stamp.ts), so a second start is quick.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isBuildCurrent } from './build-stamp';

export const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface BuildIfStaleOptions {
  root?: string;
  outDir?: string;
  /** Runs the build; by default `npx vite build` in the project. */
  build?: () => void;
  log?: (line: string) => void;
}

function viteBuild(root: string) {
  const run = spawnSync('npx', ['vite', 'build'], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) throw new Error(`vite build failed (exit ${run.status ?? run.signal})`);
}

/** Builds when the build is not current; says which it did. */
export function buildClientIfStale(options: BuildIfStaleOptions = {}): 'current' | 'built' {
  const root = options.root ?? PROJECT_ROOT;
  const outDir = options.outDir ?? join(root, 'dist/web');
  const log = options.log ?? console.info;
  if (isBuildCurrent(root, outDir)) {
    log('The web client is up to date (dist/web); not rebuilding.');
    return 'current';
  }
  log('Building the web client…');
  (options.build ?? (() => viteBuild(root)))();
  return 'built';
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    buildClientIfStale();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
