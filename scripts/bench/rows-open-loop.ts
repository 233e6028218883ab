// The open-loop row (decision 072): Mumbai's evening peak offered at its rate to the app, as
// `npm run serve` starts it, and the same schedule to the same-run references, round by round
// (alternating which goes first, after an unmeasured warm-up each); a line per kind of request
// with its p50, p99 and errors beside the reference's, and whether its target is met.
import { outboxDrained } from './booking-counters';
import { closeSockets, offer, type KindSummary, type OpenLoopRun } from './open-loop';
import {
  KINDS,
  MODEL,
  arrivals,
  triesPerHotSlot,
  type Arrival,
  type Kind,
} from './open-loop-model';
import {
  readPaths,
  seedOpenLoopWorld,
  sender,
  type Bases,
  type OpenLoopWorld,
} from './open-loop-setup';
import { startApp, startReference, type Server } from './processes';

import { cpuMs, cpuShareOver, servingPid } from './procstat';
import { formatCount, formatMs, formatNumber, type BenchRow } from './report';
import { atMost, latencyRatio, median, verdict } from './stats';

/** The app runs as docs/deploy.md advises for a process of 10 connections (decision 077). */
const MAX_REQUESTS_IN_FLIGHT = 64;

export interface OpenLoopInput {
  /** The PostgreSQL server for the scratch database (dropped after). */
  serverUrl: string;
  /** Arrivals a second of each kind (the model's, or a scaled copy). */
  rates: Record<Kind, number>;
  seconds: number;
  rounds: number;
  /** The venues seeded (1,000: Mumbai's listed venues) and the players. */
  venues: number;
  players: number;
  /** Seconds of the unmeasured warm-up run each server gets first. */
  warmUpSeconds: number;
  log: (line: string) => void;
}

const REFERENCE_NAMES: Record<Kind, string> = {
  search: 'bare Fastify, 30 turfs',
  grid: 'bare Fastify + 1 raw SQL query',
  list: 'bare Fastify, 30 turfs',
  booking: 'bare Fastify + pg, 2 commits',
  hot: 'bare Fastify + pg, 2 commits',
};

/**
 * Waits (up to a minute) until each process has stopped working off what it was sent: a server
 * that fell behind keeps answering requests its caller gave up on, which must not be charged to
 * the next run.
 */
async function quiet(pids: readonly number[]) {
  await Promise.all(
    pids.map(async (pid) => {
      for (let waited = 0; waited < 60_000; waited += 500)
        if ((await cpuShareOver(pid, 500)) < 0.05) return;
    }),
  );
}

/** A run's figures without its samples, and the hot slots that did not have one winner. */
function runSummary(run: OpenLoopRun, rates: Record<Kind, number>, cpuShare: number) {
  const perSlot = triesPerHotSlot(rates);
  const winners = new Map<number, number>();
  for (const sample of run.samples)
    if (sample.kind === 'hot') {
      const slot = Math.floor(sample.n / perSlot);
      winners.set(slot, (winners.get(slot) ?? 0) + (sample.outcome === 'ok' ? 1 : 0));
    }
  const notOne = [...winners.values()].filter((count) => count !== 1).length;
  return {
    kinds: run.kinds,
    lateP99Ms: run.lateP99Ms,
    hotSlots: winners.size,
    hotSlotsWithoutOneWinner: notOne,
    /** The server processes' CPU over the run, as cores (the app's, or the references' together). */
    cpuShare,
  };
}
export type RunSummary = ReturnType<typeof runSummary>;

const line = (kinds: RunSummary['kinds']) =>
  KINDS.filter((kind) => kinds[kind])
    .map((kind) => {
      const k = kinds[kind]!;
      return `${kind} p50 ${formatMs(k.p50)} p99 ${formatMs(k.p99)}${k.errors ? ` (${k.errors} errors)` : ''}`;
    })
    .join(', ');

