import { describe, expect, it } from 'vitest';
import { DEFAULT_DATABASE_URL, ROW_KEYS, parseRows, readOptions } from './options';

describe('the knobs', () => {
  it('defaults to 3 rounds of 5 s with 50 connections, every row, on the local server', () => {
    expect(readOptions({})).toEqual({
      rounds: 3,
      durationSeconds: 5,
      connections: 50,
      databaseUrl: DEFAULT_DATABASE_URL,
      rows: [...ROW_KEYS],
      lighthouse: true,
      players: 1000,
      openLoopSeconds: 30,
      openLoopScale: 1,
    });
  });

  it('reads each variable and names the one that is wrong', () => {
    const options = readOptions({
      BENCH_ROUNDS: '5',
      BENCH_DURATION: '10',
      BENCH_CONNECTIONS: '20',
      BENCH_DATABASE_URL: 'postgres://u@db:5432/x',
      BENCH_LIGHTHOUSE: 'off',
      BENCH_OPEN_LOOP_SECONDS: '60',
      BENCH_OPEN_LOOP_SCALE: '0.5',
    });
    expect(options).toMatchObject({
      rounds: 5,
      durationSeconds: 10,
      connections: 20,
      openLoopSeconds: 60,
      openLoopScale: 0.5,
    });
    expect(options.lighthouse).toBe(false);
    expect(() => readOptions({ BENCH_ROUNDS: '0' })).toThrow(/BENCH_ROUNDS/);
    expect(() => readOptions({ BENCH_DURATION: '2.5' })).toThrow(/BENCH_DURATION/);
    expect(() => readOptions({ BENCH_LIGHTHOUSE: 'maybe' })).toThrow(/BENCH_LIGHTHOUSE/);
    expect(() => readOptions({ BENCH_OPEN_LOOP_SCALE: '0' })).toThrow(/BENCH_OPEN_LOOP_SCALE/);
    expect(() => readOptions({ BENCH_OPEN_LOOP_SECONDS: 'x' })).toThrow(/BENCH_OPEN_LOOP_SECONDS/);
    expect(() => readOptions({ BENCH_DATABASE_URL: 'mysql://x' })).toThrow(/BENCH_DATABASE_URL/);
  });

  it("picks rows by key, in the table's order, and refuses unknown ones", () => {
    expect(parseRows('booking-load, list-pg')).toEqual(['list-pg', 'booking-load']);
    expect(parseRows('all')).toEqual([...ROW_KEYS]);
    expect(() => parseRows('list-pg,fast')).toThrow(/unknown rows: fast/);
  });
});
