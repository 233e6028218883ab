import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_MESSAGES } from '../../shared/api/notification-contract';
import { pushSubscriptions } from '../db/schema-notifications';
import { createUser } from '../testing/factories';
import { PushServiceStandIn } from '../testing/push-service-stand-in';
import { cookieFor } from '../testing/requests';
import { useTestApp, type TestHarness } from '../testing/test-app';
import { pushToPerson } from './push-delivery';
import { pushOutboxDir } from './push-sender';

// Web push (docs/decisions/056): a device saved by whoever is logged in, messages sent through
// the real `web-push` library to a push service stand-in (VAPID-signed, encrypted), a device the
// push service no longer knows forgotten; without VAPID keys, the message as a file.

const VAPID = webpush.generateVAPIDKeys();
const pushService = new PushServiceStandIn();
beforeAll(() => pushService.start());
afterAll(() => pushService.stop());

const MESSAGE = {
  title: 'Your game is in 2 hours',
  body: 'Test Turf, 6:00 PM. Your pass is on the booking page.',
  url: 'https://turfbook.example/displaybookings/1',
};

function subscribe(t: TestHarness, cookie: string | null, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/notifications/push-subscriptions',
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });
}

describe('web push through web-push to the push service stand-in', () => {
  const t = useTestApp({ VAPID_PUBLIC_KEY: VAPID.publicKey, VAPID_PRIVATE_KEY: VAPID.privateKey });

  it('answers the VAPID public key', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/v1/notifications/vapid-public-key',
    });
    expect(answer.json()).toEqual({ success: true, key: VAPID.publicKey });
  });

  it('sends to a saved device (201 at the push service), and forgets it once the service answers 410', async () => {
    const player = await createUser(t.database.db, 'user');
    const cookie = await cookieFor(t.app, player);
    const device = await pushService.subscribe(VAPID.publicKey);
    const saved = await subscribe(t, cookie, { endpoint: device.endpoint, keys: device.keys });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe(PUSH_MESSAGES.saved);

    expect(await pushToPerson(t.context, player.id, MESSAGE)).toBe(1);
    expect((await pushService.messagesOf(device)).map((text) => JSON.parse(text))).toEqual([
      MESSAGE,
    ]);

    await pushService.expire(device);
    expect(await pushToPerson(t.context, player.id, MESSAGE)).toBe(0);
    expect(await t.database.db.select().from(pushSubscriptions)).toEqual([]);
  });

  it('keeps one row a device, moving it to whoever saved it last, and deletes only your own', async () => {
    const [first, second] = [
      await createUser(t.database.db, 'user'),
      await createUser(t.database.db, 'owner'),
    ];
    const device = await pushService.subscribe(VAPID.publicKey);
    const body = { endpoint: device.endpoint, keys: device.keys };
    await subscribe(t, await cookieFor(t.app, first!), body);
    await subscribe(t, await cookieFor(t.app, first!), body);
    const secondCookie = await cookieFor(t.app, second!);
    await subscribe(t, secondCookie, body);
    const rows = await t.database.db.select().from(pushSubscriptions);
    expect(rows.map((row) => row.userId)).toEqual([second!.id]);

    const forget = (cookie: string) =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/v1/notifications/push-subscriptions',
        headers: { cookie },
        payload: { endpoint: device.endpoint },
      });
    expect((await forget(await cookieFor(t.app, first!))).statusCode).toBe(200);
    expect(await t.database.db.select().from(pushSubscriptions)).toHaveLength(1);
    const removed = await forget(secondCookie);
    expect(removed.json().message).toBe(PUSH_MESSAGES.removed);
    expect(await t.database.db.select().from(pushSubscriptions)).toHaveLength(0);
  });

  it('refuses anonymous callers (401) and bad bodies (400), saving nothing', async () => {
    const device = await pushService.subscribe(VAPID.publicKey);
    const body = { endpoint: device.endpoint, keys: device.keys };
    expect((await subscribe(t, null, body)).statusCode).toBe(401);
    const anonymousDelete = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/notifications/push-subscriptions',
      payload: { endpoint: device.endpoint },
    });
    expect(anonymousDelete.statusCode).toBe(401);

    const cookie = await cookieFor(t.app, await createUser(t.database.db, 'user'));
    for (const [bad, message] of [
      [{ ...body, endpoint: 'http://push.example.com/send/1' }, PUSH_MESSAGES.endpoint],
      [{ ...body, endpoint: 'not a url' }, PUSH_MESSAGES.endpoint],
      [{ ...body, endpoint: 'ftp://localhost/1' }, PUSH_MESSAGES.endpoint],
      [{ endpoint: device.endpoint }, PUSH_MESSAGES.keys],
      [{ ...body, keys: { p256dh: 'a b', auth: device.keys.auth } }, PUSH_MESSAGES.keys],
    ] as const) {
      const answer = await subscribe(t, cookie, bad);
      expect(answer.statusCode, JSON.stringify(bad)).toBe(400);
      expect(answer.json().message).toContain(message);
    }
    expect(await t.database.db.select().from(pushSubscriptions)).toEqual([]);
  });
});

describe('web push without VAPID keys', () => {
  const t = useTestApp();

  it('answers a null key and writes each message as the JSON a push would carry', async () => {
    const key = await t.app.inject({
      method: 'GET',
      url: '/api/v1/notifications/vapid-public-key',
    });
    expect(key.json()).toEqual({ success: true, key: null });
    const player = await createUser(t.database.db, 'user');
    const endpoint = 'https://fcm.googleapis.com/fcm/send/device-1';
    const keys = {
      p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQ',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    };
    expect(
      (await subscribe(t, await cookieFor(t.app, player), { endpoint, keys })).statusCode,
    ).toBe(200);
    expect(await pushToPerson(t.context, player.id, MESSAGE)).toBe(1);
    const dir = pushOutboxDir(t.context.config.dataDir);
    const [file] = await readdir(dir);
    expect(file).toMatch(/\.json$/);
    expect(JSON.parse(await readFile(join(dir, file!), 'utf8'))).toEqual({
      endpoint,
      payload: MESSAGE,
    });
  });

  it('refuses a message whose link is not absolute', async () => {
    const player = await createUser(t.database.db, 'user');
    await expect(
      pushToPerson(t.context, player.id, { ...MESSAGE, url: '/displaybookings/1' }),
    ).rejects.toThrow('absolute');
  });
});