/** Runs every round against the app and the references, on one seeded world. */
export async function openLoopRuns(input: OpenLoopInput, world: OpenLoopWorld) {
  const schedule = arrivals(input.rates, input.seconds);
  const warmUp = arrivals(input.rates, input.warmUpSeconds, 7);
  const paths = readPaths(schedule, world);
  const warmPaths = readPaths(warmUp, world);
  const servers: Server[] = [];
  try {
    // Started side by side (each is a tsx process that compiles as it starts); any that did
    // start is stopped below if another did not.
    const starting = await Promise.allSettled([
      startApp({ databaseUrl: world.databaseUrl, maxRequestsInFlight: MAX_REQUESTS_IN_FLIGHT }),
      startReference('turfs'),
      startReference('availability', { databaseUrl: world.databaseUrl }),
      startReference('booking', { databaseUrl: world.databaseUrl }),
    ]);
    for (const result of starting) if (result.status === 'fulfilled') servers.push(result.value);
    const failed = starting.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    const [app, turfs, rawSql, booking] = servers as [Server, Server, Server, Server];
    const appBases = Object.fromEntries(KINDS.map((kind) => [kind, app.url])) as Bases;
    const referenceBases: Bases = {
      search: turfs.url,
      list: turfs.url,
      grid: rawSql.url,
      booking: booking.url,
      hot: booking.url,
    };
    const appPids = [servingPid(app.pid)];
    const referencePids = [turfs, rawSql, booking].map((server) => servingPid(server.pid));
    let run = 0;
    const offerTo = async (bases: Bases, plan: readonly Arrival[], planPaths: typeof paths) => {
      const pids = bases === appBases ? appPids : referencePids;
      const cpuBefore = pids.reduce((sum, pid) => sum + cpuMs(pid), 0);
      const started = performance.now();
      const result = await offer(plan, sender(world, plan, planPaths, bases, run++, input.rates));
      const cpuShare =
        (pids.reduce((sum, pid) => sum + cpuMs(pid), 0) - cpuBefore) /
        (performance.now() - started);
      closeSockets();
      // The app's mail of the bookings it confirmed is sent before anything else is measured.
      if (bases === appBases) await outboxDrained(world.databaseUrl);
      await quiet([...appPids, ...referencePids]);
      return { result, cpuShare };
    };
    await offerTo(referenceBases, warmUp, warmPaths);
    await offerTo(appBases, warmUp, warmPaths);
    const rounds: { app: RunSummary; reference: RunSummary }[] = [];
    for (let round = 0; round < input.rounds; round += 1) {
      const order = round % 2 === 0 ? [referenceBases, appBases] : [appBases, referenceBases];
      const results = new Map<Bases, RunSummary>();
      for (const bases of order) {
        const { result, cpuShare } = await offerTo(bases, schedule, paths);
        results.set(bases, runSummary(result, input.rates, cpuShare));
      }
      const result = { app: results.get(appBases)!, reference: results.get(referenceBases)! };
      rounds.push(result);
      input.log(
        `  round ${round + 1}: app (${formatNumber(result.app.cpuShare)} cores) ${line(result.app.kinds)}`,
      );
      input.log(
        `           references (${formatNumber(result.reference.cpuShare)} cores) ${line(result.reference.kinds)}`,
      );
    }
    return { schedule, rounds };
  } finally {
    for (const server of servers.reverse()) await server.stop();
  }
}

/** Every line of the row: seeds, runs the rounds, drops the database. */
export async function openLoopRows(input: OpenLoopInput): Promise<BenchRow[]> {
  const world = await seedOpenLoopWorld(input.serverUrl, input.venues, input.players, input.log);
  try {
    const { schedule, rounds } = await openLoopRuns(input, world);
    return openLoopTable(input, world, schedule, rounds);
  } finally {
    await world.drop();
  }
}

const mid = (values: number[]) => median(values);

