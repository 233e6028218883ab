import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildClientIfStale, buildServerIfStale } from './build-if-stale';
import {
  SERVER_BUILD,
  clientInputs,
  clientInputsHash,
  inputsHash,
  isBuildCurrent,
  writeStamp,
} from './build-stamp';

let root: string;
let outDir: string;
let serverOutDir: string;

function write(path: string, text: string) {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
}

/** What a build leaves behind: the page and a stamp of the sources it was made from. */
function fakeBuild() {
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'index.html'), '<!doctype html>');
  writeStamp(outDir, clientInputsHash(root));
}

/** What the server's build leaves behind: its bundle and a stamp. */
function fakeServerBuild() {
  mkdirSync(serverOutDir, { recursive: true });
  writeFileSync(join(serverOutDir, 'main.js'), 'export {}');
  writeStamp(serverOutDir, inputsHash(root, SERVER_BUILD));
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'turf-build-check-'));
  outDir = join(root, 'dist/web');
  serverOutDir = join(root, 'dist/server');
  write('src/web/main.tsx', 'render()');
  write('src/web/components/grid.tsx', 'grid');
  write('src/shared/slots.ts', 'slots');
  write('package-lock.json', '{"lockfileVersion":3}');
  write('vite.config.ts', 'export default {}');
  write('src/server/app.ts', 'server');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('is the built client current', () => {
  it('is not when nothing was built, or the build has no stamp', () => {
    expect(isBuildCurrent(root, outDir)).toBe(false);
    mkdirSync(outDir, { recursive: true });
    writeFileSync(join(outDir, 'index.html'), '<!doctype html>');
    expect(isBuildCurrent(root, outDir)).toBe(false);
  });

  it('is right after a build of the same sources', () => {
    fakeBuild();
    expect(isBuildCurrent(root, outDir)).toBe(true);
  });

  it.each([
    ['a client source changes', () => write('src/web/components/grid.tsx', 'grid 2')],
    ['a shared rule changes', () => write('src/shared/slots.ts', 'slots 2')],
    ['a client file is added', () => write('src/web/new-page.tsx', 'new')],
    ['the lockfile changes', () => write('package-lock.json', '{"lockfileVersion":3,"x":1}')],
    ['the vite config changes', () => write('vite.config.ts', 'export default { a: 1 }')],
    [
      'a file is renamed',
      () => {
        rmSync(join(root, 'src/shared/slots.ts'));
        write('src/shared/slot.ts', 'slots');
      },
    ],
  ])('is not once %s', (_, change) => {
    fakeBuild();
    change();
    expect(isBuildCurrent(root, outDir)).toBe(false);
  });

  it('stays current when only server code or tests change', () => {
    fakeBuild();
    write('src/server/app.ts', 'server 2');
    write('src/web/components/grid.test.ts', 'test');
    write('src/shared/slots.test.ts', 'test');
    expect(isBuildCurrent(root, outDir)).toBe(true);
  });

  it('is not when the output has lost its page', () => {
    fakeBuild();
    rmSync(join(outDir, 'index.html'));
    expect(isBuildCurrent(root, outDir)).toBe(false);
  });

  it('lists the inputs in a stable order, with forward slashes', () => {
    expect(clientInputs(root)).toEqual([
      'package-lock.json',
      'src/shared/slots.ts',
      'src/web/components/grid.tsx',
      'src/web/main.tsx',
      'vite.config.ts',
    ]);
  });
});

describe('is the built server current', () => {
  const current = () => isBuildCurrent(root, serverOutDir, SERVER_BUILD);

  it('is not when nothing was built, and is right after a build', () => {
    expect(current()).toBe(false);
    fakeServerBuild();
    expect(current()).toBe(true);
  });

  it.each([
    ['a server source changes', () => write('src/server/app.ts', 'server 2')],
    ['a server file is added', () => write('src/server/db/new.ts', 'new')],
    ['a shared rule changes', () => write('src/shared/slots.ts', 'slots 2')],
    ['the lockfile changes', () => write('package-lock.json', '{"lockfileVersion":3,"x":1}')],
    ['its build script changes', () => write('scripts/build/build-server.ts', 'build 2')],
    ['the bundle is gone', () => rmSync(join(serverOutDir, 'main.js'))],
  ])('is not once %s', (_, change) => {
    fakeServerBuild();
    change();
    expect(current()).toBe(false);
  });

  it('stays current when only client code or tests change', () => {
    fakeServerBuild();
    write('src/web/main.tsx', 'render(2)');
    write('vite.config.ts', 'export default { a: 1 }');
    write('src/server/app.test.ts', 'test');
    expect(current()).toBe(true);
  });
});

describe('build only when stale', () => {
  it('builds a missing client, then not again until a source changes', () => {
    const build = vi.fn(fakeBuild);
    const log = vi.fn();
    expect(buildClientIfStale({ root, outDir, build, log })).toBe('built');
    expect(buildClientIfStale({ root, outDir, build, log })).toBe('current');
    expect(build).toHaveBeenCalledTimes(1);

    write('src/web/main.tsx', 'render(2)');
    expect(buildClientIfStale({ root, outDir, build, log })).toBe('built');
    expect(build).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenCalledWith('The web client is up to date (dist/web); not rebuilding.');
  });

  it('builds the server apart from the client: each when its own sources changed', () => {
    const buildClient = vi.fn(fakeBuild);
    const buildServer = vi.fn(fakeServerBuild);
    const log = vi.fn();
    const both = () => [
      buildServerIfStale({ root, build: buildServer, log }),
      buildClientIfStale({ root, outDir, build: buildClient, log }),
    ];
    expect(both()).toEqual(['built', 'built']);
    expect(both()).toEqual(['current', 'current']);
    write('src/server/app.ts', 'server 2');
    expect(both()).toEqual(['built', 'current']);
    write('src/web/main.tsx', 'render(2)');
    expect(both()).toEqual(['current', 'built']);
    expect(buildServer).toHaveBeenCalledTimes(2);
    expect(buildClient).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenCalledWith('The server is up to date (dist/server); not rebuilding.');
  });

  it('lets a failed build stop the start', () => {
    const build = () => {
      throw new Error('vite build failed (exit 1)');
    };
    expect(() => buildClientIfStale({ root, outDir, build, log: () => {} })).toThrow(
      'vite build failed',
    );
  });
});
