// Vite plugin: after a build, writes a .br (brotli, best) and a .gz (gzip -9) beside every text
// file of the output (scripts, styles, html, svg, json) that compression makes smaller, so the
// server sends them as they are (@fastify/static preCompressed) instead of compressing per request;
// then stamps the build with what it was made from (build-stamp.ts).
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { clientInputsHash, writeStamp } from './build-stamp';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;
/** Below this a compressed answer saves less than its headers cost. */
const MIN_BYTES = 512;

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return listFiles(path);
      return Promise.resolve(entry.isFile() ? [path] : []);
    }),
  );
  return nested.flat();
}

/** Writes path.br and path.gz for each compressible file; returns how many files it did. */
export async function precompressDir(dir: string): Promise<number> {
  const files = (await listFiles(dir)).filter((path) => COMPRESSIBLE.test(path));
  let done = 0;
  await Promise.all(
    files.map(async (path) => {
      const raw = await readFile(path);
      if (raw.length < MIN_BYTES) return;
      const [br, gzipped] = await Promise.all([
        brotli(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        }),
        gz(raw, { level: 9 }),
      ]);
      if (br.length < raw.length) await writeFile(`${path}.br`, br);
      if (gzipped.length < raw.length) await writeFile(`${path}.gz`, gzipped);
      done += 1;
    }),
  );
  return done;
}

export function precompressAndStamp(projectRoot: string): Plugin {
  let outDir = '';
  let hash = '';
  let failed = false;
  return {
    name: 'turfbook:precompress-and-stamp',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    buildStart() {
      // Taken before reading any source: a file changed during the build makes the next start
      // rebuild rather than trust a stamp newer than the output.
      hash = clientInputsHash(projectRoot);
      failed = false;
    },
    buildEnd(error) {
      if (error) failed = true;
    },
    async closeBundle() {
      if (failed) return;
      await precompressDir(outDir);
      writeStamp(outDir, hash);
    },
  };
}