/** The lines of the table from the rounds (medians of the rounds; errors summed over them). */
export function openLoopTable(
  input: Pick<OpenLoopInput, 'rates' | 'seconds'>,
  world: Pick<OpenLoopWorld, 'venues'>,
  schedule: readonly Arrival[],
  rounds: { app: RunSummary; reference: RunSummary }[],
): BenchRow[] {
  const rows: BenchRow[] = [];
  const of = (summary: RunSummary, kind: Kind) => summary.kinds[kind];
  for (const kind of KINDS) {
    const apps = rounds.map((round) => of(round.app, kind)).filter(Boolean) as KindSummary[];
    const refs = rounds.map((round) => of(round.reference, kind)).filter(Boolean) as KindSummary[];
    if (apps.length === 0) continue;
    const { label, p99TargetMs } = MODEL[kind];
    const p50 = mid(apps.map((k) => k.p50));
    const p99 = mid(apps.map((k) => k.p99));
    const errors = apps.reduce((sum, k) => sum + k.errors, 0);
    const sent = apps.reduce((sum, k) => sum + k.sent, 0);
    const errorsBy: Record<string, number> = {};
    for (const k of apps)
      for (const [what, count] of Object.entries(k.errorsBy))
        errorsBy[what] = (errorsBy[what] ?? 0) + count;
    const ratio = mid(
      rounds.flatMap((round) => {
        const app = of(round.app, kind);
        const reference = of(round.reference, kind);
        return app && reference ? [latencyRatio(app.p99, reference.p99)] : [];
      }),
    );
    const doubles =
      kind === 'hot'
        ? rounds.reduce((sum, round) => sum + round.app.hotSlotsWithoutOneWinner, 0)
        : 0;
    const taken = kind === 'hot' ? apps.reduce((sum, k) => sum + k.taken, 0) : 0;
    const notes = [
      errors > 0 &&
        `errors: ${Object.entries(errorsBy)
          .map(([what, count]) => `${count}× ${what}`)
          .join(', ')}`,
      kind === 'hot' &&
        `${taken} of ${sent} tries told the slot is taken; ${doubles} hot slots without exactly one winner`,
    ].filter(Boolean);
    rows.push({
      key: 'open-loop',
      row: `open loop, ${label}, ${formatNumber(input.rates[kind])}/s offered`,
      figure: `p50 ${formatMs(p50)}, p99 ${formatMs(p99)}; ${formatCount(sent)} sent, ${errors} errors`,
      reference:
        refs.length > 0
          ? `${REFERENCE_NAMES[kind]}: p50 ${formatMs(mid(refs.map((k) => k.p50)))}, p99 ${formatMs(mid(refs.map((k) => k.p99)))}`
          : '—',
      ratio: Number.isFinite(ratio) ? ratio : null,
      target: `p99 ≤ ${p99TargetMs} ms, no errors${kind === 'hot' ? ', one winner a slot' : ''}`,
      met: verdict(atMost(p99, p99TargetMs), errors === 0, doubles === 0),
      ...(notes.length > 0 ? { note: notes.join('; ') } : {}),
      data: {
        kind,
        rate: input.rates[kind],
        p50,
        p99,
        errors,
        errorsBy,
        sent,
        rounds: apps,
        references: refs,
      },
    });
  }
  const offered = KINDS.reduce((sum, kind) => sum + input.rates[kind], 0);
  const late = mid(rounds.map((round) => round.app.lateP99Ms));
  rows.push({
    key: 'open-loop',
    row: `open loop, all kinds: ${world.venues.toLocaleString('en-US')} venues`,
    figure: `${formatNumber(offered)} req/s offered for ${input.seconds} s (${formatCount(schedule.length)} a run), ${rounds.length} rounds; the driver's own lateness p99 ${formatMs(late)}`,
    reference: 'the same schedule to the references',
    ratio: null,
    target: '— (ratio: app p99 ÷ reference p99)',
    met: 'n-a',
    data: { rates: input.rates, seconds: input.seconds, rounds },
  });
  return rows;
}
