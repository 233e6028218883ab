import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app';
import { newAccount, register } from '../testing/requests';

// The same limits whether counted in PostgreSQL or, with REDIS_URL, in Redis (CI sets
// TEST_REDIS_URL to the machine's Redis).
const redisUrl = process.env.TEST_REDIS_URL;
const stores: { store: string; env: Record<string, string> }[] = [
  { store: 'PostgreSQL', env: {} },
  ...(redisUrl
    ? [
        {
          store: 'Redis',
          env: { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `test-${randomBytes(6).toString('hex')}:` },
        },
      ]
    : []),
];

describe.each(stores)('login and signup rate limits counted in $store', ({ env }) => {
  const t = useTestApp({ AUTH_RATE_LIMIT: '3', ...env });

  function attempt(email: string, remoteAddress = '10.0.0.1') {
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      remoteAddress,
      payload: { email, password: 'wrong-pass', role: 'user' },
    });
  }

  it('refuses the fourth login attempt on one account from one address with 429', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await attempt('target@example.com', '10.0.0.7')).statusCode).toBe(401);
    }
    const blocked = await attempt('target@example.com', '10.0.0.7');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      success: false,
      message: 'Too many attempts. Please wait a minute and try again.',
    });
  });

  it('does not let an attacker elsewhere lock the owner out of their account', async () => {
    const owner = newAccount({ password: 'right-password' });
    expect((await register(t.app, owner, '10.5.5.5')).statusCode).toBe(201);
    for (let i = 0; i < 6; i += 1) await attempt(owner.email, '10.6.6.6');
    expect((await attempt(owner.email, '10.6.6.6')).statusCode).toBe(429);
    const mine = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      remoteAddress: '10.5.5.5',
      payload: { email: owner.email, password: 'right-password', role: 'user' },
    });
    expect(mine.statusCode).toBe(200);
  });

  it('refuses the fourth attempt from one address, whatever account it tries', async () => {
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
      expect((await attempt(email)).statusCode).toBe(401);
    }
    expect((await attempt('d@example.com')).statusCode).toBe(429);
    expect((await attempt('d@example.com', '10.9.9.9')).statusCode).toBe(401);
  });

  it('lets the account try again once the minute has passed', async () => {
    for (let i = 0; i < 4; i += 1) await attempt('later@example.com');
    expect((await attempt('later@example.com')).statusCode).toBe(429);
    t.setNow(new Date(Date.now() + 61_000));
    expect((await attempt('later@example.com', '10.1.1.1')).statusCode).toBe(401);
  });

  it('limits signups per address too', async () => {
    for (let i = 0; i < 3; i += 1) {
      const response = await register(t.app, newAccount());
      expect(response.statusCode).toBe(201);
    }
    const blocked = await register(t.app, newAccount());
    expect(blocked.statusCode).toBe(429);
  });
});
