import {
  Counter,
  Gauge,
  Histogram,
  Registry,
  collectDefaultMetrics,
  type LabelValues,
} from 'prom-client';
import type { Connections } from '../db/database';

// What an operator scrapes from each process (docs/decisions/069). One registry per app, made by
// the composition root and handed to the modules that count, each through the narrow part it uses
// (decision 028): a test that builds several apps reads each one's own counts. Counters count in
// this process; Prometheus adds the processes up. What the database knows (the outbox's oldest
// row, the pool) is read when Prometheus scrapes, never kept.

export type PaymentOutcome = 'started' | 'succeeded' | 'declined' | 'failed';
export type MoneyBackState = 'due' | 'made';
export type MessageChannel = 'mail' | 'whatsapp' | 'push';
export type MessageOutcome = 'queued' | 'sent' | 'failed';

const PAYMENT_OUTCOMES: readonly PaymentOutcome[] = ['started', 'succeeded', 'declined', 'failed'];
const MONEY_BACK_STATES: readonly MoneyBackState[] = ['due', 'made'];
const CHANNELS: readonly MessageChannel[] = ['mail', 'whatsapp', 'push'];
const MESSAGE_OUTCOMES: readonly MessageOutcome[] = ['queued', 'sent', 'failed'];

/** What the money code counts: charges, money back and the holds charges place. */
export interface MoneyCounts {
  payment(outcome: PaymentOutcome): void;
  moneyBack(state: MoneyBackState): void;
  holdsPlaced(count: number): void;
}

/** What the channels count of each message they carry. */
export interface MessageCounts {
  message(channel: MessageChannel, outcome: MessageOutcome): void;
}

/** Background work, timed: its duration, its failures, and when it last ran to the end. */
export interface JobTiming {
  job<T>(name: string, work: () => Promise<T>): Promise<T>;
}

/** One answered HTTP request: its route's pattern (never the URL with its ids). */
export interface RequestTiming {
  request(answered: { method: string; route: string; statusCode: number; seconds: number }): void;
}

/** What is read from outside the counters when Prometheus scrapes. */
export interface ScrapeReadings {
  /** Seconds since the oldest outbox row still undelivered was written; 0 when none waits. */
  outboxOldestSeconds(): Promise<number>;
  connections: Connections;
}

export interface AppMetrics extends MoneyCounts, MessageCounts, JobTiming, RequestTiming {
  /** The Prometheus text exposition's content type. */
  readonly contentType: string;
  /** Every metric in Prometheus's text format, the scrape-time ones read now. */
  exposition(): Promise<string>;
}

/** Seconds, for the jobs: a reminder run is quick, a month's statements take a while. */
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];

/** Every label value set to 0 at once, so a rate over the first increment is right. */
function zeroed<T extends string>(counter: Counter<T>, combinations: LabelValues<T>[]) {
  for (const labels of combinations) counter.inc(labels, 0);
}

/**
 * The app's metrics. `processMetrics` adds prom-client's process_* and nodejs_* ones (CPU,
 * memory, event-loop lag, GC): they watch the whole process, so only an app that is scraped
 * turns them on.
 */
