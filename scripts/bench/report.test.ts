import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatKB,
  formatMs,
  formatRatio,
  formatTable,
  formatThroughput,
  reportJson,
  resultFiles,
  type BenchRow,
} from './report';

const row = (overrides: Partial<BenchRow> = {}): BenchRow => ({
  key: 'list-pg',
  row: 'filtered turf list, PostgreSQL',
  figure: '900 req/s, p50 50 ms, p99 100 ms',
  reference: 'bare Fastify: 13000 req/s',
  ratio: 0.0692,
  target: '≥ 0.7×, p99 ≤ 2×',
  met: 'no',
  ...overrides,
});

describe('figures as text', () => {
  it('writes ratios with two decimals below 10, one below 100, none above', () => {
    expect(formatRatio(0.0692)).toBe('0.07×');
    expect(formatRatio(1)).toBe('1.00×');
    expect(formatRatio(12.34)).toBe('12.3×');
    expect(formatRatio(1234.5)).toBe('1235×');
    expect(formatRatio(null)).toBe('—');
    expect(formatRatio(Number.NaN)).toBe('—');
  });

  it('writes milliseconds, seconds past one, and kilobytes of 1000 bytes', () => {
    expect(formatMs(3)).toBe('3.0 ms');
    expect(formatMs(52.6)).toBe('53 ms');
    expect(formatMs(1920)).toBe('1.92 s');
    expect(formatKB(617_000)).toBe('617.0 KB');
    expect(formatCount(100_030)).toBe('100,030');
    expect(formatCount(Number.NaN)).toBe('—');
    expect(formatThroughput({ rps: 12904.4, p50: 3, p99: 14 })).toBe(
      '12904 req/s, p50 3.0 ms, p99 14 ms',
    );
  });
});

describe('the table', () => {
  it('aligns every column under its header and tallies the verdicts', () => {
    const text = formatTable([row(), row({ row: 'short', met: 'yes', ratio: null })]);
    const lines = text.split('\n');
    expect(lines[0]).toMatch(/^row\s+\| figure\s+\| reference\s+\| ratio \| target\s+\| met\?$/);
    const bars = (line: string) => [...line].flatMap((c, i) => (c === '|' ? [i] : []));
    expect(bars(lines[2]!)).toEqual(bars(lines[0]!));
    expect(bars(lines[3]!)).toEqual(bars(lines[0]!));
    expect(lines[1]).toMatch(/^-+-\|-/);
    expect(lines[2]).toContain('| 0.07× |');
    expect(lines[3]).toContain('| —     |');
    expect(text).toContain('targets met: 1 yes, 1 no, 0 n-a');
  });

  it('lists the notes under the table', () => {
    const text = formatTable([row({ note: 'the answer has no ETag' })]);
    expect(text.split('\n').at(-1)).toBe(
      '* filtered turf list, PostgreSQL: the answer has no ETag',
    );
  });
});

describe('the JSON', () => {
  it('is written to a dated file and to latest.json', () => {
    expect(resultFiles(new Date('2026-11-23T23:07:01Z'))).toEqual([
      'bench-results/bench-2026-11-23.json',
      'bench-results/latest.json',
    ]);
  });

  it('holds the run and every row with its ratio (null when there is none)', () => {
    const meta = {
      startedAt: 'a',
      finishedAt: 'b',
      seconds: 1,
      machine: '2 cores',
      options: { rounds: 3 },
    };
    const json = reportJson(meta, [row(), row({ ratio: null })]);
    expect(json.machine).toBe('2 cores');
    expect(json.rows.map((r) => r.ratio)).toEqual([0.0692, null]);
    expect(JSON.parse(JSON.stringify(json)).rows[1].ratio).toBeNull();
  });
});
