// What a build in dist/ was built from: a hash over its sources, the lockfile and the build's
// configuration, written next to the build as .build-stamp. There are two builds, the web client
// (dist/web, vite) and the server (dist/server, esbuild: docs/decisions/070); `npm start` rebuilds
// each only when the hash of the checkout differs from its stamp (scripts/build/build-if-stale.ts).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface BuildKind {
  /** As the start-up's log names it. */
  name: string;
  /** Where it is built, from the project's root. */
  outDir: string;
  /** A file every finished build holds. */
  marker: string;
  /** Folders whose files go into the build (tests excepted). */
  sourceDirs: string[];
  /** Files that steer the build. */
  buildFiles: string[];
}

const COMMON_BUILD_FILES = [
  'package-lock.json',
  'package.json',
  'tsconfig.json',
  'scripts/build/build-stamp.ts',
];

export const CLIENT_BUILD: BuildKind = {
  name: 'web client',
  outDir: 'dist/web',
  marker: 'index.html',
  sourceDirs: ['src/web', 'src/shared'],
  buildFiles: [
    ...COMMON_BUILD_FILES,
    'vite.config.ts',
    'scripts/build/precompress.ts',
    'scripts/build/landing-pages.ts',
    'scripts/build/chunk-groups.ts',
    'scripts/build/installable-app.ts',
  ],
};

export const SERVER_BUILD: BuildKind = {
  name: 'server',
  outDir: 'dist/server',
  marker: 'main.js',
  sourceDirs: ['src/server', 'src/shared'],
  buildFiles: [...COMMON_BUILD_FILES, 'scripts/build/build-server.ts'],
};

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

/** The sorted project-relative paths (with `/`) of everything a build is made from. */
export function buildInputs(root: string, kind: BuildKind): string[] {
  const files = [
    ...kind.sourceDirs.flatMap((dir) => listFiles(join(root, dir))),
    ...kind.buildFiles.map((file) => join(root, file)).filter((path) => existsSync(path)),
  ];
  return files.map((path) => relative(root, path).split(sep).join('/')).sort();
}

/** sha256 over each input's path and bytes. */
export function inputsHash(root: string, kind: BuildKind): string {
  const hash = createHash('sha256');
  for (const file of buildInputs(root, kind)) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

export const clientInputs = (root: string) => buildInputs(root, CLIENT_BUILD);
export const clientInputsHash = (root: string) => inputsHash(root, CLIENT_BUILD);

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
export function isBuildCurrent(root: string, outDir: string, kind = CLIENT_BUILD): boolean {
  if (!existsSync(join(outDir, kind.marker)) || !statSync(outDir).isDirectory()) return false;
  return readStamp(outDir)?.hash === inputsHash(root, kind);
}
