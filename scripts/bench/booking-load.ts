// The booking write path under load, as the web client makes a booking: POST post-payment (hold
// and intent), POST local/confirm (the test card), POST create-booking. Players run in parallel
// (BENCH_CONNECTIONS at once), each on its own free slot, with a few deliberate double tries of
// one slot by two players. Each round runs against the app and against the bare reference
// (reference-booking.ts) on other slots, and against the reference that makes as many round trips
// as the app, rotating which goes first, after one unmeasured warm-up round each. PostgreSQL's
// own counters say what each booking cost in write commits (transaction ids) and all commits,
// and /proc what it cost each process in CPU (cpu-account.ts).
import http from 'node:http';
import { outboxDrained, readCounters, type DbCounters } from './booking-counters';
import { bookingRows } from './booking-rows';
import { accountCpu, cpuLine } from './cpu-account';
import { loadSlots, loadTasks, type LoadSlot, type LoadTask, type LoadTurf } from './plan';
import { formatNumber, type BenchRow } from './report';
import { percentile } from './stats';
import type { Account } from './seed';

const CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2040, cvc: '123' };
/** PostgreSQL flushes a backend's counters within 10 s of it going idle (PGSTAT_IDLE_INTERVAL). */
const STATS_SETTLE_MS = 11_000;

const settle = () => new Promise((resolve) => setTimeout(resolve, STATS_SETTLE_MS));

interface Outcome {
  task: LoadTask;
  /** 'booked', or the step and status where it stopped. */
  result: string;
  ms: number;
}

// node:http with kept-alive sockets rather than fetch: the driver shares the machine's two cores
// with the server and PostgreSQL, and fetch costs it about twice the CPU per call.
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

