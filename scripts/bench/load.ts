// Load runs with autocannon (in the benchmark's process; every server is a process of its own),
// sequential timed requests for answers too slow to hammer, and the bytes of one answer.
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import autocannon from 'autocannon';
import { percentile, type Throughput } from './stats';

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
  headers?: Record<string, string>;
  /** Each request's path in turn (the n-th request of the run), instead of the URL's own. */
  pathOf?: (n: number) => string;
}

export interface LoadRun extends Throughput {
  requests: number;
  /** Answers by status code, e.g. { '200': 1234 }. */
  statuses: Record<string, number>;
  errors: number;
  timeouts: number;
}

export async function loadRun(url: string, options: LoadOptions): Promise<LoadRun> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.durationSeconds,
    headers: options.headers ?? {},
    timeout: 30,
    ...(options.pathOf ? { requests: [{ setupRequest: nextPath(options.pathOf) }] } : {}),
  });
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]),
  );
  const requests = Object.values(statuses).reduce((sum, count) => sum + count, 0);
  return {
    rps: requests / Math.max(result.duration, 0.001),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests,
    statuses,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

function nextPath(pathOf: (n: number) => string) {
  let sent = 0;
  return (request: { path: string }) => ({ ...request, path: pathOf(sent++) });
}

/** Whether every answer of a run had the status (and nothing failed). */
export function allAnswered(run: LoadRun, status = 200): boolean {
  return run.errors === 0 && run.timeouts === 0 && run.requests === (run.statuses[status] ?? 0);
}

/** A short run to warm a server (JIT, pools, caches) before the measured ones. */
export async function warmUp(url: string, options: LoadOptions) {
  await loadRun(url, { ...options, durationSeconds: 1 });
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body as it came over the wire (compressed when it was). */
  wireBytes: number;
  body: Buffer;
  ms: number;
}

/** One GET through node:http, which never decompresses: what is on the wire is what we count. */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const call = request(url, { method: 'GET', headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          wireBytes: body.length,
          body,
          ms: performance.now() - started,
        });
      });
      response.on('error', reject);
    });
    call.on('error', reject);
    call.end();
  });
}

export interface TimedRequests {
  count: number;
  p50: number;
  p99: number;
  last: RawAnswer;
}

/**
 * Requests one after another (at least `min`, at most `max`, stopping once `budgetMs` has
 * passed): for answers that are slow, or where one caller's latency is the point.
 */
export async function timedRequests(
  url: string,
  headers: Record<string, string>,
  limits: { min: number; max: number; budgetMs: number },
): Promise<TimedRequests> {
  const times: number[] = [];
  const started = performance.now();
  let last: RawAnswer | null = null;
  while (
    times.length < limits.min ||
    (times.length < limits.max && performance.now() - started < limits.budgetMs)
  ) {
    last = await rawGet(url, headers);
    times.push(last.ms);
  }
  return {
    count: times.length,
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
    last: last!,
  };
}

/** The body as sent, decompressed. */
export function decodeBody(answer: RawAnswer): Buffer {
  switch (answer.headers['content-encoding']) {
    case 'br':
      return brotliDecompressSync(answer.body);
    case 'gzip':
      return gunzipSync(answer.body);
    case 'deflate':
      return inflateSync(answer.body);
    default:
      return answer.body;
  }
}

export function jsonOf(answer: RawAnswer): Record<string, unknown> {
  return JSON.parse(decodeBody(answer).toString('utf8')) as Record<string, unknown>;
}

export function countOf(answer: RawAnswer, field: string): number {
  const list = jsonOf(answer)[field];
  return Array.isArray(list) ? list.length : Number.NaN;
}
