// Issue 15's live availability rows: 200 open streams (GET /api/v1/turf/:turfId/availability/
// stream, 10 on each of 20 turfs) while players hold slots through the API (post-payment: the
// hold's transaction is what notifies). Per round: the server idle with 0 streams (CPU, RSS), a
// burst of holds without streams, the 200 streams opened, the server idle with them, holds at a
// steady 20 a second for 10 s (each `changed` event matched to the hold that caused it: latency
// from the hold's HTTP answer, which follows its commit), and the same burst with the streams
// open. On PostgreSQL (LISTEN/NOTIFY) and PGlite (in-process). Fresh data, dropped after.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite, openPostgres } from '../../src/server/db/database';
import { post } from './booking-load';
import { loadSlots, type LoadSlot, type LoadTurf } from './plan';
import { startApp } from './processes';
import { cpuMs, cpuShareOver, rssMiB, servingPid } from './procstat';
import { formatMs, formatNumber, type BenchRow } from './report';
import { backendName, type Backend } from './rows-search';
import { createScratchDatabase, seedPlayers, venueToday, type Account } from './seed';
import { seedSearchCatalog } from './seed-search';
import { openStream, type StreamEvent } from './sse-client';
import { atMost, median, percentile, ratio, verdict } from './stats';
import type { RunSettings } from './paired';

const STREAMS = 200;
const STREAM_TURFS = 20;
const STEADY_PER_SECOND = 20;
const STEADY_SECONDS = 10;
/** Holds in a burst, and how many are in flight at once. */
const BURST = 300;
const BURST_CONNECTIONS = 20;
const IDLE_MS = 5_000;
const PLAYERS = 1_000;

