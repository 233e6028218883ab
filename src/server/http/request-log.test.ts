import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { createAppContext } from '../app-context';
import { loadConfig } from '../config';
import { TEST_NOW, postPayment, slotBody } from '../testing/payment-kit';
import { createTurf, createUser } from '../testing/factories';
import { cookieFor } from '../testing/requests';
import { testDatabase } from '../testing/test-database';
import { loggerOptions } from './logging';
import { logError } from './request-log';

// A line logged deep in a request's handling (here the money model's, when the gateway refuses
// an intent) names the request: its reqId, and the trace the app logger's mixin adds when the
// process traces (docs/decisions/071). Outside a request, the line goes to the console.

afterEach(() => vi.restoreAllMocks());

describe('a failure logged while a request is handled', () => {
  it('carries the request id, and the trace fields, on the app logger', async () => {
    const { db } = await testDatabase();
    const lines: Record<string, unknown>[] = [];
    const context = createAppContext(
      loadConfig({ DATA_DIR: '/tmp/unused', DEMO_DATA: 'off', TZ_VENUE: 'Asia/Kolkata' }),
      db,
      () => TEST_NOW,
    );
    const app = await buildApp(context, {
      logger: loggerOptions('info', { write: (line) => lines.push(JSON.parse(line)) }, () => ({
        trace_id: 'a-trace',
      })),
      webRoot: null,
    });
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => {});
    vi.spyOn(context.payments, 'createIntent').mockRejectedValue(new Error('gateway down'));
    const owner = await createUser(db, 'owner');
    const turf = await createTurf(db, owner.id, { pricePaise: 100_000 });
    const cookie = await cookieFor(app, await createUser(db, 'user'));
    const answer = await postPayment(app, cookie, slotBody(turf.id));
    await app.close();
    expect(answer.statusCode, answer.body).toBe(502);
    const failed = lines.find((line) => line.msg === 'Creating a payment intent failed');
    expect(failed).toMatchObject({
      reqId: answer.headers['x-request-id'],
      trace_id: 'a-trace',
      detail: { message: 'gateway down' },
    });
    expect(console).not.toHaveBeenCalled();
  });

  it('goes to the console outside any request', () => {
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => {});
    logError('A sweep failed', { message: 'down' });
    expect(console).toHaveBeenCalledWith('A sweep failed', { message: 'down' });
  });
});
