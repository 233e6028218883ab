import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { testDatabase } from '../testing/test-database';
import { buildApp } from '../app';
import { createAppContext } from '../app-context';
import { loadConfig } from '../config';
import { installErrorHandling } from './errors';
import { loggerOptions } from './logging';

// A failing request is logged with its path and the error, never with what it carried.

describe('the log of a failing request', () => {
  it('has no password hash, session token or client secret in it', async () => {
    const { db } = await testDatabase();
    const lines: string[] = [];
    const app = Fastify({ logger: loggerOptions('info', { write: (line) => lines.push(line) }) });
    installErrorHandling(app);
    app.get('/fails', async () => {
      // A real failing insert: PostgreSQL refuses the NUL byte, drizzle reports the parameters.
      await db.insert(users).values({
        fullname: 'bad\u0000name',
        email: 'leak@example.com',
        mobilenumber: '9876543210',
        role: 'user',
        passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$SECRETHASH',
      });
      return {};
    });
    const response = await app.inject({
      method: 'GET',
      url: '/fails?clientSecret=pi_123_secret_TOPSECRET',
      headers: { cookie: 'turf_session=SESSIONTOKEN', authorization: 'Bearer sk_test_KEY' },
    });
    await app.close();
    expect(response.statusCode).toBe(500);
    const log = lines.join('\n');
    const failure = lines.map((line) => JSON.parse(line)).find((e) => e.msg === 'request failed');
    expect(failure.err.message).toMatch(/^Failed query: insert into "users"/);
    expect(failure.err.code).toBe('22021');
    for (const secret of [
      'SECRETHASH',
      'SESSIONTOKEN',
      'TOPSECRET',
      'sk_test_KEY',
      'leak@example.com',
    ])
      expect(log).not.toContain(secret);
  });
});

describe('request ids', () => {
  it('are returned with every answer, errors too, and carried by every log line of the request', async () => {
    const { db } = await testDatabase();
    const lines: string[] = [];
    const context = createAppContext(
      loadConfig({ DATA_DIR: '/tmp/unused', DEMO_DATA: 'off', LOG_LEVEL: 'debug' }),
      db,
    );
    const app = await buildApp(context, {
      logger: loggerOptions('debug', { write: (line) => lines.push(line) }),
      webRoot: null,
    });
    const missing = await app.inject({ method: 'GET', url: '/api/v1/turf/turf/not-an-id' });
    const other = await app.inject({ method: 'GET', url: '/api/v1/turf/turf/not-an-id' });
    await app.close();
    expect(missing.statusCode).toBe(400);
    const id = missing.headers['x-request-id'] as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(other.headers['x-request-id']).not.toBe(id);
    const ofRequest = lines.map((line) => JSON.parse(line)).filter((entry) => entry.reqId === id);
    expect(ofRequest.length).toBeGreaterThan(0);
  });
});