interface Hold {
  key: string;
  sentAt: number;
  answeredAt: number;
  ok: boolean;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One hold as Pay Now makes it (post-payment); its turf and day are the key of its event. */
async function hold(base: string, player: Account, slot: LoadSlot): Promise<Hold> {
  const sentAt = performance.now();
  const booking = {
    turfId: slot.turfId,
    bookingDate: slot.bookingDate,
    startTime: slot.startTime,
    endTime: slot.endTime,
  };
  const answer = await post(
    base,
    '/api/v1/payment/post-payment',
    { amount: slot.amount, currency: 'inr', userId: player.id, booking },
    player.cookie,
  ).catch(() => ({ status: 0 }));
  return {
    key: `${slot.turfId} ${slot.bookingDate}`,
    sentAt,
    answeredAt: performance.now(),
    ok: answer.status === 200,
  };
}

/** Holds as fast as BURST_CONNECTIONS callers go: holds a second, latencies, server CPU a hold. */
async function burst(base: string, pid: number, slots: LoadSlot[], nextPlayer: () => Account) {
  const cpu0 = cpuMs(pid);
  const started = performance.now();
  const holds: Hold[] = [];
  let next = 0;
  const worker = async () => {
    while (next < slots.length) holds.push(await hold(base, nextPlayer(), slots[next++]!));
  };
  await Promise.all(Array.from({ length: BURST_CONNECTIONS }, worker));
  const seconds = (performance.now() - started) / 1000;
  const ok = holds.filter((h) => h.ok).length;
  const times = holds.map((h) => h.answeredAt - h.sentAt);
  return {
    ok,
    failed: holds.length - ok,
    perSecond: ok / seconds,
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
    cpuMsPerHold: (cpuMs(pid) - cpu0) / holds.length,
  };
}

/** Holds at a steady rate; each `changed` event is matched to the latest hold of its turf and day. */
async function steady(base: string, slots: LoadSlot[], nextPlayer: () => Account) {
  const count = STEADY_PER_SECOND * STEADY_SECONDS;
  const started = performance.now();
  const pending: Promise<Hold>[] = [];
  for (let i = 0; i < count; i += 1) {
    const due = started + (i * 1000) / STEADY_PER_SECOND;
    await pause(Math.max(0, due - performance.now()));
    pending.push(hold(base, nextPlayer(), slots[i]!));
  }
  return Promise.all(pending);
}

function matchEvents(holds: Hold[], events: StreamEvent[]) {
  const byKey = new Map<string, Hold[]>();
  for (const h of holds.filter((x) => x.ok)) byKey.set(h.key, [...(byKey.get(h.key) ?? []), h]);
  const fromAnswer: number[] = [];
  const fromSend: number[] = [];
  for (const event of events) {
    const candidates = byKey.get(`${String(event.data.turfId)} ${String(event.data.date)}`) ?? [];
    const cause = candidates.filter((h) => h.sentAt <= event.at).at(-1);
    if (!cause) continue;
    fromAnswer.push(event.at - cause.answeredAt);
    fromSend.push(event.at - cause.sentAt);
  }
  return { fromAnswer, fromSend };
}

interface StreamInput {
  backend: Backend;
  serverUrl: string;
  settings: RunSettings;
}

/** One round on a running app. */
async function round(
  base: string,
  pid: number,
  turfs: LoadTurf[],
  r: number,
  player: () => Account,
) {
  const today = venueToday();
  const slotsOf = (phase: number) => loadSlots(r * 3 + phase, BURST, turfs, today);
  const idle0 = { cpu: await cpuShareOver(pid, IDLE_MS), rss: rssMiB(pid) };
  const without = await burst(base, pid, slotsOf(0), player);

  let phase: StreamEvent[] | null = null;
  let delivered = 0;
  const onEvent = (event: StreamEvent) => {
    if (event.name !== 'changed') return;
    delivered += 1;
    phase?.push(event);
  };
  const opening = performance.now();
  const streams = Array.from({ length: STREAMS }, (_, i) =>
    openStream(
      `${base}/api/v1/turf/${turfs[i % STREAM_TURFS]!.id}/availability/stream`,
      i,
      onEvent,
    ),
  );
  try {
    await Promise.race([
      Promise.all(streams.map((s) => s.ready)),
      pause(30_000).then(() => Promise.reject(new Error('streams not ready in 30 s'))),
    ]);
    const openMs = performance.now() - opening;
    await pause(1_000);
    const idle200 = { cpu: await cpuShareOver(pid, IDLE_MS), rss: rssMiB(pid) };
    const steadyEvents: StreamEvent[] = [];
    phase = steadyEvents;
    const holds = await steady(base, slotsOf(1), player);
    await pause(2_000);
    phase = null;
    const matched = matchEvents(holds, steadyEvents);
    const expected = holds.filter((h) => h.ok).length * (STREAMS / STREAM_TURFS);
    const deliveredBefore = delivered;
    const withStreams = await burst(base, pid, slotsOf(2), player);
    await pause(1_000);
    return {
      idle0,
      idle200,
      openMs,
      without,
      withStreams,
      burstEvents: delivered - deliveredBefore,
      steady: {
        holds: holds.length,
        ok: holds.filter((h) => h.ok).length,
        holdP50: percentile(
          holds.map((h) => h.answeredAt - h.sentAt),
          0.5,
        ),
        holdP99: percentile(
          holds.map((h) => h.answeredAt - h.sentAt),
          0.99,
        ),
        expected,
        received: matched.fromAnswer.length,
        p50: percentile(matched.fromAnswer, 0.5),
        p99: percentile(matched.fromAnswer, 0.99),
        max: Math.max(...matched.fromAnswer),
        sendP99: percentile(matched.fromSend, 0.99),
      },
    };
  } finally {
    for (const stream of streams) stream.close();
  }
}
type Round = Awaited<ReturnType<typeof round>>;

export async function streamRows(input: StreamInput): Promise<BenchRow[]> {
  const { backend, settings } = input;
  const today = venueToday();
  const scratch = backend === 'pg' ? await createScratchDatabase(input.serverUrl) : null;
  const dataDir = backend === 'pglite' ? mkdtempSync(join(tmpdir(), 'turf-bench-streams-')) : null;
  try {
    const database = scratch
      ? await openPostgres(scratch.url)
      : await openPglite(join(dataDir!, 'pglite'));
    let turfs: LoadTurf[];
    let players: Account[];
    try {
      turfs = (await seedSearchCatalog(database.db, 1_000, today, STREAM_TURFS)).quietTurfs;
      players = await seedPlayers(database.db, PLAYERS, 'streams');
    } finally {
      await database.close();
    }
    const app = await startApp(scratch ? { databaseUrl: scratch.url } : { dataDir: dataDir! });
    try {
      const pid = servingPid(app.pid);
      let turn = 0;
      const player = () => players[turn++ % players.length]!;
      // A first burst on slots no round uses warms the server (JIT, pools, prepared statements).
      await burst(app.url, pid, loadSlots(settings.rounds * 3, BURST, turfs, today), player);
      const rounds: Round[] = [];
      for (let r = 0; r < settings.rounds; r += 1) {
        const done = await round(app.url, pid, turfs, r, player);
        rounds.push(done);
        settings.log(
          `  round ${r + 1}: events p50 ${formatMs(done.steady.p50)}, p99 ${formatMs(done.steady.p99)} (${done.steady.received}/${done.steady.expected}); idle CPU ${pct(done.idle0.cpu)} → ${pct(done.idle200.cpu)}, RSS ${done.idle0.rss.toFixed(0)} → ${done.idle200.rss.toFixed(0)} MiB; holds/s ${formatNumber(done.without.perSecond)} → ${formatNumber(done.withStreams.perSecond)}`,
        );
      }
      return streamTable(backend, rounds);
    } finally {
      await app.stop();
    }
  } finally {
    await scratch?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

const pct = (share: number) => `${(share * 100).toFixed(1)}%`;

function streamTable(backend: Backend, rounds: Round[]): BenchRow[] {
  const mid = (pick: (round: Round) => number) => median(rounds.map(pick));
  const name = backendName(backend);
  const key = backend === 'pg' ? 'streams-pg' : 'streams-pglite';
  const p99 = mid((r) => r.steady.p99);
  const received = rounds.reduce((sum, r) => sum + r.steady.received, 0);
  const expected = rounds.reduce((sum, r) => sum + r.steady.expected, 0);
  const failedHolds = rounds.reduce((s, r) => s + r.steady.holds - r.steady.ok, 0);
  const rate = ratio(
    mid((r) => r.withStreams.perSecond),
    mid((r) => r.without.perSecond),
  );
  const feed = backend === 'pg' ? 'LISTEN/NOTIFY' : 'in-process';
  return [
    {
      key,
      row: `live availability, ${name} (${feed}): a hold's event at ${STREAMS} streams on ${STREAM_TURFS} turfs, ${STEADY_PER_SECOND} holds/s`,
      figure: `p50 ${formatMs(mid((r) => r.steady.p50))}, p99 ${formatMs(p99)} after the hold's answer; ${received} of ${expected} events`,
      reference: `the hold's own answer: p50 ${formatMs(mid((r) => r.steady.holdP50))}, p99 ${formatMs(mid((r) => r.steady.holdP99))}`,
      ratio: null,
      target: 'p99 ≤ 1 s after the commit',
      met: verdict(atMost(p99, 1_000), received === expected && failedHolds === 0),
      note: `latency from the answer of the hold that caused the event (its commit comes just before), so a negative value is an event ahead of the answer; from the request's send p99 ${formatMs(mid((r) => r.steady.sendP99))}, worst ${formatMs(Math.max(...rounds.map((r) => r.steady.max)))}${failedHolds ? `; ${failedHolds} holds failed` : ''}`,
      data: { rounds: rounds.map((r) => r.steady) },
    },
    {
      key,
      row: `live availability, ${name}: the server idle with ${STREAMS} open streams`,
      figure: `CPU ${pct(mid((r) => r.idle200.cpu))} of a core, RSS ${mid((r) => r.idle200.rss).toFixed(0)} MiB; ${STREAMS} opened in ${formatMs(mid((r) => r.openMs))}`,
      reference: `0 streams: CPU ${pct(mid((r) => r.idle0.cpu))}, RSS ${mid((r) => r.idle0.rss).toFixed(0)} MiB`,
      ratio: null,
      target: '— (measured: "costs little")',
      met: 'n-a',
      note: `the serving node process, /proc/<pid>/stat over ${IDLE_MS / 1000} s idle and VmRSS; RSS grows over the run as the heap does, so its difference is an upper bound`,
      data: { rounds: rounds.map(({ idle0, idle200, openMs }) => ({ idle0, idle200, openMs })) },
    },
    {
      key,
      row: `live availability, ${name}: holds with ${STREAMS} streams open (${BURST} holds, ${BURST_CONNECTIONS} at once)`,
      figure: `${formatNumber(mid((r) => r.withStreams.perSecond))} holds/s, p99 ${formatMs(mid((r) => r.withStreams.p99))}, ${mid((r) => r.withStreams.cpuMsPerHold).toFixed(1)} ms server CPU a hold; ${formatNumber(mid((r) => r.burstEvents))} events sent`,
      reference: `no streams: ${formatNumber(mid((r) => r.without.perSecond))} holds/s, p99 ${formatMs(mid((r) => r.without.p99))}, ${mid((r) => r.without.cpuMsPerHold).toFixed(1)} ms CPU a hold`,
      ratio: rate,
      target: '— (measured)',
      met: rounds.every((r) => r.without.failed === 0 && r.withStreams.failed === 0) ? 'n-a' : 'no',
      data: {
        rounds: rounds.map(({ without, withStreams, burstEvents }) => ({
          without,
          withStreams,
          burstEvents,
        })),
      },
    },
  ];
}
