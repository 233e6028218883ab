// The start-up rows: how long the app takes from `node` to listening on a database it has started
// on before (migrations done, 1,033 listed turfs), compiled as `npm run serve` runs it
// (dist/server/main.js) against today's reference, the same sources through tsx as `npm run serve`
// ran them before (docs/decisions/070). Both start in turn on one database (a PGlite directory is
// opened by one process at a time); which goes first alternates by round. PGlite is `npm start`'s
// database, PostgreSQL production's.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite, openPostgres, type Database } from '../../src/server/db/database';
import { startApp } from './processes';
import { formatMs, formatRatio, type BenchRow } from './report';
import { createScratchDatabase, seedCatalog } from './seed';
import { atMost, median, ratio, verdict } from './stats';

/** One start: wall time from the spawn to listening, and the CPU the process had used by then. */
export interface StartTime {
  ms: number;
  cpuMs: number;
}

export interface StartupRound {
  compiled: StartTime;
  tsx: StartTime;
}

/** The row from the rounds: medians, and the median of each round's compiled ÷ tsx. */
export function startupRowOf(
  rounds: readonly StartupRound[],
  listed: number,
  backend: 'PGlite' | 'PostgreSQL' = 'PGlite',
): BenchRow {
  const side = (pick: (round: StartupRound) => StartTime) => ({
    ms: median(rounds.map((round) => pick(round).ms)),
    cpuMs: median(rounds.map((round) => pick(round).cpuMs)),
  });
  const compiled = side((round) => round.compiled);
  const tsx = side((round) => round.tsx);
  const wallRatio = median(rounds.map((round) => ratio(round.compiled.ms, round.tsx.ms)));
  const cpuRatio = median(rounds.map((round) => ratio(round.compiled.cpuMs, round.tsx.cpuMs)));
  const text = (start: StartTime) =>
    `${formatMs(start.ms)} to listening, CPU ${formatMs(start.cpuMs)}`;
  return {
    key: 'startup',
    row: `start-up on existing data, ${backend} (${listed} listed turfs)`,
    figure: `compiled (npm run serve): ${text(compiled)}`,
    reference: `node --import tsx src/server/main.ts: ${text(tsx)}`,
    ratio: wallRatio,
    target: '≤ 1× (no slower than today)',
    met: verdict(atMost(wallRatio, 1)),
    note: `ratio: wall time to listening, compiled ÷ tsx; CPU ${formatRatio(cpuRatio)}; median of ${rounds.length} starts each, after one unmeasured start of each (tsx's cache of compiled files warm, as on a second npm start)`,
    data: { compiled, tsx, wallRatio, cpuRatio, rounds: [...rounds] },
  };
}

type Where = { dataDir: string } | { databaseUrl: string };

async function timeStart(where: Where, how: 'compiled' | 'tsx'): Promise<StartTime> {
  const app = await startApp(where, how);
  await app.stop();
  return { ms: app.readyMs, cpuMs: app.readyCpuMs };
}

async function seeded(database: Database, log: (line: string) => void) {
  try {
    const catalog = await seedCatalog(database.db);
    log(`  seeded ${catalog.listed} listed turfs`);
    return catalog.listed;
  } finally {
    await database.close();
  }
}

/** The start-up row on PGlite, or on a scratch database of the PostgreSQL at `serverUrl`. */
export async function startupRow(
  options: { rounds: number; serverUrl?: string },
  log: (line: string) => void,
): Promise<BenchRow> {
  const { serverUrl } = options;
  const dataDir = serverUrl ? null : mkdtempSync(join(tmpdir(), 'turf-bench-startup-'));
  const scratch = serverUrl ? await createScratchDatabase(serverUrl) : null;
  try {
    const where: Where = scratch ? { databaseUrl: scratch.url } : { dataDir: dataDir! };
    const listed = await seeded(
      scratch ? await openPostgres(scratch.url) : await openPglite(join(dataDir!, 'pglite')),
      log,
    );
    await timeStart(where, 'compiled');
    await timeStart(where, 'tsx');
    const measured: StartupRound[] = [];
    for (let round = 0; round < options.rounds; round += 1) {
      const order =
        round % 2 === 0 ? (['tsx', 'compiled'] as const) : (['compiled', 'tsx'] as const);
      const times: Partial<StartupRound> = {};
      for (const how of order) times[how] = await timeStart(where, how);
      const { compiled, tsx } = times as StartupRound;
      log(
        `  round ${round + 1}: compiled ${formatMs(compiled.ms)} (CPU ${formatMs(compiled.cpuMs)}) | tsx ${formatMs(tsx.ms)} (CPU ${formatMs(tsx.cpuMs)})`,
      );
      measured.push({ compiled, tsx });
    }
    return startupRowOf(measured, listed, scratch ? 'PostgreSQL' : 'PGlite');
  } finally {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    await scratch?.drop();
  }
}
