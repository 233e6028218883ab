import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createAppContext } from '../app-context';
import { loadConfig } from '../config';
import { testDatabase } from '../testing/test-database';
import { createTestClock } from './test-clock';

// The movable clock of browser journeys (docs/decisions/046): moved by PUT /api/v1/test-clock on
// a server started with TEST_CLOCK=on, absent from every other server, refused in production.

describe('createTestClock', () => {
  it('answers the moved-to instant, and time runs on from it', () => {
    let wall = Date.parse('2026-11-28T10:00:00Z');
    const clock = createTestClock(() => wall);
    expect(clock.now().toISOString()).toBe('2026-11-28T10:00:00.000Z');
    clock.moveTo(new Date('2030-05-12T18:10:00+05:30'));
    expect(clock.now().toISOString()).toBe('2030-05-12T12:40:00.000Z');
    wall += 90_000;
    expect(clock.now().toISOString()).toBe('2030-05-12T12:41:30.000Z');
    clock.moveTo(null);
    expect(clock.now().getTime()).toBe(wall);
  });
});

describe('the test clock routes', () => {
  const config = loadConfig({
    DEMO_DATA: 'off',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'turf-clock-')),
  });
  const apps: Awaited<ReturnType<typeof buildApp>>[] = [];
  afterAll(async () => Promise.all(apps.map((app) => app.close())));

  async function appWith(clock: ReturnType<typeof createTestClock> | null) {
    const database = await testDatabase();
    const context = createAppContext(config, database.db, clock?.now, database.listen);
    const app = await buildApp(context, { webRoot: null, testClock: clock });
    apps.push(app);
    return app;
  }

  it("moves the server's now, which the time rules then read", async () => {
    const app = await appWith(createTestClock());
    const moved = await app.inject({
      method: 'PUT',
      url: '/api/v1/test-clock',
      payload: { at: '2030-05-12T18:10:00+05:30' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const now = Date.parse(moved.json().now);
    expect(now - Date.parse('2030-05-12T12:40:00Z')).toBeGreaterThanOrEqual(0);
    expect(now - Date.parse('2030-05-12T12:40:00Z')).toBeLessThan(5_000);
    // It stays moved: time runs on from there.
    const read = await app.inject({ url: '/api/v1/test-clock' });
    expect(read.json().now.slice(0, 10)).toBe('2030-05-12');
    const bad = await app.inject({
      method: 'PUT',
      url: '/api/v1/test-clock',
      payload: { at: '2030-05-12 18:10' },
    });
    expect(bad.statusCode).toBe(400);
    const back = await app.inject({
      method: 'PUT',
      url: '/api/v1/test-clock',
      payload: { at: null },
    });
    expect(Math.abs(Date.parse(back.json().now) - Date.now())).toBeLessThan(5_000);
  });

  it('does not exist on a server started without TEST_CLOCK', async () => {
    const app = await appWith(null);
    const moved = await app.inject({
      method: 'PUT',
      url: '/api/v1/test-clock',
      payload: { at: '2030-05-12T18:10:00+05:30' },
    });
    expect(moved.statusCode).toBe(404);
    expect((await app.inject({ url: '/api/v1/test-clock' })).statusCode).toBe(404);
  });

  it('is read from TEST_CLOCK, and refused in production', () => {
    expect(loadConfig({}).testClock).toBe(false);
    expect(loadConfig({ TEST_CLOCK: 'on' }).testClock).toBe(true);
    expect(() => loadConfig({ TEST_CLOCK: 'on', NODE_ENV: 'production' })).toThrow(
      /TEST_CLOCK is for test runs and cannot be on in production/,
    );
  });
});
