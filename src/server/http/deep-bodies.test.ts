import { describe, expect, it } from 'vitest';
import { paymentScene, slotBody, TEST_NOW } from '../testing/payment-kit';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';
import { BODY_TOO_DEEP_MESSAGE, MAX_BODY_DEPTH } from './json-body';

// A JSON body nested thousands of levels deep is refused with 400 by the body parser, before
// any hook or handler walks it, on every route that takes a body, whoever sends it.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
const SOME_ID = '00000000-0000-4000-8000-000000000000';
/** Webhooks whose signature is checked over the raw body first (docs/decisions/057). */
const SIGNED_WEBHOOKS = ['/api/v1/notifications/whatsapp/webhook'];

/** A JSON object whose field holds `depth - 1` more levels of objects and arrays. */
function nestedBody(depth: number) {
  let inner = '"x"';
  for (let level = 1; level < depth; level += 1)
    inner = level % 2 ? `[${inner}]` : `{"field":${inner}}`;
  return `{"email":${inner}}`;
}

/** Every route of the API description that takes a body, with ids in its path. */
async function writeRoutes() {
  await t.app.ready();
  const spec = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.keys(methods)
      .filter((method) => ['post', 'put', 'patch', 'delete'].includes(method))
      .map((method) => ({
        method: method.toUpperCase() as 'POST',
        url: path.replace(/\{[^}]+\}/g, SOME_ID),
      })),
  );
}

describe('deeply nested JSON bodies', () => {
  it('get 400 with a clear message on every write route, logged out and logged in', async () => {
    const { owner, cookie: playerCookie } = await paymentScene(t.app, t.database.db);
    const ownerCookie = await cookieFor(t.app, owner);
    const routes = await writeRoutes();
    expect(routes.length).toBeGreaterThan(20);
    for (const depth of [10_000, MAX_BODY_DEPTH + 1]) {
      for (const cookie of [undefined, playerCookie, ownerCookie]) {
        for (const route of routes) {
          const response = await t.app.inject({
            ...route,
            headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
            payload: nestedBody(depth),
          });
          const who = `${route.method} ${route.url} depth ${depth} ${cookie ? 'logged in' : 'logged out'}`;
          if (SIGNED_WEBHOOKS.includes(route.url)) {
            // Read as bytes and refused unsigned before anything parses them.
            expect(response.statusCode, who).toBe(401);
            continue;
          }
          expect(response.statusCode, who).toBe(400);
          expect(response.json(), who).toMatchObject({
            success: false,
            message: BODY_TOO_DEEP_MESSAGE,
          });
        }
      }
    }
  });

  it('lets a body at the depth limit through to the route, and a normal body still works', async () => {
    t.setNow(TEST_NOW);
    const { turf, cookie } = await paymentScene(t.app, t.database.db);
    const atLimit = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      headers: { 'content-type': 'application/json' },
      payload: nestedBody(MAX_BODY_DEPTH),
    });
    // The schema's answer (email must be text), not the parser's.
    expect(atLimit.statusCode).toBe(400);
    expect(atLimit.json().message).not.toBe(BODY_TOO_DEEP_MESSAGE);

    const held = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payment/post-payment',
      headers: { cookie },
      payload: slotBody(turf.id),
    });
    expect(held.statusCode, held.body).toBe(200);
  });

  it('answers a body over the size limit with 413, before reading it as JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x'.repeat(1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, message: 'The request is too large.' });
  });
});
