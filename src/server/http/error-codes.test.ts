import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ERROR_CATALOGUE,
  ERROR_CODE_PATTERN,
  isErrorCode,
} from '../../shared/errors/error-catalogue';
import { COURT_MESSAGES } from '../../shared/courts';
import { newAccount, register, signUpAndLogIn } from '../testing/requests';
import { useTestApp } from '../testing/test-app';
import { HttpError, installErrorHandling } from './errors';

// Every error answer carries a catalogued code (docs/decisions/063): each branch of the one error
// handler, and a sweep through the API's refusals.

function expectCoded(body: unknown, code?: string) {
  const answer = body as { success: unknown; code: unknown; message: unknown };
  expect(answer.success).toBe(false);
  expect(answer.code).toMatch(ERROR_CODE_PATTERN);
  expect(isErrorCode(answer.code), String(answer.code)).toBe(true);
  expect(typeof answer.message).toBe('string');
  if (code) expect(answer.code).toBe(code);
}

describe('the error handler', () => {
  async function handlerApp() {
    const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.decorateRequest('readingBody', false);
    installErrorHandling(app);
    app.get('/refused', () => {
      throw new HttpError(409, 'slot_taken');
    });
    app.get('/worded', () => {
      throw HttpError.refusal(400, 'Court 1 is closed on Mondays.', 'time_not_bookable');
    });
    app.get('/templated', () => {
      throw HttpError.templated(402, 'price_difference', { difference: '250.00' });
    });
    app.post(
      '/validated',
      {
        schema: {
          body: z.object({
            courtId: z.uuid({ error: COURT_MESSAGES.invalidCourtId }),
            n: z.number(),
          }),
        },
      },
      () => ({ ok: true }),
    );
    app.get('/unique', () => {
      throw Object.assign(new Error('duplicate key'), { cause: { code: '23505' } });
    });
    app.get('/overlap', () => {
      throw Object.assign(new Error('conflicting key'), { code: '23P01' });
    });
    app.get('/fault', () => {
      throw new Error('a bug');
    });
    app.get('/teapot', () => {
      throw Object.assign(new Error('I am a teapot'), { statusCode: 418, code: 'FST_TEAPOT' });
    });
    await app.ready();
    return app;
  }

  it('answers an HttpError with its code, its sentence and its facts', async () => {
    const app = await handlerApp();
    const refused = await app.inject({ url: '/refused' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      success: false,
      code: 'slot_taken',
      message: ERROR_CATALOGUE.slot_taken.en,
    });
    expect((await app.inject({ url: '/worded' })).json()).toEqual({
      success: false,
      code: 'time_not_bookable',
      message: 'Court 1 is closed on Mondays.',
    });
    expect((await app.inject({ url: '/templated' })).json()).toEqual({
      success: false,
      code: 'price_difference',
      message: 'This time costs ₹250.00 more than your booking. Pay the difference to move it.',
      difference: '250.00',
    });
    await app.close();
  });

  it("answers a schema's refusal with the code of its sentence, or invalid_input", async () => {
    const app = await handlerApp();
    const post = (payload: unknown) =>
      app.inject({ method: 'POST', url: '/validated', payload: payload as object });
    const badCourt = await post({ courtId: 'x', n: 1 });
    expect(badCourt.statusCode).toBe(400);
    expect(badCourt.json()).toEqual({
      success: false,
      code: 'court_id_invalid',
      message: COURT_MESSAGES.invalidCourtId,
    });
    const badNumber = await post({ courtId: '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b', n: 'one' });
    expectCoded(badNumber.json(), 'invalid_input');
    const nothing = await app.inject({
      method: 'POST',
      url: '/validated',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expectCoded(nothing.json(), 'body_empty');
    const broken = await app.inject({
      method: 'POST',
      url: '/validated',
      headers: { 'content-type': 'application/json' },
      payload: '{"courtId":',
    });
    expect(broken.statusCode).toBe(400);
    expectCoded(broken.json(), 'json_invalid');
    await app.close();
  });

  it('answers the database refusals, a server fault and other client errors with codes', async () => {
    const app = await handlerApp();
    const unique = await app.inject({ url: '/unique' });
    expect(unique.statusCode).toBe(409);
    expectCoded(unique.json(), 'record_exists');
    expect(unique.json().message).toBe('This record already exists.');
    const overlap = await app.inject({ url: '/overlap' });
    expectCoded(overlap.json(), 'slot_taken');
    const fault = await app.inject({ url: '/fault' });
    expect(fault.statusCode).toBe(500);
    expect(fault.json()).toEqual({
      success: false,
      code: 'server_fault',
      message: 'Something went wrong on our side. Please try again.',
    });
    const teapot = await app.inject({ url: '/teapot' });
    expect(teapot.statusCode).toBe(418);
    expect(teapot.json()).toEqual({
      success: false,
      code: 'request_refused',
      message: 'I am a teapot',
    });
    await app.close();
  });
});

describe('the API answers every refusal with a catalogued code', () => {
  const t = useTestApp({ AUTH_RATE_LIMIT: '2' });

  it('for an unknown route, a body too large, bad JSON and a bad form', async () => {
    const unknown = await t.app.inject({ url: '/api/v1/nothing-here' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      success: false,
      code: 'route_not_found',
      message: 'Not found: GET /api/v1/nothing-here',
      method: 'GET',
      path: '/api/v1/nothing-here',
    });
    const large = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x'.repeat(3_000_000) }),
    });
    expect(large.statusCode).toBe(413);
    expectCoded(large.json(), 'request_too_large');
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expectCoded(json.json(), 'json_invalid');
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/register',
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'x',
    });
    expectCoded(form.json(), 'form_unreadable');
  });

  it('for the guards: anonymous 401, wrong role 403, and too many attempts 429', async () => {
    const anonymous = await t.app.inject({
      url: '/api/v1/booking/get-user-bookings/00000000-0000-4000-8000-000000000000',
    });
    expect(anonymous.statusCode).toBe(401);
    expectCoded(anonymous.json(), 'not_logged_in');
    const { cookie: player } = await signUpAndLogIn(t.app);
    const asPlayer = await t.app.inject({
      url: '/api/v1/admin/turfs',
      headers: { cookie: player },
    });
    expect(asPlayer.statusCode).toBe(403);
    expectCoded(asPlayer.json(), 'not_permitted');
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/user/login',
        remoteAddress: '10.9.9.9',
        payload: { email: 'nobody@example.com', password: 'wrong-pass', role: 'user' },
      });
    expectCoded((await attempt()).json(), 'bad_credentials');
    await attempt();
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expectCoded(limited.json(), 'rate_limited');
  });

  it('for validation and for the rules of many routes', async () => {
    const { cookie: player } = await signUpAndLogIn(t.app);
    const duplicate = newAccount();
    await register(t.app, duplicate);
    const none = '00000000-0000-4000-8000-000000000000';
    const requests: {
      method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
      url: string;
      payload?: object;
      cookie?: string;
      code?: string;
    }[] = [
      { url: `/api/v1/turf/turf/${none}`, code: 'turf_not_found' },
      { url: '/api/v1/turf/turf/not-a-uuid', code: 'invalid_input' },
      { url: `/api/v1/booking/get-user-bookings/${none}`, code: 'not_logged_in' },
      { url: '/api/v1/admin/turfs', cookie: player, code: 'not_permitted' },
      { url: `/api/v1/booking/${none}`, cookie: player, code: 'booking_not_found' },
      { method: 'DELETE', url: `/api/v1/waitlist/${none}`, cookie: player },
      { url: `/api/v1/games/${none}`, cookie: player, code: 'game_not_found' },
      { url: `/api/v1/splits/${none}`, cookie: player, code: 'split_not_found' },
      { url: `/api/v1/owner/statements/${none}.pdf`, cookie: player, code: 'not_permitted' },
      { method: 'PATCH', url: '/api/v1/user/me', payload: { language: 'fr' }, cookie: player },
      {
        method: 'POST',
        url: '/api/v1/user/login',
        payload: { email: 'a@b.co', password: 'secret1' },
      },
      {
        method: 'POST',
        url: '/api/v1/user/login',
        payload: { email: duplicate.email, password: 'secret1', role: 'owner' },
        code: 'wrong_role',
      },
    ];
    for (const request of requests) {
      const answer = await t.app.inject({
        method: request.method ?? 'GET',
        url: request.url,
        ...(request.payload ? { payload: request.payload } : {}),
        headers: request.cookie ? { cookie: request.cookie } : {},
      });
      const label = `${request.method ?? 'GET'} ${request.url} → ${answer.statusCode}`;
      expect(answer.statusCode, label).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, label).toBeLessThan(500);
      expectCoded(answer.json(), request.code);
      expect(answer.json().code, label).not.toBe('route_not_found');
    }
  });
});

describe('the server', () => {
  it('shapes error answers in one place (http/errors.ts errorBody)', () => {
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (path.endsWith('.ts') && !path.endsWith('.test.ts') && !path.includes('testing'))
          if (
            /success: false[^-]/.test(
              readFileSync(path, 'utf8').replaceAll('{ success: false, code, message', ''),
            )
          )
            found.push(path);
      }
    };
    walk(join(__dirname, '..'));
    expect(found.filter((path) => !path.endsWith(join('http', 'errors.ts')))).toEqual([]);
  });
});
