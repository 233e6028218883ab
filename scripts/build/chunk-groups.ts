// How the client's code is cut into files. Left to itself the bundler makes one file for each
// set of screens that shares a module, which for our many small shared rules (slots, prices,
// dates…) means a dozen files of 1–2 KB per screen: on a phone over HTTP/1.1 each costs a round
// trip. The small shared code of the app goes into one `common` file instead, except a module
// that would drag a library of its own (zod, react-hook-form, charts…) into every screen: that
// one keeps the bundler's usual cut.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** Libraries the app's frame loads anyway (main.tsx): importing them costs a screen nothing. */
export const FRAME_LIBRARIES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  '@tanstack/react-query',
  'zustand',
  'zustand/middleware',
];

/** Folders of shared code: the rules of src/shared and the web client's shared parts. */
const SHARED_CODE =
  /[\\/]src[\\/](shared|web[\\/](components|hooks|lib|queries|utils|config))[\\/]/;

const IMPORT = /^\s*(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx', ''];

function resolveLocal(
  from: string,
  specifier: string,
  exists: (file: string) => boolean,
): string | null {
  const base = resolve(dirname(from), specifier);
  for (const extension of EXTENSIONS) {
    const candidate = `${base}${extension}`;
    if (/\.tsx?$/.test(candidate) && exists(candidate)) return candidate;
  }
  return null;
}

/**
 * Whether a source file, or anything it imports (values, not types), loads a library other than
 * the frame's. Answers are cached per file; a cycle counts as light.
 */
export function createLibraryCheck(
  read: (file: string) => string = (file) => readFileSync(file, 'utf8'),
  exists: (file: string) => boolean = existsSync,
) {
  const known = new Map<string, boolean>();
  const bringsLibrary = (file: string): boolean => {
    const cached = known.get(file);
    if (cached !== undefined) return cached;
    known.set(file, false);
    let heavy = false;
    for (const match of read(file).matchAll(IMPORT)) {
      const [, , typeOnly, specifier] = match;
      if (typeOnly || !specifier) continue;
      if (specifier.startsWith('.')) {
        const local = resolveLocal(file, specifier, exists);
        heavy = local ? bringsLibrary(local) : /\.css$/.test(specifier);
      } else {
        heavy = !FRAME_LIBRARIES.includes(specifier);
      }
      if (heavy) break;
    }
    known.set(file, heavy);
    return heavy;
  };
  return bringsLibrary;
}

/**
 * rolldown's codeSplitting groups: `frame`, everything the entry loads (main.tsx and what it
 * imports), in one file; then `common`, the rest of the small shared code.
 */
export function chunkGroups() {
  return [
    { name: 'frame', tags: ['$initial' as const], priority: 2 },
    { ...commonChunkGroup(), priority: 1 },
  ];
}

/** The `common` group for rolldown's codeSplitting. */
export function commonChunkGroup() {
  const bringsLibrary = createLibraryCheck();
  return {
    name: 'common',
    test: (id: string) =>
      SHARED_CODE.test(id) &&
      /\.tsx?$/.test(id) &&
      !id.includes('node_modules') &&
      !bringsLibrary(id),
    // Only what two screens or more share; a screen's own code stays in its own file.
    minShareCount: 2,
  };
}
