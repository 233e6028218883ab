import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { createAppContext } from '../app-context';
import { loadConfig } from '../config';
import { outbox } from '../db/schema-system';
import { enqueue } from '../db/outbox';
import { SWEEP_STEPS, sweep } from '../system/housekeeping';
import { METRICS_TOKEN, samplesOf, scrape, valueOf } from '../testing/metrics-kit';
import { useTestApp } from '../testing/test-app';

// GET /metrics (docs/decisions/069): the token's door, what the scrape reads from the database,
// and a name for every metric in docs/deploy.md.

const webRoot = mkdtempSync(join(tmpdir(), 'turf-metrics-web-'));
mkdirSync(join(webRoot, 'assets'));
writeFileSync(join(webRoot, 'index.html'), '<html><head><title>TurfBook</title></head></html>');
writeFileSync(join(webRoot, 'assets', 'index-AbC123.js'), 'export {};\n');

const t = useTestApp({ METRICS_TOKEN });
let site: App | undefined;
let untokened: App | undefined;
beforeEach(async () => {
  site ??= await buildApp(t.context, { webRoot });
  if (!untokened) {
    const config = loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'turf-')), DEMO_DATA: 'off' });
    untokened = await buildApp(createAppContext(config, t.database.db), { webRoot });
  }
});
afterAll(async () => {
  await site?.close();
  await untokened?.close();
});

async function samples(app: App = t.app) {
  const answer = await scrape(app);
  expect(answer.statusCode, answer.body).toBe(200);
  return samplesOf(answer.body);
}

describe('GET /metrics', () => {
  it('answers 401 with a coded error without the bearer token or with another', async () => {
    for (const authorization of [
      null,
      'Bearer not-the-token-at-all-000',
      `Basic ${Buffer.from(`x:${METRICS_TOKEN}`).toString('base64')}`,
      `Bearer ${METRICS_TOKEN}x`,
      'Bearer',
    ]) {
      const answer = await scrape(t.app, authorization);
      expect(answer.statusCode, String(authorization)).toBe(401);
      expect(answer.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(answer.json()).toEqual({
        success: false,
        code: 'metrics_token',
        message: 'The metrics token is missing or does not match.',
      });
    }
  });

  it('answers the Prometheus text format with the token, the scheme in any case', async () => {
    for (const scheme of ['Bearer', 'bearer']) {
      const answer = await scrape(t.app, `${scheme} ${METRICS_TOKEN}`);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.body).toContain('# TYPE turfbook_payments_total counter');
    }
  });

  it('is 404 as an unknown API route is without METRICS_TOKEN, even where the web client serves pages', async () => {
    const page = await untokened!.inject({ method: 'GET', url: '/some/page' });
    expect(page.statusCode).toBe(200);
    for (const authorization of [null, `Bearer ${METRICS_TOKEN}`]) {
      const answer = await scrape(untokened!, authorization);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({
        success: false,
        code: 'route_not_found',
        message: 'Not found: GET /metrics',
        method: 'GET',
        path: '/metrics',
      });
    }
  });

  it('names every metric it answers in docs/deploy.md', async () => {
    const answer = await scrape(t.app);
    const names = [...answer.body.matchAll(/^# TYPE (\S+) /gm)].map(([, name]) => name!);
    expect(names).toContain('http_request_duration_seconds');
    expect(names).toContain('turfbook_job_last_run_timestamp_seconds');
    const guide = readFileSync('docs/deploy.md', 'utf8');
    expect(names.filter((name) => !guide.includes(`\`${name}\``))).toEqual([]);
  });
});

describe('what a scrape reads', () => {
  it("reads the age of the outbox's oldest undelivered row from the database, 0 when none waits", async () => {
    const age = async () => valueOf(await samples(), 'turfbook_outbox_oldest_seconds');
    expect(await age()).toBe(0);
    await enqueue(t.database.db, 'owner.day_summary', {
      ownerId: '00000000-0000-4000-8000-000000000000',
      day: '2030-05-10',
    });
    await t.database.db
      .update(outbox)
      .set({ createdAt: sql`now() - interval '125 seconds'` })
      .where(eq(outbox.topic, 'owner.day_summary'));
    expect(await age()).toBeGreaterThanOrEqual(125);
    expect(await age()).toBeLessThan(200);
    await t.database.db.update(outbox).set({ doneAt: new Date() });
    expect(await age()).toBe(0);
  });

  it("reads the database pool where there is one (PGlite's is one connection, its queue unseen)", async () => {
    const read = await samples();
    const max = valueOf(read, 'turfbook_db_pool_max');
    const inUse = valueOf(read, 'turfbook_db_pool_connections', { state: 'in_use' });
    if (t.database.kind === 'pglite') {
      expect(max).toBe(1);
      expect(inUse).toBeUndefined();
      expect(valueOf(read, 'turfbook_db_pool_waiting')).toBeUndefined();
    } else {
      expect(max).toBe(10);
      expect(inUse).toBeGreaterThanOrEqual(0);
      expect(valueOf(read, 'turfbook_db_pool_connections', { state: 'idle' })).toBeGreaterThan(0);
      expect(valueOf(read, 'turfbook_db_pool_waiting')).toBe(0);
    }
  });

  it('says when each step of the housekeeping sweep last ran, and how long it took', async () => {
    const startedAt = Date.now() / 1000;
    await sweep(t.context);
    const read = await samples();
    for (const [job] of SWEEP_STEPS) {
      const labels = { job };
      expect(valueOf(read, 'turfbook_job_last_run_timestamp_seconds', labels), job).toBeGreaterThan(
        startedAt - 1,
      );
      expect(valueOf(read, 'turfbook_job_duration_seconds_count', labels)).toBeGreaterThan(0);
    }
  });

  it("times the web client's files under one route, and what no route matched under another", async () => {
    expect((await site!.inject({ url: '/assets/index-AbC123.js' })).statusCode).toBe(200);
    expect((await site!.inject({ url: '/api/v1/no/such/route' })).statusCode).toBe(404);
    const routes = (await samples(site))
      .filter((sample) => sample.name === 'http_request_duration_seconds_count')
      .map((sample) => sample.labels.route);
    expect(routes).toContain('static');
    expect(routes).toContain('unmatched');
    expect(routes.some((route) => route!.includes('AbC123'))).toBe(false);
    expect(routes.some((route) => route!.includes('/no/such'))).toBe(false);
  });
});
