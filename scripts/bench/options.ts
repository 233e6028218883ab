// The benchmark's knobs, read from the environment and checked (a bad value names its variable).

/**
 * The rows, in the order they run: the start-up's, Mumbai's evening offered open-loop (decision
 * 072), then the closed-loop rows (docs/performance.md); BENCH_ROWS picks some of them.
 */
export const ROW_KEYS = [
  'startup',
  'open-loop',
  'list-pglite',
  'list-pg',
  'list-unfiltered',
  'availability-week',
  'availability-all',
  'booking-load',
  'search-pglite',
  'search-pg',
  'streams-pglite',
  'streams-pg',
  'initial-js',
  'lighthouse',
] as const;
export type RowKey = (typeof ROW_KEYS)[number];

export interface BenchOptions {
  /** Runs per row; each figure is the median of them. */
  rounds: number;
  /** Seconds per autocannon run. */
  durationSeconds: number;
  connections: number;
  /** The PostgreSQL server on which scratch databases are made (and dropped). */
  databaseUrl: string;
  rows: RowKey[];
  lighthouse: boolean;
  /** Players in each round of the booking load. */
  players: number;
  /** Seconds of each open-loop run (decision 072). */
  openLoopSeconds: number;
  /** The open-loop row's rates as a multiple of the model's (1: Mumbai's evening peak). */
  openLoopScale: number;
}

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export class OptionError extends Error {}

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number) {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min)
    throw new OptionError(`${name} must be a whole number ≥ ${min} (got '${text}')`);
  return value;
}

function onOff(env: NodeJS.ProcessEnv, name: string, fallback: boolean) {
  const text = env[name]?.trim().toLowerCase();
  if (!text) return fallback;
  if (['on', 'true', '1', 'yes'].includes(text)) return true;
  if (['off', 'false', '0', 'no'].includes(text)) return false;
  throw new OptionError(`${name} must be on or off (got '${env[name]}')`);
}

function positive(env: NodeJS.ProcessEnv, name: string, fallback: number) {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0)
    throw new OptionError(`${name} must be a number above 0 (got '${text}')`);
  return value;
}

/** BENCH_ROWS: comma-separated keys of ROW_KEYS (or 'all'); the rows run in the table's order. */
export function parseRows(text: string | undefined): RowKey[] {
  if (!text || text.trim() === '' || text.trim() === 'all') return [...ROW_KEYS];
  const asked = text
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  const unknown = asked.filter((key) => !(ROW_KEYS as readonly string[]).includes(key));
  if (unknown.length > 0)
    throw new OptionError(
      `BENCH_ROWS has unknown rows: ${unknown.join(', ')} (known: ${ROW_KEYS.join(', ')})`,
    );
  return ROW_KEYS.filter((key) => asked.includes(key));
}

export function readOptions(env: NodeJS.ProcessEnv = process.env): BenchOptions {
  const databaseUrl = env.BENCH_DATABASE_URL || DEFAULT_DATABASE_URL;
  if (!/^postgres(ql)?:\/\/.+/.test(databaseUrl))
    throw new OptionError('BENCH_DATABASE_URL must be a postgres:// URL');
  return {
    rounds: wholeNumber(env, 'BENCH_ROUNDS', 3, 1),
    durationSeconds: wholeNumber(env, 'BENCH_DURATION', 5, 1),
    connections: wholeNumber(env, 'BENCH_CONNECTIONS', 50, 1),
    databaseUrl,
    rows: parseRows(env.BENCH_ROWS),
    lighthouse: onOff(env, 'BENCH_LIGHTHOUSE', true),
    players: wholeNumber(env, 'BENCH_PLAYERS', 1000, 10),
    openLoopSeconds: wholeNumber(env, 'BENCH_OPEN_LOOP_SECONDS', 30, 1),
    openLoopScale: positive(env, 'BENCH_OPEN_LOOP_SCALE', 1),
  };
}
