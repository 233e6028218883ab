import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultKindChannels, type KindChannels } from '../../shared/notification-preferences';
import { bookings } from '../db/schema-bookings';
import {
  notificationPreferences,
  whatsappMessages,
  whatsappStatuses,
} from '../db/schema-notifications';
import { outbox } from '../db/schema-system';
import { TEST_NOW, confirmCard, paymentScene, postPayment, slotBody } from '../testing/payment-kit';
import { channelWorker } from '../testing/channel-worker';
import { useTestApp, type TestHarness } from '../testing/test-app';
import { WhatsAppStandIn } from '../testing/whatsapp-stand-in';
import { pushOutboxDir } from './push-sender';
import { whatsappOutboxDir } from './whatsapp-sender';

// WhatsApp as a channel of the outbox (docs/decisions/057), against a stand-in speaking the Graph
// API: the Cloud API's template body, the statuses WhatsApp posts (repeated, out of order, signed),
// a message it refuses or fails to deliver going by push or e-mail instead, and STOP.

const NUMBER = '9876543210';
const standIn = new WhatsAppStandIn();
beforeAll(() => standIn.start());
afterAll(() => standIn.stop());

async function chooseChannels(t: TestHarness, cookie: string, kinds: Partial<KindChannels>) {
  const answer = await t.app.inject({
    method: 'PUT',
    url: '/api/v1/user/notification-preferences',
    headers: { cookie },
    payload: {
      whatsapp: { optedIn: true, number: NUMBER },
      kinds: { ...defaultKindChannels('user'), ...kinds },
    },
  });
  expect(answer.statusCode, answer.body).toBe(200);
}

async function paidBooking(t: TestHarness, kinds: Partial<KindChannels>) {
  const scene = await paymentScene(t.app, t.database.db);
  await chooseChannels(t, scene.cookie, kinds);
  const started = await postPayment(t.app, scene.cookie, slotBody(scene.turf.id));
  expect((await confirmCard(t.app, started.json().clientSecret)).statusCode).toBe(200);
  const [booking] = await t.database.db
    .select()
    .from(bookings)
    .where(eq(bookings.paymentId, started.json().paymentId));
  return { ...scene, booking: booking! };
}

function postWebhook(t: TestHarness, body: unknown, signature?: string) {
  const raw = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/notifications/whatsapp/webhook',
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined
        ? { 'x-hub-signature-256': WhatsAppStandIn.signature(raw) }
        : signature
          ? { 'x-hub-signature-256': signature }
          : {}),
    },
    payload: raw,
  });
}

