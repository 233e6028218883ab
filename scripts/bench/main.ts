// npm run bench: every row of the performance table in one run, each figure next to a reference
// measured in the same run (the bare Fastify route, the raw-SQL route, a bare Vite React page),
// as a ratio, the median of BENCH_ROUNDS runs. Prints the table and writes it as JSON to
// bench-results/bench-<date>.json and bench-results/latest.json. Numbers are never asserted.
//
//   BENCH_ROUNDS (3)  BENCH_DURATION (5 s)  BENCH_CONNECTIONS (50)  BENCH_PLAYERS (1000)
//   BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres: scratch databases, dropped)
//   BENCH_ROWS (all, or some of: startup,open-loop,list-pglite,list-pg,list-unfiltered,availability-week,
//               availability-all,booking-load,search-pglite,search-pg,streams-pglite,streams-pg,
//               initial-js,lighthouse)   BENCH_LIGHTHOUSE (on)
//   BENCH_OPEN_LOOP_SECONDS (30)  BENCH_OPEN_LOOP_SCALE (1: decision 072's rates; 2: twice them)
//   BENCH_PROFILE_DIR (unset: where the app and the references write CPU profiles as they stop)
//
// The app runs compiled, as `npm run serve` runs it (built first if its sources changed); the
// start-up row also starts it as it was started before, through tsx (docs/decisions/070).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres } from '../../src/server/db/database';
import { buildClientIfStale, buildServerIfStale } from '../build/build-if-stale';
import { bookingLoadRows } from './booking-load';
import { OptionError, readOptions, type RowKey } from './options';
import { servingPid } from './procstat';
import { ROOT, startApp, startReference, type Server } from './processes';
import { formatTable, reportJson, resultFiles, type BenchRow } from './report';
import { type RunSettings } from './paired';
import { availabilityAllRows, availabilityWeekRow } from './rows-availability';
import { searchRows } from './rows-search';
import { startupRow } from './rows-startup';
import { openLoopRows } from './rows-open-loop';
import { ratesAt } from './open-loop-model';
import { streamRows } from './rows-streams';
import { filteredListRow, unfilteredListRows } from './rows-list';
import {
  buildBarePage,
  initialJsGzip,
  initialJsRow,
  lighthouseRows,
  lighthouseUnavailable,
} from './rows-web';
import {
  createScratchDatabase,
  seedCatalog,
  seedHeavyTurf,
  seedPlayers,
  venueToday,
  type Account,
} from './seed';

let options: ReturnType<typeof readOptions>;
try {
  options = readOptions();
} catch (error) {
  if (error instanceof OptionError) {
    console.error(error.message);
    process.exit(2);
  }
  throw error;
}

const startedAt = new Date();
const log = (line: string) => console.info(line);
const settings: RunSettings = {
  rounds: options.rounds,
  durationSeconds: options.durationSeconds,
  connections: options.connections,
  log,
};
const rows: BenchRow[] = [];
const cleanups: (() => Promise<unknown> | unknown)[] = [];
const wants = (...keys: RowKey[]) => keys.some((key) => options.rows.includes(key));

async function cleanUp() {
  while (cleanups.length > 0) await Promise.resolve(cleanups.pop()!()).catch(() => {});
}
process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)));

function failedRow(key: RowKey, title: string, error: unknown): BenchRow {
  return {
    key,
    row: title,
    figure: 'failed',
    reference: '—',
    ratio: null,
    target: '—',
    met: 'no',
    note: `the measurement failed: ${(error as Error).message.split('\n')[0]}`,
  };
}

/** Runs one row; a failure becomes a line of the table rather than the end of the run. */
async function measure(key: RowKey, title: string, work: () => Promise<BenchRow | BenchRow[]>) {
  if (!wants(key)) return;
  log(`\n${title}`);
  const started = Date.now();
  try {
    const made = await work();
    rows.push(...(Array.isArray(made) ? made : [made]));
  } catch (error) {
    console.error(error);
    rows.push(failedRow(key, title, error));
  }
  log(`  (${((Date.now() - started) / 1000).toFixed(0)} s)`);
}

async function started(server: Promise<Server>) {
  const running = await server;
  cleanups.push(() => running.stop());
  return running;
}

