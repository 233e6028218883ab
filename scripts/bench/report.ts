// The benchmark's report, pure: one line per figure, with its reference, the ratio, the target
// and whether it is met; as an aligned text table and as JSON.
import type { Verdict } from './stats';

export interface BenchRow {
  /** Which BENCH_ROWS key produced it. */
  key: string;
  /** What was measured. */
  row: string;
  /** The figure: req/s with p50 and p99, or the row's own metric. */
  figure: string;
  /** The reference measured in the same run (or a constant, said so). */
  reference: string;
  /** The figure over its reference, when there is one. */
  ratio: number | null;
  target: string;
  met: Verdict;
  /** One line printed under the table (what was not measured, and why). */
  note?: string;
  /** The raw numbers behind the line, for the JSON file. */
  data?: Record<string, unknown>;
}

export interface BenchMeta {
  startedAt: string;
  finishedAt: string;
  seconds: number;
  machine: string;
  options: Record<string, unknown>;
}

export const COLUMNS = ['row', 'figure', 'reference', 'ratio', 'target', 'met?'] as const;

/** 0.8234 → '0.82×'; 12.3 → '12.3×'; 1234 → '1234×'; missing → '—'. */
export function formatRatio(value: number | null): string {
  if (value === null || !Number.isFinite(value)) return '—';
  if (value >= 100) return `${Math.round(value)}×`;
  if (value >= 10) return `${value.toFixed(1)}×`;
  return `${value.toFixed(2)}×`;
}

/** A throughput figure as the table shows it. */
export function formatThroughput(run: { rps: number; p50: number; p99: number }): string {
  return `${formatNumber(run.rps)} req/s, p50 ${formatMs(run.p50)}, p99 ${formatMs(run.p99)}`;
}

export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return '—';
  if (Math.abs(value) >= 100) return String(Math.round(value));
  if (Math.abs(value) >= 10) return value.toFixed(1);
  return value.toFixed(2);
}

export function formatMs(value: number): string {
  if (!Number.isFinite(value)) return '— ms';
  if (value >= 1000) return `${(value / 1000).toFixed(2)} s`;
  return `${value >= 10 ? Math.round(value) : value.toFixed(1)} ms`;
}

/** A count with thousands separators: 100030 → '100,030'. */
export function formatCount(value: number): string {
  return Number.isFinite(value) ? Math.round(value).toLocaleString('en-US') : '—';
}

/** Bytes as KB (1000 bytes, as the issue counts them) with one decimal. */
export function formatKB(bytes: number): string {
  if (!Number.isFinite(bytes)) return '— KB';
  return `${(bytes / 1000).toFixed(1)} KB`;
}

function cells(row: BenchRow): string[] {
  return [row.row, row.figure, row.reference, formatRatio(row.ratio), row.target, row.met];
}

/** The rows as an aligned table, a header line, and the rows' notes under it. */
export function formatTable(rows: readonly BenchRow[]): string {
  const lines = [[...COLUMNS], ...rows.map(cells)];
  const widths = COLUMNS.map((_, column) => Math.max(...lines.map((line) => line[column]!.length)));
  const render = (line: string[]) =>
    line
      .map((cell, column) => (column === line.length - 1 ? cell : cell.padEnd(widths[column]!)))
      .join(' | ');
  const rule = widths.map((width) => '-'.repeat(width)).join('-|-');
  const notes = rows.filter((row) => row.note).map((row) => `* ${row.row}: ${row.note}`);
  const met = (verdict: string) => rows.filter((row) => row.met === verdict).length;
  const tally = `targets met: ${met('yes')} yes, ${met('no')} no, ${met('n-a')} n-a`;
  return [render(lines[0]!), rule, ...lines.slice(1).map(render), '', tally, ...notes].join('\n');
}

/** bench-results/bench-<date>.json and bench-results/latest.json (date as YYYY-MM-DD). */
export function resultFiles(startedAt: Date, dir = 'bench-results'): string[] {
  return [`${dir}/bench-${startedAt.toISOString().slice(0, 10)}.json`, `${dir}/latest.json`];
}

/** What the JSON file holds: the run's facts, then every row with its raw numbers. */
export function reportJson(meta: BenchMeta, rows: readonly BenchRow[]) {
  return {
    ...meta,
    rows: rows.map((row) => ({ ...row, ratio: row.ratio ?? null })),
  };
}