describe('WhatsApp through the Cloud API stand-in', () => {
  const t = useTestApp(() => ({ ...standIn.env(), PUBLIC_URL: 'https://turfbook.example.com' }));
  beforeEach(() => {
    t.setNow(TEST_NOW);
    standIn.received.length = 0;
    standIn.notOnWhatsApp.clear();
    standIn.down = false;
  });

  it('sends the confirmation as the approved template, to the number opted in, and no e-mail', async () => {
    const { player, owner, turf, booking } = await paidBooking(t, { confirmation: ['whatsapp'] });
    const worker = channelWorker(t);
    expect(await worker.drain()).toEqual({ delivered: 1, failed: 0 });

    expect(standIn.received.map((message) => message.body)).toEqual([
      {
        messaging_product: 'whatsapp',
        to: `91${NUMBER}`,
        type: 'template',
        template: {
          name: 'turfbook_booking_confirmed',
          language: { code: 'en' },
          components: [
            {
              type: 'body',
              parameters: [
                { type: 'text', text: 'Your booking is confirmed' },
                {
                  type: 'text',
                  text: `Your slot at ${turf.name} is booked and paid. Quote the reference ${booking.reference} at the venue or if you need help.`,
                },
              ],
            },
            {
              type: 'button',
              sub_type: 'url',
              index: '0',
              parameters: [{ type: 'text', text: `displaybookings/${booking.id}` }],
            },
          ],
        },
      },
    ]);
    // The owner's alert goes by the owner's own default: e-mail.
    expect(worker.mails.map((mail) => mail.to.address)).toEqual([owner.email]);
    expect(worker.mails.some((mail) => mail.to.address === player.email)).toBe(false);
    const [sent] = await t.database.db.select().from(whatsappMessages);
    expect(sent).toMatchObject({
      id: standIn.received[0]!.id,
      userId: player.id,
      template: 'turfbook_booking_confirmed',
      status: 'accepted',
      messageKey: 'player',
    });
  });

  it('keeps each status once and only moves a message forward, whatever order they come in', async () => {
    await paidBooking(t, { confirmation: ['whatsapp'] });
    await channelWorker(t).drain();
    const message = standIn.received[0]!;
    const at = new Date(TEST_NOW.getTime() + 60_000);
    for (const status of ['delivered', 'read', 'delivered', 'sent', 'read'] as const) {
      const answer = await postWebhook(t, standIn.statusWebhook(message, status, at));
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const statuses = await t.database.db.select().from(whatsappStatuses);
    expect(statuses.map((row) => row.status).sort()).toEqual(['delivered', 'read', 'sent']);
    const [row] = await t.database.db.select().from(whatsappMessages);
    expect(row!.status).toBe('read');
  });

  it('sends a message WhatsApp failed to deliver again by e-mail, once, however often it is told', async () => {
    const { player, turf, booking } = await paidBooking(t, { confirmation: ['whatsapp'] });
    const worker = channelWorker(t);
    await worker.drain();
    const failed = standIn.statusWebhook(standIn.received[0]!, 'failed', TEST_NOW);
    expect((await postWebhook(t, failed)).statusCode).toBe(200);
    expect((await postWebhook(t, failed)).statusCode).toBe(200);
    const fallbacks = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.topic, 'notification.fallback'));
    expect(fallbacks).toHaveLength(1);

    worker.mails.length = 0;
    expect(await worker.drain()).toEqual({ delivered: 1, failed: 0 });
    expect(worker.mails.map((mail) => [mail.to.address, mail.subject])).toEqual([
      [player.email, `Booking confirmed: ${turf.name} on Fri, 10 May 2030 (${booking.reference})`],
    ]);
    const [row] = await t.database.db.select().from(whatsappMessages);
    expect(row).toMatchObject({ status: 'failed' });
    expect(row!.failure).toContain('not delivered');
    expect(standIn.received).toHaveLength(1);
  });

  it("sends a failed message to the person's devices instead, when they have any", async () => {
    const { cookie, player, booking } = await paidBooking(t, { confirmation: ['whatsapp'] });
    const endpoint = 'https://fcm.googleapis.com/fcm/send/device-1';
    const keys = {
      p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQ',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    };
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/v1/notifications/push-subscriptions',
      headers: { cookie },
      payload: { endpoint, keys },
    });
    expect(saved.statusCode).toBe(200);
    const worker = channelWorker(t);
    await worker.drain();
    await postWebhook(t, standIn.statusWebhook(standIn.received[0]!, 'failed', TEST_NOW));
    worker.mails.length = 0;
    await worker.drain();
    expect(worker.mails.some((mail) => mail.to.address === player.email)).toBe(false);
    const dir = pushOutboxDir(t.context.config.dataDir);
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    expect(JSON.parse(await readFile(join(dir, files[0]!), 'utf8'))).toEqual({
      endpoint,
      payload: {
        title: 'Your booking is confirmed',
        body: expect.stringContaining(booking.reference),
        url: `https://turfbook.example.com/displaybookings/${booking.id}`,
      },
    });
  });

  it('mails at once a message WhatsApp refuses (a number not on WhatsApp)', async () => {
    standIn.notOnWhatsApp.add(`91${NUMBER}`);
    const { player } = await paidBooking(t, { confirmation: ['whatsapp'] });
    const worker = channelWorker(t);
    expect(await worker.drain()).toEqual({ delivered: 1, failed: 0 });
    expect(worker.mails.map((mail) => mail.to.address)).toContain(player.email);
    expect(await t.database.db.select().from(whatsappMessages)).toEqual([]);
  });

  it('keeps the row for later while WhatsApp is down, and sends it once when it is back', async () => {
    const { player } = await paidBooking(t, { confirmation: ['whatsapp'] });
    const worker = channelWorker(t);
    standIn.down = true;
    expect(await worker.drain()).toEqual({ delivered: 0, failed: 1 });
    expect(worker.mails.some((mail) => mail.to.address === player.email)).toBe(false);
    standIn.down = false;
    t.setNow(new Date(TEST_NOW.getTime() + 60_000));
    expect(await worker.drain()).toEqual({ delivered: 1, failed: 0 });
    expect(standIn.received).toHaveLength(1);
  });

  it('sends nothing of a kind the person stopped', async () => {
    const { player } = await paidBooking(t, { confirmation: [] });
    const worker = channelWorker(t);
    await worker.drain();
    expect(standIn.received).toEqual([]);
    expect(worker.mails.some((mail) => mail.to.address === player.email)).toBe(false);
  });

  it('opts a person out of WhatsApp when they answer STOP, their kinds falling back to e-mail', async () => {
    const { player } = await paidBooking(t, { confirmation: ['whatsapp'], reminder: ['whatsapp'] });
    const answer = await postWebhook(t, standIn.replyWebhook(`91${NUMBER}`, 'STOP', TEST_NOW));
    expect(answer.statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, player.id));
    expect(row!.whatsappOptedInAt).toBeNull();
    expect(row!.kinds.confirmation).toEqual(['email']);
    expect(row!.kinds.refund).toEqual(['email', 'push']);
  });

  it('answers the verify-token handshake only for our token', async () => {
    const handshake = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1/notifications/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`,
      });
    const good = await handshake(standIn.env().WHATSAPP_VERIFY_TOKEN!);
    expect(good.statusCode).toBe(200);
    expect(good.body).toBe('1158201444');
    const wrong = await handshake('guess');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.body).not.toContain('1158201444');
  });

  it('refuses a webhook without its signature or with a wrong one (401), storing nothing', async () => {
    await paidBooking(t, { confirmation: ['whatsapp'] });
    await channelWorker(t).drain();
    const body = standIn.statusWebhook(standIn.received[0]!, 'failed', TEST_NOW);
    expect((await postWebhook(t, body, '')).statusCode).toBe(401);
    const forged = WhatsAppStandIn.signature(JSON.stringify(body), 'not-the-secret');
    expect((await postWebhook(t, body, forged)).statusCode).toBe(401);
    expect((await postWebhook(t, body, 'sha256=zz')).statusCode).toBe(401);
    expect(await t.database.db.select().from(whatsappStatuses)).toEqual([]);
    const notWhatsApp = await postWebhook(t, { object: 'page', entry: [] });
    expect(notWhatsApp.statusCode).toBe(400);
  });
});

describe('WhatsApp without keys', () => {
  const t = useTestApp(() => ({ PUBLIC_URL: 'https://turfbook.example.com' }));
  beforeEach(() => t.setNow(TEST_NOW));

  it('writes the Cloud API body to DATA_DIR/outbox/whatsapp', async () => {
    const { booking } = await paidBooking(t, { confirmation: ['whatsapp'] });
    await channelWorker(t).drain();
    const dir = whatsappOutboxDir(t.context.config.dataDir);
    const [file] = await readdir(dir);
    const body = JSON.parse(await readFile(join(dir, file!), 'utf8'));
    expect(body).toMatchObject({
      messaging_product: 'whatsapp',
      to: `91${NUMBER}`,
      type: 'template',
      template: { name: 'turfbook_booking_confirmed', language: { code: 'en' } },
    });
    expect(body.template.components[1].parameters[0].text).toBe(`displaybookings/${booking.id}`);
    expect(await t.database.db.select().from(whatsappMessages)).toHaveLength(1);
  });

  it('refuses every webhook call: no secret to check a signature with, no token to answer', async () => {
    expect(
      (await postWebhook(t, { object: 'whatsapp_business_account', entry: [] })).statusCode,
    ).toBe(401);
    const handshake = await t.app.inject({
      method: 'GET',
      url: '/api/v1/notifications/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=&hub.challenge=1',
    });
    expect(handshake.statusCode).toBe(403);
  });
});
