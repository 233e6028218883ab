// The booking write path under load, as the web client makes a booking: POST post-payment (hold
// and intent), POST local/confirm (the test card), POST create-booking. Players run in parallel
// (BENCH_CONNECTIONS at once), each on its own free slot, with a few deliberate double tries of
// one slot by two players. Each round runs against the app and against the bare reference
// (reference-booking.ts) on other slots, and against the reference that makes as many round trips
// as the app, rotating which goes first; PostgreSQL's own counters say what each booking cost:
// write commits (transaction ids) and all commits.
import http from 'node:http';
import { checkBookings, outboxDrained, readCounters, type DbCounters } from './booking-counters';
import { loadSlots, loadTasks, type LoadSlot, type LoadTask, type LoadTurf } from './plan';
import { formatMs, formatNumber, type BenchRow } from './report';
import { atLeast, atMost, median, percentile, verdict } from './stats';
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

export interface BookingLoadInput {
  appUrl: string;
  /** The bare reference (reference-booking.ts) on the same database. */
  referenceUrl: string;
  /** The bare reference making the app's round trips (reference-booking.ts). */
  roundTripsUrl: string;
  serverUrl: string;
  databaseName: string;
  databaseUrl: string;
  /** One list of players per round. */
  playersByRound: Account[][];
  turfs: LoadTurf[];
  today: string;
  connections: number;
  log: (line: string) => void;
}

interface Idle {
  commitsPerSecond: number;
  xidsPerSecond: number;
}

/**
 * One round against one server, with what PostgreSQL counted from its start until its mail is
 * sent and 11 s more have passed (so the counters hold every commit of the round).
 */
async function measuredRound(
  input: BookingLoadInput,
  url: string,
  players: readonly Account[],
  slots: readonly LoadSlot[],
  idle: Idle,
) {
  const before = await readCounters(input.serverUrl, input.databaseName);
  const readAt = performance.now();
  const { outcomes, seconds } = await driveRound(url, players, slots, input.connections);
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
    results,
  };
}
type Round = Awaited<ReturnType<typeof measuredRound>>;

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

export async function bookingLoadRows(input: BookingLoadInput): Promise<BenchRow[]> {
  const idle = await idleRates(input);
  const rounds = { app: [] as Round[], reference: [] as Round[], roundTrips: [] as Round[] };
  const roundCount = input.playersByRound.length;
  for (const [round, players] of input.playersByRound.entries()) {
    // Each server books slots of its own (rounds apart), so all find every slot free.
    const runs = (['app', 'reference', 'roundTrips'] as const).map((who, index) => async () => {
      const url = {
        app: input.appUrl,
        reference: input.referenceUrl,
        roundTrips: input.roundTripsUrl,
      }[who];
      const slots = loadSlots(index * roundCount + round, players.length, input.turfs, input.today);
      rounds[who].push(await measuredRound(input, url, players, slots, idle));
    });
    // Who goes first rotates: a machine that warms up or slows down favours nobody.
    for (let i = 0; i < runs.length; i++) await runs[(round + i) % runs.length]!();
    input.log(
      `  round ${round + 1}: app ${roundLine(rounds.app[round]!)} ${JSON.stringify(rounds.app[round]!.results)} | reference ${roundLine(rounds.reference[round]!)} | reference with the app's round trips ${roundLine(rounds.roundTrips[round]!)}`,
    );
  }
  return bookingRows(input, rounds.app, rounds.reference, rounds.roundTrips, idle);
}

