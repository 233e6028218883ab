import { describe, expect, it } from 'vitest';
import { ONE_EMBEDDED_CONNECTION } from '../db/database';
import { samplesOf, valueOf } from '../testing/metrics-kit';
import { countedOnCommit, createMetrics } from './metrics';

// The registry itself (docs/decisions/069), without an app: one per call, jobs timed whether or
// not they fail, and counts kept for a transaction's commit.

function metrics() {
  const readings = { outboxOldestSeconds: async () => 0, connections: ONE_EMBEDDED_CONNECTION };
  return createMetrics(readings, { processMetrics: false });
}

describe('createMetrics', () => {
  it('gives each app its own counts', async () => {
    const one = metrics();
    const other = metrics();
    one.payment('started');
    one.payment('started');
    const read = async (of: typeof one) =>
      valueOf(samplesOf(await of.exposition()), 'turfbook_payments_total', {
        outcome: 'started',
      });
    expect(await read(one)).toBe(2);
    expect(await read(other)).toBe(0);
  });

  it('answers every outcome from the start, at 0, so a rate over the first one is right', async () => {
    const read = samplesOf(await metrics().exposition());
    for (const outcome of ['started', 'succeeded', 'declined', 'failed'])
      expect(valueOf(read, 'turfbook_payments_total', { outcome })).toBe(0);
    for (const state of ['due', 'made'])
      expect(valueOf(read, 'turfbook_money_back_total', { state })).toBe(0);
    expect(valueOf(read, 'turfbook_messages_total', { channel: 'push', outcome: 'queued' })).toBe(
      0,
    );
  });

  it('times a job that fails, counts its failure, and keeps its last run as the last one that ended well', async () => {
    const app = metrics();
    expect(await app.job('reminders', async () => 'done')).toBe('done');
    const ranAt = valueOf(
      samplesOf(await app.exposition()),
      'turfbook_job_last_run_timestamp_seconds',
      {
        job: 'reminders',
      },
    );
    expect(ranAt).toBeGreaterThan(Date.now() / 1000 - 5);
    await expect(
      app.job('reminders', async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        throw new Error('no mail server');
      }),
    ).rejects.toThrow('no mail server');
    const read = samplesOf(await app.exposition());
    const job = { job: 'reminders' };
    expect(valueOf(read, 'turfbook_job_failures_total', job)).toBe(1);
    expect(valueOf(read, 'turfbook_job_duration_seconds_count', job)).toBe(2);
    expect(valueOf(read, 'turfbook_job_last_run_timestamp_seconds', job)).toBe(ranAt);
  });
});

describe('countedOnCommit', () => {
  it('counts nothing until the commit, then each count once', async () => {
    const app = metrics();
    const counts = countedOnCommit(app);
    counts.payment('succeeded');
    counts.holdsPlaced(3);
    const read = async () => samplesOf(await app.exposition());
    expect(valueOf(await read(), 'turfbook_payments_total', { outcome: 'succeeded' })).toBe(0);
    counts.commit();
    counts.commit();
    expect(valueOf(await read(), 'turfbook_payments_total', { outcome: 'succeeded' })).toBe(1);
    expect(valueOf(await read(), 'turfbook_holds_placed_total')).toBe(3);
  });
});
