import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { PROJECT_ROOT, projectRoot } from './project-root';

let dir: string | null = null;
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

describe("the project's root", () => {
  it('is the nearest folder above a file that holds package.json, however deep the file', () => {
    dir = mkdtempSync(join(tmpdir(), 'turf-root-'));
    writeFileSync(join(dir, 'package.json'), '{}');
    mkdirSync(join(dir, 'src/server/db'), { recursive: true });
    mkdirSync(join(dir, 'dist/server'), { recursive: true });
    const at = (path: string) => projectRoot(pathToFileURL(join(dir!, path)));
    expect(at('src/server/db/database.ts')).toBe(dir);
    expect(at('dist/server/main.js')).toBe(dir);
    expect(at('main.js')).toBe(dir);
  });

  it("is, seen from the server's own code, the checkout with its migrations", () => {
    expect(existsSync(join(PROJECT_ROOT, 'drizzle/meta/_journal.json'))).toBe(true);
    expect(existsSync(join(PROJECT_ROOT, 'src/server/main.ts'))).toBe(true);
  });
});
