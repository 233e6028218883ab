// What the built client (dist/web) was built from: a hash over the client's sources, the lockfile
// and the build's configuration, written next to the build as .build-stamp. `npm start` rebuilds
// only when the hash of the checkout differs from the stamp (scripts/build/build-if-stale.ts).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Folders whose files go into the client (tests excepted) and files that steer the build. */
export const CLIENT_SOURCE_DIRS = ['src/web', 'src/shared'];
export const BUILD_FILES = [
  'package-lock.json',
  'package.json',
  'vite.config.ts',
  'tsconfig.json',
  'scripts/build/build-stamp.ts',
  'scripts/build/precompress.ts',
  'scripts/build/landing-pages.ts',
  'scripts/build/chunk-groups.ts',
  'scripts/build/installable-app.ts',
];

export const STAMP_FILE = '.build-stamp';

const IS_TEST = /\.test\.tsx?$/;

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(path);
    return entry.isFile() && !IS_TEST.test(entry.name) ? [path] : [];
  });
}

/** The sorted project-relative paths (with `/`) of everything the client is built from. */
export function clientInputs(root: string): string[] {
  const files = [
    ...CLIENT_SOURCE_DIRS.flatMap((dir) => listFiles(join(root, dir))),
    ...BUILD_FILES.map((file) => join(root, file)).filter((path) => existsSync(path)),
  ];
  return files.map((path) => relative(root, path).split(sep).join('/')).sort();
}

/** sha256 over each input's path and bytes. */
export function clientInputsHash(root: string): string {
  const hash = createHash('sha256');
  for (const file of clientInputs(root)) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

export interface BuildStamp {
  hash: string;
  builtAt: string;
}

export function readStamp(outDir: string): BuildStamp | null {
  try {
    const stamp = JSON.parse(readFileSync(join(outDir, STAMP_FILE), 'utf8')) as BuildStamp;
    return typeof stamp.hash === 'string' ? stamp : null;
  } catch {
    return null;
  }
}

export function writeStamp(outDir: string, hash: string, now = new Date()): void {
  const stamp: BuildStamp = { hash, builtAt: now.toISOString() };
  writeFileSync(join(outDir, STAMP_FILE), `${JSON.stringify(stamp)}\n`);
}

/** The build in `outDir` is there and was made from exactly these inputs. */
export function isBuildCurrent(root: string, outDir: string): boolean {
  if (!existsSync(join(outDir, 'index.html')) || !statSync(outDir).isDirectory()) return false;
  return readStamp(outDir)?.hash === clientInputsHash(root);
}
