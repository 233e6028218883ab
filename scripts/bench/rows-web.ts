// The web rows of the performance table: the initial JavaScript of `/` (gzip) and Lighthouse (mobile)
// over four pages, each next to a bare Vite React page built here with the project's own vite
// and @vitejs/plugin-react.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT, startReference } from './processes';
import { formatKB, formatMs, type BenchRow } from './report';
import { atLeast, atMost, ratio, verdict } from './stats';
import { CHROMIUM_PATH } from '../chromium';

/** Issue 13's figure for a bare Vite React page, used when one cannot be built here. */
export const BARE_PAGE_JS_GZIP = 68_000;

/** The module script and the modulepreloads of an index.html, in order (paths as written). */
export function initialScripts(html: string): string[] {
  const found: string[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const module = /^<script\b/.test(tag) && /\btype=["']?module\b/.test(tag);
    const preload = /^<link\b/.test(tag) && /\brel=["']?modulepreload\b/.test(tag);
    const where = /\b(?:src|href)=["']?([^"'\s>]+)/.exec(tag)?.[1];
    if ((module || preload) && where && !found.includes(where)) found.push(where);
  }
  return found;
}

/** What the initial scripts of a built page weigh gzipped (level 9), in all and one by one. */
export function initialJsGzip(distDir: string) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const files = initialScripts(html).map((path) => {
    const bytes = readFileSync(join(distDir, path.replace(/^\//, '')));
    return { path, bytes: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  return { total: files.reduce((sum, file) => sum + file.gzip, 0), files };
}

const BARE_MAIN = `import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  const [count, setCount] = useState(0);
  return (
    <main>
      <h1>Vite + React</h1>
      <button onClick={() => setCount((n) => n + 1)}>count is {count}</button>
    </main>
  );
}

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
`;

const BARE_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="A bare Vite React page" />
    <title>Vite + React</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.jsx"></script>
  </body>
</html>
`;

/** Builds the Vite React template's page in a temp dir; answers its dist directory and cleanup. */
export function buildBarePage(): { dist: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'turf-bench-bare-vite-'));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    mkdirSync(join(dir, 'src'));
    writeFileSync(join(dir, 'index.html'), BARE_HTML);
    writeFileSync(join(dir, 'src', 'main.jsx'), BARE_MAIN);
    writeFileSync(
      join(dir, 'vite.config.mjs'),
      "import react from '@vitejs/plugin-react';\nexport default { plugins: [react()], logLevel: 'warn' };\n",
    );
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
    const run = spawnSync(
      process.execPath,
      [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build'],
      {
        cwd: dir,
        encoding: 'utf8',
        env: { ...process.env, NODE_ENV: 'production' },
      },
    );
    if (run.status !== 0) throw new Error(`vite build of the bare page failed:\n${run.stderr}`);
    return { dist: join(dir, 'dist'), remove };
  } catch (error) {
    remove();
    throw error;
  }
}

export function initialJsRow(
  appDist: string,
  bare: { total: number } | null,
  why?: string,
): BenchRow {
  const app = initialJsGzip(appDist);
  const reference = bare?.total ?? BARE_PAGE_JS_GZIP;
  return {
    key: 'initial-js',
    row: `initial JS on / (module script + ${app.files.length - 1} modulepreloads)`,
    figure: `${formatKB(app.total)} gzip`,
    reference: bare
      ? `bare Vite React page: ${formatKB(reference)} gzip (built now)`
      : `bare Vite React page: ${formatKB(reference)} gzip`,
    ratio: ratio(app.total, reference),
    target: '≤ 110 KB gzip',
    met: verdict(atMost(app.total, 110_000)),
    ...(why ? { note: why } : {}),
    data: { app, bareTotal: reference },
  };
}

interface LighthouseRowLike {
  page: string;
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
}

type RunLighthouse = (options: {
  baseUrl: string;
  pages: string[];
  runs: number;
}) => Promise<LighthouseRowLike[]>;

/** Not measured, and why: one line in the table. */
export function lighthouseUnavailable(why: string): BenchRow {
  return {
    key: 'lighthouse',
    row: 'Lighthouse mobile performance /, /turfs, /turfs/{id}, /login',
    figure: 'not available',
    reference: 'bare Vite React page',
    ratio: null,
    target: '≥ 0.95 each, LCP ≤ 2.5 s',
    met: 'n-a',
    note: why,
  };
}

/**
 * Lighthouse (the other helper's runLighthouse, scripts/lighthouse/run.ts) over the built app on
 * its demo data, and over the bare page served statically with gzip.
 */
export async function lighthouseRows(
  bareDist: string | null,
  runs: number,
  log: (line: string) => void,
): Promise<BenchRow[]> {
  if (!existsSync(join(ROOT, 'scripts/lighthouse/run.ts')))
    return [lighthouseUnavailable('scripts/lighthouse/run.ts is not there (yet)')];
  if (!existsSync(CHROMIUM_PATH))
    return [lighthouseUnavailable(`no Chromium at ${CHROMIUM_PATH} (npm test installs it)`)];
  if (!bareDist) return [lighthouseUnavailable('the bare Vite React page could not be built')];
  const { runLighthouse } = (await import('../lighthouse/run')) as { runLighthouse: RunLighthouse };
  const { startBuiltApp } = await import('../lighthouse/built-app');
  const bare = await startReference('static', { staticDir: bareDist });
  let reference: LighthouseRowLike;
  try {
    [reference] = (await runLighthouse({ baseUrl: bare.url, pages: ['/'], runs })) as [
      LighthouseRowLike,
    ];
  } finally {
    await bare.stop();
  }
  log(
    `  bare page: performance ${reference.performance.toFixed(2)}, LCP ${formatMs(reference.lcpMs)}`,
  );
  const app = await startBuiltApp();
  const rows: BenchRow[] = [];
  const referenceText = `bare Vite React page: performance ${reference.performance.toFixed(2)}, LCP ${formatMs(reference.lcpMs)}`;
  try {
    // Page by page, so that a run Lighthouse gives up on (NO_NAVSTART on a busy machine) costs
    // that page's line only.
    for (const path of ['/', '/turfs', '/turfs/{id}', '/login']) {
      try {
        const [page] = (await runLighthouse({ baseUrl: app.baseUrl, pages: [path], runs })) as [
          LighthouseRowLike,
        ];
        log(`  ${path}: performance ${page.performance.toFixed(2)}, LCP ${formatMs(page.lcpMs)}`);
        rows.push({
          key: 'lighthouse',
          row: `Lighthouse mobile ${path}`,
          figure: `performance ${page.performance.toFixed(2)}, LCP ${formatMs(page.lcpMs)}, CLS ${page.cls.toFixed(3)}, a11y ${page.accessibility.toFixed(2)}`,
          reference: referenceText,
          ratio: ratio(page.performance, reference.performance),
          target: '≥ 0.95, LCP ≤ 2.5 s',
          met: verdict(atLeast(page.performance, 0.95), atMost(page.lcpMs, 2500)),
          data: { page, reference },
        });
      } catch (error) {
        rows.push({
          key: 'lighthouse',
          row: `Lighthouse mobile ${path}`,
          figure: 'failed',
          reference: referenceText,
          ratio: null,
          target: '≥ 0.95, LCP ≤ 2.5 s',
          met: 'no',
          note: `Lighthouse failed: ${(error as Error).message.split('\n')[0]}`,
        });
      }
    }
  } finally {
    await app.stop();
  }
  return rows;
}
