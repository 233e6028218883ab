import type { App } from '../app';

/** Encodes fields as multipart/form-data the way a browser's FormData would. */
export async function multipart(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

let counter = 0;

export function newAccount(overrides: Record<string, string> = {}) {
  counter += 1;
  return {
    fullname: 'Asha Patil',
    email: `asha${counter}.${Date.now()}@example.com`,
    password: 'secret1',
    mobilenumber: '9876543210',
    role: 'user',
    ...overrides,
  };
}

export async function register(
  app: App,
  fields: Record<string, string>,
  remoteAddress = '127.0.0.1',
) {
  const body = await multipart(fields);
  return app.inject({ method: 'POST', url: '/api/v1/user/register', remoteAddress, ...body });
}

/** Registers (unless told the account exists) and logs in; returns the cookie header to send. */
export async function signUpAndLogIn(app: App, overrides: Record<string, string> = {}) {
  const account = newAccount(overrides);
  const registered = await register(app, account);
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const cookie = await logIn(app, account.email, account.password, account.role);
  return { account, cookie, user: registered.json().user as { _id: string } };
}

export async function logIn(app: App, email: string, password: string, role: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/user/login',
    payload: { email, password, role },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  const session = response.cookies.find((cookie) => cookie.name === 'turf_session');
  return `turf_session=${session!.value}`;
}

/** Logs in a user made by the factories (password 'secret1'). */
export function cookieFor(app: App, user: { email: string; role: string }) {
  return logIn(app, user.email, 'secret1', user.role);
}