export function post(base: string, path: string, body: unknown, cookie?: string) {
  const payload = JSON.stringify(body);
  return new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
    const request = http.request(
      `${base}${path}`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...(cookie ? { cookie } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          resolve({
            status: response.statusCode ?? 0,
            body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
          });
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** One booking as the web client makes it. */
async function book(base: string, player: Account, slot: LoadSlot): Promise<string> {
  const booking = {
    turfId: slot.turfId,
    bookingDate: slot.bookingDate,
    startTime: slot.startTime,
    endTime: slot.endTime,
  };
  const started = await post(
    base,
    '/api/v1/payment/post-payment',
    { amount: slot.amount, currency: 'inr', userId: player.id, booking },
    player.cookie,
  );
  if (started.status !== 200) return `post-payment ${started.status}`;
  const paid = await post(base, '/api/v1/payment/local/confirm', {
    clientSecret: started.body.clientSecret,
    card: CARD,
    billingName: 'Bench Player',
  });
  if (paid.status !== 200) return `confirm ${paid.status}`;
  const created = await post(
    base,
    '/api/v1/booking/create-booking',
    {
      ...booking,
      userId: player.id,
      paymentId: started.body.paymentId,
      status: 'confirmed',
      amountPaid: slot.amount,
      paymentStatus: 'paid',
    },
    player.cookie,
  );
  return created.status === 201 ? 'booked' : `create-booking ${created.status}`;
}

async function driveRound(
  base: string,
  players: readonly Account[],
  slots: readonly LoadSlot[],
  connections: number,
) {
  const tasks = loadTasks(players.length, Math.floor(players.length / 20));
  const outcomes: Outcome[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < tasks.length) {
      const task = tasks[next++]!;
      const t0 = performance.now();
      let result: string;
      try {
        result = await book(base, players[task.player]!, slots[task.slot]!);
      } catch (error) {
        result = `error ${(error as Error).message}`;
      }
      outcomes.push({ task, result, ms: performance.now() - t0 });
    }
  };
  await Promise.all(Array.from({ length: Math.min(connections, tasks.length) }, worker));
  return { outcomes, seconds: (performance.now() - started) / 1000 };
}

interface ServerUnderTest {
  url: string;
  /** The process that serves (procstat's servingPid), whose CPU a round counts. */
  pid: number;
}

export interface BookingLoadInput {
  app: ServerUnderTest;
  /** The bare reference (reference-booking.ts) on the same database. */
  reference: ServerUnderTest;
  /** The bare reference making the app's round trips (reference-booking.ts). */
  roundTrips: ServerUnderTest;
  serverUrl: string;
  databaseName: string;
  databaseUrl: string;
  /** One list of players per round. */
  playersByRound: Account[][];
  /** Players of the unmeasured round each server gets first. */
  warmUpPlayers: Account[];
  turfs: LoadTurf[];
  today: string;
  connections: number;
  log: (line: string) => void;
}

export interface Idle {
  commitsPerSecond: number;
  xidsPerSecond: number;
}

/**
 * One round against one server, with what PostgreSQL counted from its start until its mail is
 * sent and 11 s more have passed (so the counters hold every commit of the round).
 */
async function measuredRound(
  input: BookingLoadInput,
  server: ServerUnderTest,
  players: readonly Account[],
  slots: readonly LoadSlot[],
  idle: Idle,
) {
  const before = await readCounters(input.serverUrl, input.databaseName);
  const readAt = performance.now();
  const {
    result: { outcomes, seconds },
    cpu,
  } = await accountCpu(
    server.pid,
    () => driveRound(server.url, players, slots, input.connections),
    (round) => round.outcomes.filter((outcome) => outcome.result === 'booked').length,
  );
  const mailSent = await outboxDrained(input.databaseUrl);
  await settle();
  const after = await readCounters(input.serverUrl, input.databaseName);
  const windowSeconds = (performance.now() - readAt) / 1000;
  const booked = outcomes.filter((outcome) => outcome.result === 'booked').length;
  const results: Record<string, number> = {};
  for (const outcome of outcomes) results[outcome.result] = (results[outcome.result] ?? 0) + 1;
  const times = outcomes.map((outcome) => outcome.ms);
  const per = (key: keyof DbCounters) => (after[key] - before[key]) / booked;
  return {
    booked,
    attempts: outcomes.length,
    seconds,
    perSecond: booked / seconds,
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
    writeCommitsPerBooking: per('xid'),
    netWriteCommitsPerBooking: per('xid') - (idle.xidsPerSecond * windowSeconds) / booked,
    commitsPerBooking: per('commits'),
    netCommitsPerBooking: per('commits') - (idle.commitsPerSecond * windowSeconds) / booked,
    mailSent,
    rollbacks: after.rollbacks - before.rollbacks,
    // The bench's own reads of the counters commit in 'postgres' too: a few, never hundreds.
    otherCommits: after.otherCommits - before.otherCommits,
    fetchedPerBooking: per('fetched'),
    returnedPerBooking: per('returned'),
    cpu,
    results,
  };
}
export type Round = Awaited<ReturnType<typeof measuredRound>>;

const roundLine = (round: Round) =>
  `${round.booked}/${round.attempts} in ${round.seconds.toFixed(1)} s (${formatNumber(round.perSecond)}/s), ${round.netWriteCommitsPerBooking.toFixed(2)} write commits and ${round.netCommitsPerBooking.toFixed(2)} commits per booking`;

/** The server's own commits while idle (housekeeping, the mail worker polling), per second. */
async function idleRates(input: BookingLoadInput): Promise<Idle> {
  await settle();
  const start = await readCounters(input.serverUrl, input.databaseName);
  const readAt = performance.now();
  await settle();
  const end = await readCounters(input.serverUrl, input.databaseName);
  const seconds = (performance.now() - readAt) / 1000;
  return {
    commitsPerSecond: (end.commits - start.commits) / seconds,
    xidsPerSecond: (end.xid - start.xid) / seconds,
  };
}

const SERVERS = ['app', 'reference', 'roundTrips'] as const;

/**
 * One unmeasured round per server first, on slots after all the measured rounds': a server
 * serves warm (its hot code optimized, its pool and prepared statements ready), as the
 * list rows' servers are warmed before they are measured.
 */
async function warmUp(input: BookingLoadInput) {
  const players = input.warmUpPlayers;
  for (const [index, who] of SERVERS.entries()) {
    const round = SERVERS.length * input.playersByRound.length + index;
    const slots = loadSlots(round, players.length, input.turfs, input.today);
    const { outcomes } = await driveRound(input[who].url, players, slots, input.connections);
    const booked = outcomes.filter((outcome) => outcome.result === 'booked').length;
    input.log(`  warm-up, ${who}: ${booked}/${outcomes.length} booked`);
  }
  await outboxDrained(input.databaseUrl);
}

export async function bookingLoadRows(input: BookingLoadInput): Promise<BenchRow[]> {
  await warmUp(input);
  const idle = await idleRates(input);
  const rounds = { app: [] as Round[], reference: [] as Round[], roundTrips: [] as Round[] };
  const roundCount = input.playersByRound.length;
  for (const [round, players] of input.playersByRound.entries()) {
    // Each server books slots of its own (rounds apart), so all find every slot free.
    const runs = SERVERS.map((who, index) => async () => {
      const slots = loadSlots(index * roundCount + round, players.length, input.turfs, input.today);
      rounds[who].push(await measuredRound(input, input[who], players, slots, idle));
    });
    // Who goes first rotates: a machine that warms up or slows down favours nobody.
    for (let i = 0; i < runs.length; i++) await runs[(round + i) % runs.length]!();
    input.log(
      `  round ${round + 1}: app ${roundLine(rounds.app[round]!)} ${JSON.stringify(rounds.app[round]!.results)} | reference ${roundLine(rounds.reference[round]!)} | reference with the app's round trips ${roundLine(rounds.roundTrips[round]!)}`,
    );
    for (const who of SERVERS)
      input.log(`    CPU per booking: ${cpuLine(rounds[who][round]!.cpu, who)}`);
  }
  return bookingRows(input, rounds.app, rounds.reference, rounds.roundTrips, idle);
}
