// Where a round's CPU went, from /proc (Linux): the server under test, every PostgreSQL process
// (backends, WAL writer, checkpointer), the load driver (this process) and the machine as a
// whole. On two cores shared by all of them, bookings/s is bounded by the CPU a booking costs
// in all: at 500 bookings/s the machine has 4 ms of CPU per booking, whoever spends it.
import { readFileSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { TICKS_PER_SECOND, cpuMs } from './procstat';
import type { BenchRow } from './report';
import { median } from './stats';

/** CPU used so far by every process named postgres, in ms (backends exited meanwhile are lost). */
function postgresCpuMs(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres')
        total += cpuMs(Number(entry));
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return total;
}

/** CPU time all cores have spent busy (not idle, not waiting on disk), in ms. */
function machineBusyMs(): number {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1);
  const ticks = fields.map(Number);
  const [user, nice, system, , , irq, softirq, steal] = ticks;
  return ((user! + nice! + system! + irq! + softirq! + steal!) * 1000) / TICKS_PER_SECOND;
}

interface Reading {
  server: number;
  postgres: number;
  driver: number;
  machine: number;
  at: number;
}

const read = (serverPid: number): Reading => {
  const usage = process.cpuUsage();
  return {
    server: cpuMs(serverPid),
    postgres: postgresCpuMs(),
    driver: (usage.user + usage.system) / 1000,
    machine: machineBusyMs(),
    at: performance.now(),
  };
};

export interface CpuPerBooking {
  /** Milliseconds of CPU per booking. */
  server: number;
  postgres: number;
  driver: number;
  /** Everything else on the machine (other tenants, the kernel's own threads). */
  other: number;
  /** The machine's busy share over the round (1 = every core busy all the time). */
  machineBusy: number;
}

/** Runs `work` and answers what its bookings cost in CPU, per booking. */
export async function accountCpu<T>(
  serverPid: number,
  work: () => Promise<T>,
  bookingsOf: (result: T) => number,
): Promise<{ result: T; cpu: CpuPerBooking }> {
  const before = read(serverPid);
  const result = await work();
  const after = read(serverPid);
  const bookings = Math.max(1, bookingsOf(result));
  const per = (key: keyof Reading) => (after[key] - before[key]) / bookings;
  const server = per('server');
  const postgres = per('postgres');
  const driver = per('driver');
  const machine = per('machine');
  return {
    result,
    cpu: {
      server,
      postgres,
      driver,
      other: Math.max(0, machine - server - postgres - driver),
      // /proc/stat counts in 10 ms ticks, so a short, fully busy round can read a little over 1.
      machineBusy: Math.min(
        1,
        (after.machine - before.machine) / ((after.at - before.at) * availableParallelism()),
      ),
    },
  };
}

/** "app 2.1 + PostgreSQL 1.6 + driver 0.6 + other 0.1 = 4.4 ms; machine 97% busy" */
export function cpuLine(cpu: CpuPerBooking, serverName: string): string {
  const total = cpu.server + cpu.postgres + cpu.driver + cpu.other;
  return `${serverName} ${cpu.server.toFixed(2)} + PostgreSQL ${cpu.postgres.toFixed(2)} + driver ${cpu.driver.toFixed(2)} + other ${cpu.other.toFixed(2)} = ${total.toFixed(2)} ms; machine ${Math.round(cpu.machineBusy * 100)}% busy`;
}

/** Each part's median over the rounds. */
export function medianCpu(rounds: readonly CpuPerBooking[]): CpuPerBooking {
  const mid = (key: keyof CpuPerBooking) => median(rounds.map((round) => round[key]));
  return {
    server: mid('server'),
    postgres: mid('postgres'),
    driver: mid('driver'),
    other: mid('other'),
    machineBusy: mid('machineBusy'),
  };
}

const totalOf = (cpu: CpuPerBooking) => cpu.server + cpu.postgres + cpu.driver + cpu.other;

/**
 * The row that says whether 500 bookings/s fits this machine: the CPU a booking costs in all,
 * against what the cores give at 500/s, for the app and for the references in the same rounds.
 */
export function cpuRow(
  app: readonly CpuPerBooking[],
  reference: readonly CpuPerBooking[],
  roundTrips: readonly CpuPerBooking[],
): BenchRow {
  const cores = availableParallelism();
  const budget = (cores * 1000) / 500;
  const [a, r, t] = [medianCpu(app), medianCpu(reference), medianCpu(roundTrips)];
  return {
    key: 'booking-load',
    row: 'booking write path: CPU per booking, all processes',
    figure: cpuLine(a, 'app'),
    reference: `bare reference: ${cpuLine(r, 'server')}; with the app's round trips: ${cpuLine(t, 'server')}`,
    ratio: totalOf(a) > 0 ? totalOf(r) / totalOf(a) : null,
    target: `no target: 500 bookings/s on ${cores} cores leaves ${budget.toFixed(1)} ms per booking for all`,
    met: 'n-a',
    note: `medians over the rounds, from /proc while the players book (the mail sent after a round is not in it); the ratio is the bare reference's CPU over the app's: the share of the app's cost that any server making those bookings pays`,
    data: { app, reference, roundTrips, budgetMs: budget },
  };
}
