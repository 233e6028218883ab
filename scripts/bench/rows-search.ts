// Issue 15's slot search rows: GET /api/v1/turf/getTurf with a date, a start and a length over
// 1,000 and 10,000 approved turfs (each with 50 bookings in the week, seed-search.ts), on
// PostgreSQL and on PGlite, 20 connections, next to bare Fastify answering 30 turfs in the same
// rounds. Every request is a new search (a price cap that changes each time): the app keeps no
// slot search's answer (docs/decisions/027), and a new search each time keeps any other layer
// (a proxy, PostgreSQL's own caches of one plan's results) from making it look cheaper. Each size
// gets a fresh scratch database (or PGlite directory), dropped after; before the app starts,
// EXPLAIN ANALYZE of the app's own statement (slot-search-statement.ts) says what the SQL alone
// costs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite, openPostgres, type Database } from '../../src/server/db/database';
import {
  slotSearchText,
  type SlotSearchFilter,
} from '../../src/server/availability/slot-search-statement';
import { turfListFilter } from '../../src/server/turfs/list-query';
import { addDays, type LocalDate } from '../../src/shared/time';
import type { TurfListQuery } from '../../src/shared/turf-filters';
import { jsonOf, rawGet } from './load';
import { pairedRounds, statusText, type RunSettings } from './paired';
import { startApp, startReference } from './processes';
import { formatKB, formatMs, formatRatio, formatThroughput, type BenchRow } from './report';
import { VENUE_ZONE, createScratchDatabase, venueToday } from './seed';
import { seedSearchCatalog } from './seed-search';
import { atMost, verdict } from './stats';

export type Backend = 'pg' | 'pglite';
export const SEARCH_SIZES = [1_000, 10_000] as const;

/** BENCH_SEARCH_SIZES ('1000'): only these catalogue sizes, for a quicker run of the target's. */
function searchSizes(): readonly number[] {
  const asked = process.env.BENCH_SEARCH_SIZES;
  if (!asked) return SEARCH_SIZES;
  const sizes = asked.split(',').map(Number);
  if (sizes.some((size) => !Number.isInteger(size) || size < 1))
    throw new Error('BENCH_SEARCH_SIZES must be whole numbers of turfs, such as 1000,10000');
  return sizes;
}
export const SEARCH_CONNECTIONS = 20;
/**
 * The target, PostgreSQL only: p99 of the search at 20 concurrent requests at Mumbai's scale
 * (1,000 listed turfs); the 10,000-turf rows are information, not a target (decision 027).
 */
export const SEARCH_P99_TARGET_MS: Record<number, number> = { 1_000: 100 };

export const backendName = (backend: Backend) => (backend === 'pg' ? 'PostgreSQL' : 'PGlite');

/** The searches: "football, <date>, 7 PM, 1 h", and the same ±1 h, 24 a page (the web's call). */
export function searchQueries(date: LocalDate): { label: string; query: TurfListQuery }[] {
  const base = { sport: 'football', date, from: '19:00', minutes: 60 };
  return [
    { label: 'football, 7 PM, 1 h, every match', query: base },
    { label: 'football, 7 PM ±1 h, 24 a page', query: { ...base, flex: true, limit: 24 } },
  ];
}

let searchesIssued = 0;

/**
 * The search with a price cap no turf reaches, a new one each time (₹10,000.00, ₹10,000.01, …,
 * never repeated within a run): the same turfs and the same work, and no answer kept anywhere
 * from an earlier request can serve it.
 */
export function uniquePath(path: string): string {
  const n = searchesIssued++;
  return `${path}&maxPrice=${10_000 + Math.floor(n / 100)}.${String(n % 100).padStart(2, '0')}`;
}

export function searchPath(query: TurfListQuery): string {
  const params = new URLSearchParams(
    Object.entries(query).map(([name, value]) => [name, String(value)]),
  );
  return `/api/v1/turf/getTurf?${params.toString().replace(/%3A/g, ':')}`;
}

