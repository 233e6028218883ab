import { beforeAll, describe, expect, it } from 'vitest';
import { buildServerIfStale } from '../build/build-if-stale';
import { KINDS, arrivals, ratesAt, searchPathOf, seededRandom } from './open-loop-model';
import { offer } from './open-loop';
import { openLoopRows } from './rows-open-loop';

// The open-loop row of npm run bench (decision 072). Its figures belong to the bench: these tests
// say that the schedule is what the model says and that the row runs end to end, not how fast.

describe('the open-loop schedule', () => {
  it('offers each kind at its rate, in time order, the hot slot a new one every second', () => {
    const schedule = arrivals(ratesAt(1), 20);
    for (let i = 1; i < schedule.length; i += 1)
      expect(schedule[i]!.at).toBeGreaterThanOrEqual(schedule[i - 1]!.at);
    const count = (kind: string) => schedule.filter((arrival) => arrival.kind === kind).length;
    // Poisson over 20 s: within a few standard deviations of the rate.
    expect(count('search')).toBeGreaterThan(2400 - 250);
    expect(count('search')).toBeLessThan(2400 + 250);
    expect(count('booking')).toBeGreaterThan(100 - 40);
    expect(count('booking')).toBeLessThan(100 + 40);
    const hot = schedule.filter((arrival) => arrival.kind === 'hot');
    expect(hot).toHaveLength(50 * 20);
    for (const { at, n } of hot) expect(Math.floor(at / 1000)).toBe(Math.floor(n / 50));
    expect(arrivals(ratesAt(1), 20)).toEqual(schedule);
  });

  it('asks searches of the coming week in the evening, mostly a page of 24', () => {
    const random = seededRandom(1);
    const paths = Array.from({ length: 100 }, (_, n) => searchPathOf(n, '2026-12-01', random));
    for (const path of paths) {
      expect(path).toMatch(/date=2026-12-0[2-7]&from=(18|19|20|21)%3A(00|30)&minutes=(60|90)/);
    }
    expect(paths.filter((path) => path.includes('limit=24'))).toHaveLength(90);
  });

  it('times each request from when it was due, so a slow answer delays none after it', async () => {
    const schedule = [0, 10, 20].map((at, n) => ({ at, kind: 'grid' as const, n }));
    const run = await offer(schedule, async ({ n }) => {
      await new Promise((resolve) => setTimeout(resolve, n === 0 ? 200 : 1));
      return n === 2 ? 'status 500' : 'ok';
    });
    const byN = new Map(run.samples.map((sample) => [sample.n, sample]));
    expect(byN.get(0)!.ms).toBeGreaterThanOrEqual(195);
    expect(byN.get(1)!.ms).toBeLessThan(150);
    expect(run.kinds.grid).toMatchObject({ sent: 3, ok: 2, errors: 1 });
    expect(run.kinds.grid!.errorsBy).toEqual({ 'status 500': 1 });
  });
});

// A short run on a small world at low rates, against the app and the references (CI's PostgreSQL).
const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('the open-loop row, run short', () => {
  // The row runs the compiled app, as npm run bench does (decision 070); a fresh clone has none.
  beforeAll(() => void buildServerIfStale(), 120_000);

  it(
    'offers every kind to the app and the references and reports each with no errors',
    async () => {
      const rows = await openLoopRows({
        serverUrl: serverUrl!,
        rates: { search: 10, grid: 8, list: 4, booking: 3, hot: 5 },
        seconds: 3,
        rounds: 1,
        venues: 40,
        players: 40,
        warmUpSeconds: 1,
        log: () => {},
      });
      const kinds = rows.slice(0, -1);
      expect(kinds.map((row) => (row.data as { kind: string }).kind)).toEqual([...KINDS]);
      for (const row of kinds) {
        const data = row.data as { sent: number; p50: number; p99: number; errors: number };
        expect(data.sent, row.row).toBeGreaterThan(0);
        expect(data.p50, row.row).toBeLessThanOrEqual(data.p99);
        expect(data.errors, `${row.row}: ${row.note ?? ''}`).toBe(0);
        expect(row.reference).toMatch(/p99/);
      }
      expect(rows.find((row) => row.row.includes('hot-slot'))!.note).toMatch(
        / 0 hot slots without exactly one winner/,
      );
    },
    5 * 60_000,
  );
});
