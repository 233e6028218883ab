import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema';
import { useTestApp } from '../testing/test-app';
import { logIn, multipart, newAccount, register } from '../testing/requests';
import { ensureAdmin } from './service';

const t = useTestApp();

async function userCount() {
  const [row] = await t.database.db.select({ n: count() }).from(users);
  return row!.n;
}

describe('POST /api/v1/user/register', () => {
  it('creates a player from a multipart form and never returns the password', async () => {
    const account = newAccount({ email: 'Mixed.Case@Example.com' });
    const response = await register(t.app, account);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Registered successfully',
      user: {
        fullname: 'Asha Patil',
        email: 'mixed.case@example.com',
        role: 'user',
        mobilenumber: '9876543210',
      },
    });
    expect(body.user._id).toBe(body.user.id);
    expect(response.body).not.toContain('secret1');
    const [stored] = await t.database.db.select().from(users).where(eq(users.id, body.user._id));
    expect(stored!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('creates an owner', async () => {
    const response = await register(t.app, newAccount({ role: 'owner' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().user.role).toBe('owner');
  });

  it('refuses to create an admin', async () => {
    const response = await register(t.app, newAccount({ role: 'admin' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: 'Role Is Required' });
    expect(await userCount()).toBe(0);
  });

  it('answers a duplicate email (in any letter case) with 409 and keeps the first account', async () => {
    const account = newAccount();
    expect((await register(t.app, account)).statusCode).toBe(201);
    const again = await register(t.app, {
      ...account,
      email: account.email.toUpperCase(),
      fullname: 'Other',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      success: false,
      message: 'An account with this email already exists. Please log in instead.',
    });
    expect(await userCount()).toBe(1);
  });

  it.each([
    [{ fullname: '' }, 'Full name is required'],
    [{ email: '' }, 'Email is required'],
    [{ email: 'not-an-email' }, 'This is not a valid email format'],
    [{ password: '' }, 'Password is required'],
    [{ password: 'abc' }, 'Password should not be less than 4 characters'],
    [{ mobilenumber: '' }, 'Mobile number is required'],
    [{ mobilenumber: '12345' }, 'Invalid mobile number'],
    [{ mobilenumber: '98765abcde' }, 'Invalid mobile number'],
    [{ role: '' }, 'Role Is Required'],
    [{ fullname: 'x'.repeat(101) }, 'Full name must be at most 100 characters'],
  ])('refuses %j with the form message', async (change, message) => {
    const response = await register(t.app, newAccount(change));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message });
    expect(await userCount()).toBe(0);
  });

  it('refuses a form with a field missing', async () => {
    const { mobilenumber: _omitted, ...rest } = newAccount();
    const response = await register(t.app, rest);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Mobile number is required');
  });

  it('refuses an empty or malformed body with a 4xx, never a 500', async () => {
    const empty = await t.app.inject({ method: 'POST', url: '/api/v1/user/register' });
    expect(empty.statusCode).toBeGreaterThanOrEqual(400);
    expect(empty.statusCode).toBeLessThan(500);
    expect(empty.json().success).toBe(false);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"fullname":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({
      success: false,
      message: 'The request body is not valid JSON.',
    });
  });
});

describe('POST /api/v1/user/login', () => {
  it('logs in with the right role, sets an httpOnly cookie and answers the user', async () => {
    const account = newAccount({ role: 'owner' });
    await register(t.app, account);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { email: account.email, password: account.password, role: 'owner' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      user: { email: account.email, role: 'owner' },
    });
    const cookie = response.cookies.find((c) => c.name === 'turf_session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.path).toBe('/');
  });

  it('refuses a wrong password with 401 and makes no session', async () => {
    const account = newAccount();
    await register(t.app, account);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { email: account.email, password: 'wrong-password', role: 'user' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, message: 'Invalid email or password' });
    expect(response.cookies).toHaveLength(0);
    const [row] = await t.database.db.select({ n: count() }).from(sessions);
    expect(row!.n).toBe(0);
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { email: 'nobody@example.com', password: 'whatever', role: 'user' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, message: 'Invalid email or password' });
  });

  it('refuses the right password with the wrong role', async () => {
    const account = newAccount({ role: 'user' });
    await register(t.app, account);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { email: account.email, password: account.password, role: 'admin' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(
      'This account is not registered as an admin. Choose the role you signed up with.',
    );
    expect(response.cookies).toHaveLength(0);
  });

  it.each([
    [{ email: '' }, 'Email is required'],
    [{ email: 'bad' }, 'Invalid email format'],
    [{ password: '' }, 'Password is required'],
    [{ password: 'abc' }, 'Password must be at least 4 characters'],
    [{ role: '' }, 'Role is required'],
    [{ role: 'superuser' }, 'Role is required'],
  ])('refuses %j with the form message', async (change, message) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { email: 'a@example.com', password: 'secret1', role: 'user', ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message });
  });

  it('accepts the form as multipart too', async () => {
    const account = newAccount();
    await register(t.app, account);
    const body = await multipart({
      email: account.email,
      password: account.password,
      role: 'user',
    });
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/user/login', ...body });
    expect(response.statusCode).toBe(200);
  });
});

describe('sessions: /me and /logout', () => {
  it('knows the logged-in user, and forgets them after logout', async () => {
    const account = newAccount();
    await register(t.app, account);
    const cookie = await logIn(t.app, account.email, account.password, 'user');

    const me = await t.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({ email: account.email, role: 'user' });

    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/logout',
      headers: { cookie },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true, message: 'You have successfully Logged Out' });

    const after = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/me',
      headers: { cookie },
    });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ success: false, message: 'Please log in to continue.' });
  });

  it('answers /me without a cookie, or with a forged one, with 401', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/v1/user/me' });
    expect(none.statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/me',
      headers: { cookie: 'turf_session=made-up-token' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('ends a session when it expires', async () => {
    const account = newAccount();
    await register(t.app, account);
    const cookie = await logIn(t.app, account.email, account.password, 'user');
    t.setNow(new Date(Date.now() + 31 * 24 * 60 * 60 * 1000));
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: { cookie } });
    expect(me.statusCode).toBe(401);
  });

  it('rotates the session at login: the old token stops working', async () => {
    const account = newAccount();
    await register(t.app, account);
    const first = await logIn(t.app, account.email, account.password, 'user');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      headers: { cookie: first },
      payload: { email: account.email, password: account.password, role: 'user' },
    });
    expect(response.statusCode).toBe(200);
    const old = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/me',
      headers: { cookie: first },
    });
    expect(old.statusCode).toBe(401);
  });

  it('refuses a state-changing call from a foreign website', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      headers: { origin: 'https://evil.example' },
      payload: { email: 'a@example.com', password: 'secret1', role: 'user' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().success).toBe(false);
  });
});

describe('the admin account', () => {
  it('is made by ensureAdmin, logs in as admin, and a reset changes its password', async () => {
    await ensureAdmin(t.database.db, 'Boss@Example.com', 'first-password');
    await logIn(t.app, 'boss@example.com', 'first-password', 'admin');
    const second = await ensureAdmin(t.database.db, 'boss@example.com', 'second-password');
    expect(second).toEqual({ created: false, updated: true });
    await expect(logIn(t.app, 'boss@example.com', 'first-password', 'admin')).rejects.toThrow();
    await logIn(t.app, 'boss@example.com', 'second-password', 'admin');
    expect(await ensureAdmin(t.database.db, 'boss@example.com', 'second-password')).toEqual({
      created: false,
      updated: false,
    });
  });
});