type Query = (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/** The driver under Drizzle (node-postgres' pool or the PGlite instance): both take (text, params). */
function rawQuery(database: Database): Query {
  const client = (database.db as unknown as { $client: { query: Query } }).$client;
  return (text, params) => client.query(text, params);
}

/** EXPLAIN ANALYZE of the app's statement for this search, 3 times (the last counts: warm). */
async function explainSearch(database: Database, query: TurfListQuery) {
  const filter = turfListFilter(query, { now: new Date(), timeZone: VENUE_ZONE });
  const { text, params } = slotSearchText(database.db, filter as SlotSearchFilter);
  const run = rawQuery(database);
  let plan: Record<string, unknown> = {};
  for (let i = 0; i < 3; i += 1) {
    const { rows } = await run(`explain (analyze, buffers, format json) ${text}`, params);
    const cell = Object.values(rows[0]!)[0];
    plan = (typeof cell === 'string' ? JSON.parse(cell) : cell)[0] as Record<string, unknown>;
  }
  return {
    executionMs: Number(plan['Execution Time']),
    planningMs: Number(plan['Planning Time']),
  };
}

interface SearchInput {
  backend: Backend;
  /** The PostgreSQL server for scratch databases. */
  serverUrl: string;
  settings: RunSettings;
}

/** Both searches over `size` turfs on one backend: a fresh database, the app, paired rounds. */
async function sizeRows(input: SearchInput, size: number, referenceUrl: string) {
  const { backend, settings } = input;
  const today = venueToday();
  const date = addDays(today, 2);
  const queries = searchQueries(date);
  const scratch = backend === 'pg' ? await createScratchDatabase(input.serverUrl) : null;
  const dataDir = backend === 'pglite' ? mkdtempSync(join(tmpdir(), 'turf-bench-search-')) : null;
  try {
    const database = scratch
      ? await openPostgres(scratch.url)
      : await openPglite(join(dataDir!, 'pglite'));
    let catalog: Awaited<ReturnType<typeof seedSearchCatalog>>;
    const explained: Awaited<ReturnType<typeof explainSearch>>[] = [];
    try {
      catalog = await seedSearchCatalog(database.db, size, today);
      for (const { query } of queries) explained.push(await explainSearch(database, query));
    } finally {
      await database.close();
    }
    settings.log(
      `  ${backendName(backend)}: ${catalog.turfs} turfs, ${catalog.bookings} bookings seeded in ${catalog.seconds.toFixed(1)} s; SQL alone ${explained.map((e) => formatMs(e.executionMs)).join(', ')}`,
    );
    const app = await startApp(scratch ? { databaseUrl: scratch.url } : { dataDir: dataDir! });
    try {
      const rows: BenchRow[] = [];
      for (const [index, { label, query }] of queries.entries()) {
        const path = searchPath(query);
        const first = await rawGet(`${app.url}${path}`);
        const body = first.status === 200 ? jsonOf(first) : {};
        const answered = Array.isArray(body.turfs) ? body.turfs.length : Number.NaN;
        const total = typeof body.total === 'number' ? body.total : null;
        settings.log(`  ${label}: ${answered} turfs${total === null ? '' : ` of ${total}`}`);
        const outcome = await pairedRounds(`${app.url}${path}`, `${referenceUrl}${path}`, {
          ...settings,
          connections: SEARCH_CONNECTIONS,
          pathOf: () => uniquePath(path),
        });
        const row = searchRow(
          input.backend,
          size,
          `${label}, every search a new one`,
          path,
          outcome,
          explained[index]!,
          first,
        );
        row.data = { ...row.data, answered, total, bytes: first.wireBytes };
        rows.push(row);
      }
      return rows;
    } finally {
      await app.stop();
    }
  } finally {
    await scratch?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

function searchRow(
  backend: Backend,
  size: number,
  label: string,
  path: string,
  outcome: Awaited<ReturnType<typeof pairedRounds>>,
  explained: { executionMs: number; planningMs: number },
  first: { status: number; wireBytes: number },
): BenchRow {
  const { summary, failed } = outcome;
  const limit = backend === 'pg' ? SEARCH_P99_TARGET_MS[size] : undefined;
  const notes = [
    `${first.status === 200 ? formatKB(first.wireBytes) : `status ${first.status}`} an answer (uncompressed); the statement alone ${formatMs(explained.executionMs)} (EXPLAIN ANALYZE, warm, + ${formatMs(explained.planningMs)} planning); p99 ${formatRatio(summary.p99Ratio)} the reference's`,
    failed && `the app answered ${statusText(failed)}`,
  ].filter(Boolean);
  return {
    key: backend === 'pg' ? 'search-pg' : 'search-pglite',
    row: `slot search, ${size.toLocaleString('en-US')} turfs, ${backendName(backend)}: ${label}`,
    figure: formatThroughput(summary.app),
    reference: `bare Fastify, 30 turfs: ${formatThroughput(summary.reference)}`,
    ratio: summary.ratio,
    target: limit
      ? `p99 ≤ ${limit} ms at ${SEARCH_CONNECTIONS} conn.`
      : '— (targets are for PostgreSQL)',
    met: failed ? 'no' : limit ? verdict(atMost(summary.app.p99, limit)) : 'n-a',
    note: notes.join('; '),
    data: { path, connections: SEARCH_CONNECTIONS, explain: explained, ...summary },
  };
}

/** Every search row on one backend, each size in turn, beside one bare Fastify reference. */
export async function searchRows(input: SearchInput): Promise<BenchRow[]> {
  const reference = await startReference('turfs');
  try {
    const rows: BenchRow[] = [];
    for (const size of searchSizes()) rows.push(...(await sizeRows(input, size, reference.url)));
    return rows;
  } finally {
    await reference.stop();
  }
}
