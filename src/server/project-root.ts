import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder holding the project's package.json, found by looking up from `from`: the server reads
 * files of the checkout at run time (drizzle/'s migrations, dist/web's built client), and its code
 * runs from src/server/<module>/ (tsx, the tests) as well as from the one compiled file in
 * dist/server/ (npm run serve) or dist/test-server/<run>/, so no fixed number of `../` fits all
 * (docs/decisions/070).
 */
export function projectRoot(from: string | URL): string {
  const start = dirname(fileURLToPath(from));
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`No package.json in ${start} or above it`);
  }
}

/** The project's root, seen from wherever this code runs. */
export const PROJECT_ROOT = projectRoot(import.meta.url);
