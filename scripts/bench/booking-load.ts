// The booking write path under load, as the web client makes a booking: POST post-payment (hold
// and intent), POST local/confirm (the test card), POST create-booking. Players run in parallel
// (BENCH_CONNECTIONS at once), each on its own free slot, with a few deliberate double tries of
// one slot by two players; PostgreSQL's own counters say what each booking cost.
import pg from 'pg';
import { loadSlots, loadTasks, type LoadSlot, type LoadTask, type LoadTurf } from './plan';
import { formatMs, formatNumber, type BenchRow } from './report';
import { atLeast, atMost, median, percentile, verdict } from './stats';
import type { Account } from './seed';

const CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2040, cvc: '123' };
/** PostgreSQL flushes a backend's counters within 10 s of it going idle (PGSTAT_IDLE_INTERVAL). */
const STATS_SETTLE_MS = 11_000;

interface DbCounters {
  commits: number;
  rollbacks: number;
  fetched: number;
  returned: number;
}

async function readCounters(serverUrl: string, database: string): Promise<DbCounters> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query('select pg_stat_clear_snapshot()');
    const { rows } = await client.query(
      `select xact_commit::float8 as commits, xact_rollback::float8 as rollbacks,
              tup_fetched::float8 as fetched, tup_returned::float8 as returned
         from pg_stat_database where datname = $1`,
      [database],
    );
    return rows[0] as DbCounters;
  } finally {
    await client.end();
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, STATS_SETTLE_MS));

interface Outcome {
  task: LoadTask;
  /** 'booked', or the step and status where it stopped. */
  result: string;
  ms: number;
}

async function post(base: string, path: string, body: unknown, cookie?: string) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
  };
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

export async function bookingLoadRows(input: BookingLoadInput): Promise<BenchRow[]> {
  const rounds = [];
  // The server commits on its own while idle (housekeeping, the mail worker polling): that rate,
  // measured over one settling period before the load, is taken off the net figure.
  await settle();
  const idleStart = await readCounters(input.serverUrl, input.databaseName);
  let readAt = performance.now();
  await settle();
  let before = await readCounters(input.serverUrl, input.databaseName);
  const idlePerSecond =
    (before.commits - idleStart.commits) / ((performance.now() - readAt) / 1000);
  readAt = performance.now();
  for (const [round, players] of input.playersByRound.entries()) {
    const slots = loadSlots(round, players.length, input.turfs, input.today);
    const { outcomes, seconds } = await driveRound(input.appUrl, players, slots, input.connections);
    await settle();
    const after = await readCounters(input.serverUrl, input.databaseName);
    const windowSeconds = (performance.now() - readAt) / 1000;
    readAt = performance.now();
    const booked = outcomes.filter((outcome) => outcome.result === 'booked').length;
    const results: Record<string, number> = {};
    for (const outcome of outcomes) results[outcome.result] = (results[outcome.result] ?? 0) + 1;
    const times = outcomes.map((outcome) => outcome.ms);
    const summary = {
      booked,
      attempts: outcomes.length,
      seconds,
      perSecond: booked / seconds,
      p50: percentile(times, 0.5),
      p99: percentile(times, 0.99),
      commitsPerBooking: (after.commits - before.commits) / booked,
      netCommitsPerBooking:
        (after.commits - before.commits - idlePerSecond * windowSeconds) / booked,
      rollbacks: after.rollbacks - before.rollbacks,
      fetchedPerBooking: (after.fetched - before.fetched) / booked,
      returnedPerBooking: (after.returned - before.returned) / booked,
      results,
    };
    input.log(
      `  round ${round + 1}: ${booked} booked of ${outcomes.length} tries in ${seconds.toFixed(1)} s (${formatNumber(summary.perSecond)}/s), ${summary.commitsPerBooking.toFixed(2)} commits per booking (${summary.netCommitsPerBooking.toFixed(2)} net of idle), ${JSON.stringify(results)}`,
    );
    rounds.push(summary);
    before = after;
  }
  const check = await checkBookings(
    input.databaseUrl,
    input.playersByRound.flat().map((player) => player.id),
  );
  const players = input.playersByRound[0]?.length ?? 0;
  const perSecond = median(rounds.map((round) => round.perSecond));
  const commits = median(rounds.map((round) => round.commitsPerBooking));
  const netCommits = median(rounds.map((round) => round.netCommitsPerBooking));
  const fetched = median(rounds.map((round) => round.fetchedPerBooking));
  const returned = median(rounds.map((round) => round.returnedPerBooking));
  const expected = players * rounds.length;
  const allBooked = rounds.every((round) => round.booked === players);
  const why = rounds
    .flatMap((round) => Object.entries(round.results))
    .filter(([result]) => result !== 'booked' && !result.startsWith('post-payment 409'))
    .map(([result, count]) => `${count}× ${result}`);
  return [
    {
      key: 'booking-load',
      row: `booking write path, PostgreSQL, ${players} players (+${Math.floor(players / 20)} double tries)`,
      figure: `${formatNumber(perSecond)} bookings/s; a booking's 3 calls p50 ${formatMs(median(rounds.map((r) => r.p50)))}, p99 ${formatMs(median(rounds.map((r) => r.p99)))}`,
      reference: '—',
      ratio: null,
      target: '≥ 500 bookings/s',
      met: allBooked ? verdict(atLeast(perSecond, 500)) : 'no',
      ...(allBooked
        ? {}
        : {
            note: `booked ${rounds.map((round) => round.booked).join(', ')} of ${players} slots a round${why.length ? ` (${why.join(', ')})` : ''}`,
          }),
      data: { rounds },
    },
    {
      key: 'booking-load',
      row: 'booking write path: commits and rows read per booking',
      figure: `${commits.toFixed(2)} commits/booking (${netCommits.toFixed(2)} net of idle); rows read ${formatNumber(fetched)} fetched, ${formatNumber(returned)} returned per booking`,
      reference: '—',
      ratio: null,
      target: '≤ 4 commits/booking',
      met: verdict(atMost(commits, 4)),
      note: `pg_stat_database of the scratch database over each round, read 11 s after it (once PostgreSQL has flushed its counters): it includes the mail worker sending the round's mail; 'net of idle' takes off the ${idlePerSecond.toFixed(2)} commits/s the idle server made before the load`,
      data: { commits, netCommits, idlePerSecond, fetched, returned },
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

/** In the database: any two live bookings of one turf that overlap, and the load's bookings. */
async function checkBookings(databaseUrl: string, playerIds: string[]) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const doubles = await client.query(
      `select count(*)::int as n
         from bookings a
         join bookings b on b.turf_id = a.turf_id and b.day = a.day and b.id > a.id
                        and a.start_minute < b.end_minute and b.start_minute < a.end_minute
        where a.status = 'confirmed' and b.status = 'confirmed'`,
    );
    const confirmed = await client.query(
      `select count(*)::int as n from bookings where status = 'confirmed' and user_id = any($1)`,
      [playerIds],
    );
    return { doubles: doubles.rows[0].n as number, confirmed: confirmed.rows[0].n as number };
  } finally {
    await client.end();
  }
}