async function postgresVersion(serverUrl: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  const {
    rows: [row],
  } = await client.query('show server_version');
  await client.end();
  return `PostgreSQL ${String(row.server_version).split(' ')[0]}`;
}

function packageVersion(name: string) {
  const file = join(ROOT, 'node_modules', name, 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

const POSTGRES_ROWS: RowKey[] = [
  'list-pg',
  'list-unfiltered',
  'availability-week',
  'availability-all',
  'booking-load',
];

/** The rows on one seeded PostgreSQL database, served by one app process. */
async function postgresRows(bareTurfs: Server | null) {
  const scratch = await createScratchDatabase(options.databaseUrl);
  cleanups.push(() => scratch.drop());
  const database = await openPostgres(scratch.url);
  const t0 = Date.now();
  const catalog = await seedCatalog(database.db);
  const today = venueToday();
  const [historyPlayer] = await seedPlayers(database.db, 1, 'history');
  const heavyTurf = catalog.benchTurfs[0]!;
  if (wants('availability-week', 'availability-all'))
    await seedHeavyTurf(database.db, heavyTurf, historyPlayer!.id, today);
  const playersByRound: Account[][] = [];
  const warmUpPlayers: Account[] = [];
  if (wants('booking-load')) {
    for (let round = 0; round < options.rounds; round += 1)
      playersByRound.push(await seedPlayers(database.db, options.players, `r${round}`));
    warmUpPlayers.push(...(await seedPlayers(database.db, options.players, 'warm')));
  }
  await database.close();
  log(
    `Seeded ${scratch.name}: ${catalog.listed} listed turfs (${catalog.filterMatches} in the filter), 100,000 past bookings, ${playersByRound.flat().length} players in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );
  const app = await started(startApp({ databaseUrl: scratch.url }));

  await measure('list-pg', 'Filtered turf list on PostgreSQL against bare Fastify', () =>
    filteredListRow('list-pg', app.url, bareTurfs!.url, settings),
  );
  await bareTurfs?.stop();
  await measure('list-unfiltered', 'Unfiltered turf list on PostgreSQL', () =>
    unfilteredListRows(app.url, settings),
  );
  await measure(
    'availability-week',
    'A week of availability against one raw SQL query',
    async () => {
      const rawSql = await startReference('availability', { databaseUrl: scratch.url });
      try {
        return await availabilityWeekRow(app.url, rawSql.url, heavyTurf.id, today, settings);
      } finally {
        await rawSql.stop();
      }
    },
  );
  await measure('availability-all', 'Availability without a window', () =>
    availabilityAllRows(app.url, heavyTurf.id, catalog.owner.cookie, settings),
  );
  await measure(
    'booking-load',
    `Booking write path, ${options.players} players a round`,
    async () => {
      const bare = await startReference('booking', { databaseUrl: scratch.url });
      const matched = await startReference('booking-round-trips', { databaseUrl: scratch.url });
      try {
        return await bookingLoadRows({
          app: { url: app.url, pid: servingPid(app.pid) },
          reference: { url: bare.url, pid: servingPid(bare.pid) },
          roundTrips: { url: matched.url, pid: servingPid(matched.pid) },
          serverUrl: options.databaseUrl,
          databaseName: scratch.name,
          databaseUrl: scratch.url,
          playersByRound,
          warmUpPlayers,
          turfs: catalog.benchTurfs.slice(1, 501),
          today,
          connections: options.connections,
          log,
        });
      } finally {
        await bare.stop();
        await matched.stop();
      }
    },
  );
}

async function main() {
  buildServerIfStale({ log });
  await measure('startup', 'Start-up on existing data, PGlite: compiled against tsx', () =>
    startupRow({ rounds: options.rounds }, log),
  );
  await measure('startup', 'Start-up on existing data, PostgreSQL: compiled against tsx', () =>
    startupRow({ rounds: options.rounds, serverUrl: options.databaseUrl }, log),
  );
  // Mumbai's evening offered open-loop (decision 072): the product's speed, before the rest.
  await measure('open-loop', "Mumbai's evening peak offered open-loop against the references", () =>
    openLoopRows({
      serverUrl: options.databaseUrl,
      rates: ratesAt(options.openLoopScale),
      seconds: options.openLoopSeconds,
      rounds: options.rounds,
      venues: 1_000,
      players: options.players,
      warmUpSeconds: 5,
      log,
    }),
  );

  const needsBare = wants('list-pglite', 'list-pg');
  const bareTurfs = needsBare ? await started(startReference('turfs')) : null;

  await measure('list-pglite', 'Filtered turf list on PGlite against bare Fastify', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'turf-bench-pglite-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const database = await openPglite(join(dataDir, 'pglite'));
    const catalog = await seedCatalog(database.db);
    await database.close();
    log(`  seeded ${catalog.listed} listed turfs in PGlite`);
    const app = await startApp({ dataDir });
    try {
      return await filteredListRow('list-pglite', app.url, bareTurfs!.url, settings);
    } finally {
      await app.stop();
    }
  });

  if (wants(...POSTGRES_ROWS)) {
    try {
      await postgresRows(bareTurfs);
    } catch (error) {
      // The seeding or the app's start failed: every row still to measure says so.
      console.error(error);
      for (const key of POSTGRES_ROWS.filter((k) => wants(k) && !rows.some((r) => r.key === k)))
        rows.push(failedRow(key, key, error));
    } finally {
      await cleanUp();
    }
  }

  // Issue 15: slot search over 1,000 and 10,000 turfs, and 200 open availability streams.
  const database = { serverUrl: options.databaseUrl, settings };
  await measure('search-pglite', 'Slot search on PGlite against bare Fastify', () =>
    searchRows({ ...database, backend: 'pglite' }),
  );
  await measure('search-pg', 'Slot search on PostgreSQL against bare Fastify', () =>
    searchRows({ ...database, backend: 'pg' }),
  );
  await measure('streams-pglite', 'Live availability streams on PGlite', () =>
    streamRows({ ...database, backend: 'pglite' }),
  );
  await measure('streams-pg', 'Live availability streams on PostgreSQL', () =>
    streamRows({ ...database, backend: 'pg' }),
  );

  if (wants('initial-js', 'lighthouse')) {
    let buildProblem: string | undefined;
    try {
      if (!process.env.WEB_DIST_DIR) buildClientIfStale({ log });
    } catch (error) {
      buildProblem = `the client build failed (${(error as Error).message}); measured the dist/web that was there`;
      log(`  ${buildProblem}`);
    }
    let bare: ReturnType<typeof buildBarePage> | null = null;
    let why: string | undefined;
    try {
      bare = buildBarePage();
      cleanups.push(bare.remove);
    } catch (error) {
      why = `the bare page could not be built, so the recorded constant stands in: ${(error as Error).message.split('\n')[0]}`;
    }
    const appDist = resolve(ROOT, process.env.WEB_DIST_DIR ?? 'dist/web');
    const notes = [buildProblem, why].filter(Boolean).join('; ') || undefined;
    await measure('initial-js', 'Initial JavaScript of /', async () =>
      initialJsRow(appDist, bare ? initialJsGzip(bare.dist) : null, notes),
    );
    await measure('lighthouse', 'Lighthouse (mobile)', async () =>
      options.lighthouse
        ? lighthouseRows(bare?.dist ?? null, options.rounds, log)
        : [lighthouseUnavailable('not measured: BENCH_LIGHTHOUSE=off')],
    );
  }
}

try {
  await main();
} finally {
  await cleanUp();
}

const finishedAt = new Date();
const seconds = Math.round((finishedAt.getTime() - startedAt.getTime()) / 1000);
const machine = `${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}, ${await postgresVersion(options.databaseUrl).catch(() => 'PostgreSQL ?')}, PGlite ${packageVersion('@electric-sql/pglite')}`;
console.info(`\nnpm run bench, ${startedAt.toISOString()} (${seconds} s; ${machine})`);
console.info(
  `rounds ${options.rounds} × ${options.durationSeconds} s, ${options.connections} connections\n`,
);
console.info(formatTable(rows));
const json = reportJson(
  {
    startedAt: startedAt.toISOString(),
    finishedAt: finishedAt.toISOString(),
    seconds,
    machine,
    options: { ...options },
  },
  rows,
);
for (const file of resultFiles(startedAt)) {
  const path = join(ROOT, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(json, null, 2)}\n`);
}
console.info(`\nWritten to ${resultFiles(startedAt).join(' and ')}`);
process.exit(0);