export function createMetrics(
  readings: ScrapeReadings,
  options: { processMetrics: boolean },
): AppMetrics {
  const registers = [new Registry()];
  const registry = registers[0]!;
  if (options.processMetrics) collectDefaultMetrics({ register: registry });

  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers,
  });
  const payments = new Counter({
    name: 'turfbook_payments_total',
    help: 'Charges started, and how they ended: succeeded, declined by the payment method, or failed (paid, then refunded).',
    labelNames: ['outcome'] as const,
    registers,
  });
  zeroed(
    payments,
    PAYMENT_OUTCOMES.map((outcome) => ({ outcome })),
  );
  const moneyBack = new Counter({
    name: 'turfbook_money_back_total',
    help: 'Refunds written as due (counted when their transaction commits), and refunds made.',
    labelNames: ['state'] as const,
    registers,
  });
  zeroed(
    moneyBack,
    MONEY_BACK_STATES.map((state) => ({ state })),
  );
  const messages = new Counter({
    name: 'turfbook_messages_total',
    help: 'Messages by channel: queued (WhatsApp took it to deliver), sent, or failed.',
    labelNames: ['channel', 'outcome'] as const,
    registers,
  });
  zeroed(
    messages,
    CHANNELS.flatMap((channel) => MESSAGE_OUTCOMES.map((outcome) => ({ channel, outcome }))),
  );
  const holds = new Counter({
    name: 'turfbook_holds_placed_total',
    help: 'Slots held by the charges started (a subscription holds several).',
    registers,
  });
  const jobDuration = new Histogram({
    name: 'turfbook_job_duration_seconds',
    help: 'How long each run of a background job took, whether or not it failed.',
    labelNames: ['job'] as const,
    buckets: JOB_BUCKETS,
    registers,
  });
  const jobLastRun = new Gauge({
    name: 'turfbook_job_last_run_timestamp_seconds',
    help: 'When a background job last ran to the end without failing, in Unix seconds.',
    labelNames: ['job'] as const,
    registers,
  });
  const jobFailures = new Counter({
    name: 'turfbook_job_failures_total',
    help: 'Runs of a background job that failed (it is tried again on its next run).',
    labelNames: ['job'] as const,
    registers,
  });
  new Gauge({
    name: 'turfbook_outbox_oldest_seconds',
    help: 'Age of the oldest outbox row not yet delivered, read from the database at scrape time.',
    registers,
    async collect() {
      this.set(await readings.outboxOldestSeconds());
    },
  });
  new Gauge({
    name: 'turfbook_db_pool_max',
    help: 'At most how many database connections this process opens (PGlite: its one).',
    registers,
    collect() {
      this.set(readings.connections.max);
    },
  });
  const pool = readings.connections.now;
  if (pool) {
    new Gauge({
      name: 'turfbook_db_pool_connections',
      help: 'Database connections of this process: in use by a query or transaction, or idle.',
      labelNames: ['state'] as const,
      registers,
      collect() {
        const now = pool();
        this.set({ state: 'in_use' }, now.inUse);
        this.set({ state: 'idle' }, now.idle);
      },
    });
    new Gauge({
      name: 'turfbook_db_pool_waiting',
      help: 'Callers waiting for a database connection of this process.',
      registers,
      collect() {
        this.set(pool().waiting);
      },
    });
  }

  return {
    contentType: registry.contentType,
    exposition: () => registry.metrics(),
    payment: (outcome) => payments.inc({ outcome }),
    moneyBack: (state) => moneyBack.inc({ state }),
    holdsPlaced: (count) => holds.inc(count),
    message: (channel, outcome) => messages.inc({ channel, outcome }),
    request: ({ method, route, statusCode, seconds }) =>
      requests.observe({ method, route, status_code: String(statusCode) }, seconds),
    async job(name, work) {
      const stop = jobDuration.startTimer({ job: name });
      try {
        const result = await work();
        // Wall-clock time, not the app's clock (which tests and TEST_CLOCK move): Prometheus
        // compares it with its own time().
        jobLastRun.set({ job: name }, Date.now() / 1000);
        return result;
      } catch (error) {
        jobFailures.inc({ job: name });
        throw error;
      } finally {
        stop();
      }
    },
  };
}

/**
 * Counts made inside a transaction that may still roll back: kept until `commit`, dropped
 * otherwise, so a charge refused after it was settled is not counted as settled.
 */
export function countedOnCommit(counts: MoneyCounts): MoneyCounts & { commit(): void } {
  const kept: (() => void)[] = [];
  return {
    payment: (outcome) => void kept.push(() => counts.payment(outcome)),
    moneyBack: (state) => void kept.push(() => counts.moneyBack(state)),
    holdsPlaced: (count) => void kept.push(() => counts.holdsPlaced(count)),
    commit: () => kept.splice(0).forEach((count) => count()),
  };
}
