// npm run lighthouse: Lighthouse (mobile) over /, /turfs, /turfs/{id} and /login of the built
// app, 3 runs a page, beside a bare Vite React page measured in the same run (the machine is
// shared and noisy: a page's score reads against the bare page's); prints each page's medians
// and whether Chromium would install the app, and writes them to bench-results/lighthouse.json.
//
//   npm run lighthouse                         builds the server and client if they changed, starts the app
//   npm run lighthouse -- --runs 5 --pages /,/login
//   npm run lighthouse -- --base-url http://127.0.0.1:8000   measures a server already running
//   npm run lighthouse -- --out bench-results/other.json
//   npm run lighthouse -- --reports bench-results/lighthouse-reports   keeps every full report
//   npm run lighthouse -- --no-bare            leaves the bare page out
//
// Scores are printed, never asserted: a busy machine must not fail anything.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { startBuiltApp, type BuiltApp } from './lighthouse/built-app';
import { installabilityErrors } from './lighthouse/installable';
import { DEFAULT_PAGES, formatRows, runLighthouse } from './lighthouse/run';
import { buildClientIfStale, buildServerIfStale } from './build/build-if-stale';
import { startReference } from './bench/processes';
import { buildBarePage } from './bench/rows-web';

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    runs: { type: 'string', default: '3' },
    pages: { type: 'string' },
    out: { type: 'string', default: 'bench-results/lighthouse.json' },
    reports: { type: 'string' },
    'no-bare': { type: 'boolean', default: false },
  },
});

const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number ≥ 1');
const pages = values.pages ? values.pages.split(',') : DEFAULT_PAGES;

let app: BuiltApp | null = null;
try {
  let baseUrl = values['base-url'];
  if (!baseUrl) {
    buildServerIfStale();
    if (!process.env.WEB_DIST_DIR) buildClientIfStale();
    app = await startBuiltApp();
    baseUrl = app.baseUrl;
  }
  console.info(`Lighthouse (mobile) at ${baseUrl}: ${pages.join(', ')}, ${runs} runs each`);
  const bareRows = values['no-bare'] ? [] : await bareReference(runs);
  const appRows = await runLighthouse({
    baseUrl,
    pages,
    runs,
    ...(values.reports ? { reportDir: values.reports } : {}),
    onRun: (page, run, performance) =>
      console.info(`  ${page} run ${run}: performance ${performance.toFixed(2)}`),
  });
  const rows = [...bareRows, ...appRows];
  console.info(`\n${formatRows(rows)}`);
  const notInstallable = await installabilityErrors(new URL('/', baseUrl).href);
  console.info(
    notInstallable.length === 0
      ? 'Installable: yes'
      : `Installable: no (${notInstallable.join(', ')})`,
  );
  mkdirSync(dirname(values.out), { recursive: true });
  const measured = { measuredAt: new Date().toISOString(), baseUrl, rows, notInstallable };
  writeFileSync(values.out, `${JSON.stringify(measured, null, 2)}\n`);
  console.info(`\nWritten to ${values.out}`);
} finally {
  await app?.stop();
}

/** The reference: a bare Vite React page, built and served statically, as the bench measures it. */
async function bareReference(runs: number) {
  const bare = buildBarePage();
  const server = await startReference('static', { staticDir: bare.dist });
  try {
    const rows = await runLighthouse({
      baseUrl: server.url,
      pages: ['/'],
      runs,
      onRun: (_page, run, performance) =>
        console.info(`  bare page run ${run}: performance ${performance.toFixed(2)}`),
    });
    return rows.map((row) => ({ ...row, page: 'bare page' }));
  } finally {
    await server.stop();
    bare.remove();
  }
}
