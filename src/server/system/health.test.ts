import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app';

const t = useTestApp();

describe('health for a load balancer', () => {
  it('is live and ready, and not ready once the process drains', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/health/live' })).json()).toEqual({
      status: 'live',
    });
    const ready = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ready' }]);
    t.context.lifecycle.draining = true;
    try {
      const draining = await t.app.inject({ method: 'GET', url: '/health/ready' });
      expect([draining.statusCode, draining.json()]).toEqual([503, { status: 'draining' }]);
      // Live still: the process finishes what it has before it stops.
      expect((await t.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    } finally {
      t.context.lifecycle.draining = false;
    }
  });
});
