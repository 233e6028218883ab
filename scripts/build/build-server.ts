// The server's build (part of `npm run build`, and of `npm start` when server sources changed):
// src/server/main.ts and the project's own modules it imports, bundled by esbuild into one ES
// module, dist/server/main.js, with its source map; packages stay in node_modules, imported at
// run time. `npm run serve` runs it with plain node, so production loads no TypeScript compiler
// (docs/decisions/070). The files the server reads at run time (drizzle/'s migrations, dist/web)
// are found from the project's root (src/server/project-root.ts), not copied.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildSync, type BuildOptions } from 'esbuild';
import { PROJECT_ROOT, SERVER_BUILD, inputsHash, writeStamp } from './build-stamp';

/** The esbuild options of the server's bundle (also the API tests' bundle, in their own folder). */
export function serverBuildOptions(root: string, outDir: string): BuildOptions {
  return {
    // Tracing's preload is an entry of its own: inside main's bundle it would run after the
    // packages it must patch, which esbuild hoists (docs/decisions/071).
    entryPoints: {
      main: join(root, 'src/server/main.ts'),
      'telemetry/start-tracing': join(root, 'src/server/telemetry/start-tracing.ts'),
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outdir: outDir,
    // A stack trace names the .ts file and line under `node --enable-source-maps`
    // (scripts/server-node-flags.ts). The sources stay out of the map: they are in the checkout.
    sourcemap: 'linked',
    sourcesContent: false,
    logLevel: 'warning',
  };
}

/** Builds the server into `outDir` (emptied first) and stamps it with what it was made from. */
export function buildServer(root = PROJECT_ROOT, outDir = join(root, SERVER_BUILD.outDir)) {
  // Taken before reading any source: a file changed during the build makes the next start
  // rebuild rather than trust a stamp newer than the output.
  const hash = inputsHash(root, SERVER_BUILD);
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  buildSync(serverBuildOptions(root, outDir));
  writeStamp(outDir, hash);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    buildServer();
    console.info(`Built the server into ${SERVER_BUILD.outDir}/main.js`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
