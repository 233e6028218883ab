import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultKindChannels } from '../../shared/notification-preferences';
import { bookings } from '../db/schema-bookings';
import { channelWorker } from '../testing/channel-worker';
import { TEST_NOW, confirmCard, paymentScene, postPayment, slotBody } from '../testing/payment-kit';
import { cookieFor } from '../testing/requests';
import { useTestApp, type TestHarness } from '../testing/test-app';
import { pushOutboxDir } from './push-sender';
import { whatsappOutboxDir } from './whatsapp-sender';

// What the outbox sends a Hindi or Marathi account (decision 065): its mail, its WhatsApp
// template body (with the language's code) and its push payload in that language, the figures as
// in English; the owner hears in their own language.

const NUMBER = '9876543210';
const t = useTestApp(() => ({ PUBLIC_URL: 'https://turfbook.example.com' }));
beforeEach(() => t.setNow(TEST_NOW));

function patch(t: TestHarness, cookie: string, url: string, payload: Record<string, string>) {
  return t.app.inject({ method: 'PATCH', url, headers: { cookie }, payload });
}

async function paidBookingIn(playerLanguage: string, ownerLanguage: string) {
  const scene = await paymentScene(t.app, t.database.db);
  const owner = await cookieFor(t.app, scene.owner);
  expect(
    (await patch(t, scene.cookie, '/api/v1/user/me', { language: playerLanguage })).statusCode,
  ).toBe(200);
  expect((await patch(t, owner, '/api/v1/user/me', { language: ownerLanguage })).statusCode).toBe(
    200,
  );
  const chosen = await t.app.inject({
    method: 'PUT',
    url: '/api/v1/user/notification-preferences',
    headers: { cookie: scene.cookie },
    payload: {
      whatsapp: { optedIn: true, number: NUMBER },
      kinds: { ...defaultKindChannels('user'), confirmation: ['email', 'push', 'whatsapp'] },
    },
  });
  expect(chosen.statusCode, chosen.body).toBe(200);
  const subscribed = await t.app.inject({
    method: 'POST',
    url: '/api/v1/notifications/push-subscriptions',
    headers: { cookie: scene.cookie },
    payload: {
      endpoint: 'https://push.example.com/send/abc',
      keys: {
        p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQ',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
    },
  });
  expect(subscribed.statusCode).toBe(200);
  const started = await postPayment(t.app, scene.cookie, slotBody(scene.turf.id));
  expect((await confirmCard(t.app, started.json().clientSecret)).statusCode).toBe(200);
  const [booking] = await t.database.db
    .select()
    .from(bookings)
    .where(eq(bookings.paymentId, started.json().paymentId));
  const worker = channelWorker(t);
  await worker.drain();
  return { ...scene, booking: booking!, mails: worker.mails };
}

/** The last file written to an outbox folder (its names sort in the order they were written). */
async function lastFile(dir: string) {
  const files = (await readdir(dir)).sort();
  return JSON.parse(await readFile(join(dir, files.at(-1)!), 'utf8'));
}

describe('a booking confirmed for a Hindi player and a Marathi owner', () => {
  it('mails, pushes and sends on WhatsApp in each one’s language', async () => {
    const { player, owner, booking, mails } = await paidBookingIn('hi', 'mr');
    const toPlayer = mails.find((mail) => mail.to.address === player.email)!;
    expect(toPlayer.subject).toContain('बुकिंग कन्फ़र्म');
    expect(toPlayer.subject).toContain(booking.reference);
    for (const words of [
      'नमस्ते',
      'आपकी बुकिंग कन्फ़र्म हो गई है',
      'चुकाई गई राशि',
      '₹',
      'रद्द करने की पॉलिसी',
      'आपको ये ई-मेल',
      'TurfBook: मुंबई के स्पोर्ट्स टर्फ',
    ])
      expect(toPlayer.text).toContain(words);
    expect(toPlayer.text).not.toMatch(/Your booking|Amount paid|Cancellation policy|You get these/);
    const toOwner = mails.find((mail) => mail.to.address === owner.email)!;
    expect(toOwner.subject).toContain('नवी बुकिंग');
    expect(toOwner.text).toContain('ग्राहक');
    expect(toOwner.text).toContain('तुमच्या टर्फच्या बुकिंग पाहा');

    const whatsapp = await lastFile(whatsappOutboxDir(t.context.config.dataDir));
    expect(whatsapp.template).toMatchObject({
      name: 'turfbook_booking_confirmed',
      language: { code: 'hi' },
    });
    const [heading, line] = whatsapp.template.components[0].parameters;
    expect(heading.text).toBe('आपकी बुकिंग कन्फ़र्म हो गई है');
    expect(line.text).toContain(booking.reference);
    expect(line.text).toContain('रेफ़रेंस');

    const push = await lastFile(pushOutboxDir(t.context.config.dataDir));
    expect(push.payload).toEqual({
      title: 'आपकी बुकिंग कन्फ़र्म हो गई है',
      body: expect.stringContaining(booking.reference),
      url: `https://turfbook.example.com/displaybookings/${booking.id}`,
    });
  });

  it('sends a Marathi player WhatsApp’s mr template and Marathi words', async () => {
    const { booking } = await paidBookingIn('mr', 'en');
    const whatsapp = await lastFile(whatsappOutboxDir(t.context.config.dataDir));
    expect(whatsapp.template.language).toEqual({ code: 'mr' });
    expect(whatsapp.template.components[0].parameters[0].text).toBe('तुमची बुकिंग कन्फर्म झाली आहे');
    expect(whatsapp.template.components[0].parameters[1].text).toContain(booking.reference);
  });
});
