// The open-loop driver (decision 072): sends each request of a schedule when it is due, whether or
// not earlier ones have been answered, and times it from when it was due, not from when it went
// out, so a server (or a driver) that falls behind shows as the queue it is rather than as fewer
// requests (coordinated omission). Each request's work is given as a function; what it answers is
// an outcome the caller names ('ok', 'taken', or what went wrong).
import http from 'node:http';
import { percentile } from './stats';
import type { Arrival, Kind } from './open-loop-model';

/** What one request (or one booking's two calls) came to. */
export type Outcome = 'ok' | 'taken' | string;

export interface Sample {
  kind: Kind;
  n: number;
  /** From when it was due to its last answer, ms. */
  ms: number;
  outcome: Outcome;
  /** How late the driver sent it, ms (its own lag, included in ms). */
  lateMs: number;
}

export interface KindSummary {
  sent: number;
  ok: number;
  /** Answers the kind expects besides success (a hot-slot try told the slot is taken). */
  taken: number;
  /** Everything else: unexpected statuses, timeouts, refused connections, by what it was. */
  errors: number;
  errorsBy: Record<string, number>;
  p50: number;
  p99: number;
  max: number;
}

export interface OpenLoopRun {
  seconds: number;
  /** Per kind, over every request of the run. */
  kinds: Partial<Record<Kind, KindSummary>>;
  /** The driver's own lateness: p99 of how long after its time a request went out. */
  lateP99Ms: number;
  samples: Sample[];
}

/**
 * One request's work, given the arrival and a signal that aborts it when it has run out of time
 * (so its socket closes, as a phone that gives up closes its own): resolves to its outcome.
 */
export type Send = (arrival: Arrival, signal: AbortSignal) => Promise<Outcome>;

/** A request that takes longer than this is counted as a timeout and no longer waited for. */
export const REQUEST_TIMEOUT_MS = 10_000;

/**
 * Offers the schedule: each arrival is sent at `start + at` (a timer to the next one; those whose
 * time has passed go at once), and timed from that moment to its outcome.
 */
export async function offer(schedule: readonly Arrival[], send: Send): Promise<OpenLoopRun> {
  const samples: Sample[] = [];
  const pending: Promise<void>[] = [];
  const start = performance.now() + 50;
  for (const arrival of schedule) {
    const due = start + arrival.at;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const sentAt = performance.now();
    pending.push(
      withTimeout((signal) => send(arrival, signal)).then((outcome) => {
        samples.push({
          kind: arrival.kind,
          n: arrival.n,
          ms: performance.now() - due,
          outcome,
          lateMs: Math.max(0, sentAt - due),
        });
      }),
    );
  }
  await Promise.all(pending);
  const last = schedule.at(-1)?.at ?? 0;
  return {
    seconds: Math.ceil(last / 1000),
    kinds: summarize(samples),
    lateP99Ms: percentile(
      samples.map((sample) => sample.lateMs),
      0.99,
    ),
    samples,
  };
}

function withTimeout(work: (signal: AbortSignal) => Promise<Outcome>): Promise<Outcome> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Outcome>((resolve) => {
    timer = setTimeout(() => {
      resolve('timeout');
      controller.abort();
    }, REQUEST_TIMEOUT_MS);
  });
  const done = work(controller.signal).catch((error: Error) => `error ${error.message}`);
  return Promise.race([done, timeout]).finally(() => clearTimeout(timer));
}

/** Per kind: counts by outcome and the latency percentiles of every request sent. */
export function summarize(samples: readonly Sample[]): Partial<Record<Kind, KindSummary>> {
  const byKind = new Map<Kind, Sample[]>();
  for (const sample of samples) {
    const list = byKind.get(sample.kind) ?? [];
    list.push(sample);
    byKind.set(sample.kind, list);
  }
  const kinds: Partial<Record<Kind, KindSummary>> = {};
  for (const [kind, list] of byKind) {
    const errorsBy: Record<string, number> = {};
    let ok = 0;
    let taken = 0;
    for (const { outcome } of list) {
      if (outcome === 'ok') ok += 1;
      else if (outcome === 'taken') taken += 1;
      else errorsBy[outcome] = (errorsBy[outcome] ?? 0) + 1;
    }
    const times = list.map((sample) => sample.ms);
    kinds[kind] = {
      sent: list.length,
      ok,
      taken,
      errors: list.length - ok - taken,
      errorsBy,
      p50: percentile(times, 0.5),
      p99: percentile(times, 0.99),
      max: Math.max(...times),
    };
  }
  return kinds;
}

// node:http with kept-alive sockets (fetch costs the driver about twice the CPU a call, and it
// shares the two cores with the servers); as many sockets as the schedule needs at once, so no
// request waits for a socket in the driver.
const agent = new http.Agent({ keepAlive: true, maxSockets: 2_000 });

export interface Answer {
  status: number;
  body: string;
}

/** One call; the body is read whole (as a client would), and a POST's given back as text. */
export function call(
  url: string,
  options: {
    method?: 'GET' | 'POST';
    body?: unknown;
    headers?: Record<string, string>;
    signal?: AbortSignal;
  } = {},
): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: options.method ?? 'GET',
        agent,
        ...(options.signal ? { signal: options.signal } : {}),
        headers: {
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
          ...options.headers,
        },
      },
      (response) => {
        // A read's body is taken off the socket whole but not kept: only a write's is needed.
        const chunks: Buffer[] = [];
        const keep = payload !== undefined;
        response.on('data', (chunk: Buffer) => keep && chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** Closes the driver's kept-alive sockets (between runs, so each server starts from none). */
export function closeSockets() {
  agent.destroy();
}