async function bookingRows(
  input: BookingLoadInput,
  rounds: Round[],
  reference: Round[],
  roundTrips: Round[],
  idle: Idle,
): Promise<BenchRow[]> {
  const check = await checkBookings(
    input.databaseUrl,
    input.playersByRound.flat().map((player) => player.id),
  );
  const players = input.playersByRound[0]?.length ?? 0;
  const mid = (list: Round[], pick: (round: Round) => number) => median(list.map(pick));
  const perSecond = mid(rounds, (r) => r.perSecond);
  const referencePerSecond = mid(reference, (r) => r.perSecond);
  const roundTripsPerSecond = mid(roundTrips, (r) => r.perSecond);
  const writes = mid(rounds, (r) => r.netWriteCommitsPerBooking);
  const commits = mid(rounds, (r) => r.netCommitsPerBooking);
  const referenceWrites = mid(reference, (r) => r.netWriteCommitsPerBooking);
  const referenceCommits = mid(reference, (r) => r.netCommitsPerBooking);
  const fetched = mid(rounds, (r) => r.fetchedPerBooking);
  const returned = mid(rounds, (r) => r.returnedPerBooking);
  const expected = players * rounds.length;
  const allBooked = rounds.every((round) => round.booked === players);
  const why = rounds
    .flatMap((round) => Object.entries(round.results))
    .filter(([result]) => result !== 'booked' && !result.startsWith('post-payment 409'))
    .map(([result, count]) => `${count}× ${result}`);
  const ratio = referencePerSecond > 0 ? perSecond / referencePerSecond : null;
  const others = Math.max(...rounds.map((round) => round.otherCommits));
  const shared =
    others > 10
      ? `; other databases on the server committed up to ${formatNumber(others)} transactions in a round, so write commits are an upper bound`
      : '';
  return [
    {
      key: 'booking-load',
      row: `booking write path, PostgreSQL, ${players} players (+${Math.floor(players / 20)} double tries)`,
      figure: `${formatNumber(perSecond)} bookings/s; a booking's 3 calls p50 ${formatMs(mid(rounds, (r) => r.p50))}, p99 ${formatMs(mid(rounds, (r) => r.p99))}`,
      reference: `bare Fastify + pg, 2 commits: ${formatNumber(referencePerSecond)} bookings/s, p99 ${formatMs(mid(reference, (r) => r.p99))}`,
      ratio,
      target: '≥ 500 bookings/s',
      met: allBooked ? verdict(atLeast(perSecond, 500)) : 'no',
      ...(allBooked
        ? {}
        : {
            note: `booked ${rounds.map((round) => round.booked).join(', ')} of ${players} slots a round${why.length ? ` (${why.join(', ')})` : ''}`,
          }),
      data: { rounds, reference },
    },
    {
      key: 'booking-load',
      row: "booking write path against the app's own round trips",
      figure: `${formatNumber(perSecond)} bookings/s`,
      reference: `bare Fastify + pg with the app's 22 round trips (19 of them \`select $1\`): ${formatNumber(roundTripsPerSecond)} bookings/s, p99 ${formatMs(mid(roundTrips, (r) => r.p99))}`,
      ratio: roundTripsPerSecond > 0 ? perSecond / roundTripsPerSecond : null,
      target: "no target: says whether ≥ 500/s is in reach of the app's round trips",
      met: 'n-a',
      note: `the reference makes the app's round trips with statements that cost PostgreSQL next to nothing, and no app code: what it makes bounds what any code making those round trips can make here; ${formatNumber(mid(roundTrips, (r) => r.netCommitsPerBooking))} commits per booking (the app ${formatNumber(mid(rounds, (r) => r.netCommitsPerBooking))})`,
      data: { roundTrips },
    },
    {
      key: 'booking-load',
      row: 'booking write path: commits and rows read per booking',
      figure: `${writes.toFixed(2)} write commits/booking (${commits.toFixed(2)} commits with read-only ones); rows read ${formatNumber(fetched)} fetched, ${formatNumber(returned)} returned`,
      reference: `${referenceWrites.toFixed(2)} write commits (${referenceCommits.toFixed(2)} commits)`,
      ratio: null,
      target: '≤ 4 commits/booking',
      met: verdict(atMost(writes, 4)),
      note: `over each round until the mail worker has sent its mail and 11 s more, net of the idle server's ${idle.xidsPerSecond.toFixed(2)} write commits/s and ${idle.commitsPerSecond.toFixed(2)} commits/s: write commits are transaction ids PostgreSQL handed out (a transaction that writes gets one, a read-only one does not); commits are pg_stat_database.xact_commit, where every read-only autocommit statement counts${shared}`,
      data: { writes, commits, referenceWrites, referenceCommits, idle, fetched, returned },
    },
    {
      key: 'booking-load',
      row: 'booking write path: slots sold twice',
      figure: `${check.doubles} doubles; ${check.confirmed} confirmed load bookings for ${expected} slots`,
      reference: '—',
      ratio: null,
      target: '0 doubles',
      met: verdict(check.doubles === 0, check.confirmed <= expected),
      data: check,
    },
  ];
}
