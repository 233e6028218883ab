import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultKindChannels } from '../../shared/notification-preferences';
import { channelWorker } from '../testing/channel-worker';
import { METRICS_TOKEN, samplesOf, scrape, valueOf } from '../testing/metrics-kit';
import { TEST_NOW, confirmCard, paymentScene, postPayment, slotBody } from '../testing/payment-kit';
import { useTestApp } from '../testing/test-app';
import { WhatsAppStandIn } from '../testing/whatsapp-stand-in';

// What WhatsApp's channel counts (docs/decisions/069): queued when the Cloud API takes a message,
// sent once when WhatsApp first says it went out (whatever order its webhooks come in), failed
// when it refuses a number or reports a failure, once however often it is told.

const NUMBER = '9876543210';
const standIn = new WhatsAppStandIn();
beforeAll(() => standIn.start());
afterAll(() => standIn.stop());

const t = useTestApp(() => ({ ...standIn.env(), METRICS_TOKEN }));
beforeEach(() => {
  t.setNow(TEST_NOW);
  standIn.received.length = 0;
  standIn.notOnWhatsApp.clear();
});

/** A player who chose WhatsApp for their confirmation pays for a slot. */
async function confirmedByWhatsApp() {
  const scene = await paymentScene(t.app, t.database.db);
  const chosen = await t.app.inject({
    method: 'PUT',
    url: '/api/v1/user/notification-preferences',
    headers: { cookie: scene.cookie },
    payload: {
      whatsapp: { optedIn: true, number: NUMBER },
      kinds: { ...defaultKindChannels('user'), confirmation: ['whatsapp'] },
    },
  });
  expect(chosen.statusCode, chosen.body).toBe(200);
  const started = await postPayment(t.app, scene.cookie, slotBody(scene.turf.id));
  expect((await confirmCard(t.app, started.json().clientSecret)).statusCode).toBe(200);
}

function postStatus(
  message: (typeof standIn.received)[number],
  status: 'sent' | 'delivered' | 'read' | 'failed',
) {
  const raw = JSON.stringify(standIn.statusWebhook(message, status, TEST_NOW));
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/notifications/whatsapp/webhook',
    headers: {
      'content-type': 'application/json',
      'x-hub-signature-256': WhatsAppStandIn.signature(raw),
    },
    payload: raw,
  });
}

async function whatsappCounts() {
  const read = samplesOf((await scrape(t.app)).body);
  const count = (outcome: string) =>
    valueOf(read, 'turfbook_messages_total', { channel: 'whatsapp', outcome }) ?? 0;
  return { queued: count('queued'), sent: count('sent'), failed: count('failed') };
}

describe('the WhatsApp message metrics', () => {
  it('count a message queued when WhatsApp takes it, then sent once and failed once, whatever WhatsApp repeats', async () => {
    const before = await whatsappCounts();
    await confirmedByWhatsApp();
    await channelWorker(t).drain();
    const message = standIn.received[0]!;
    for (const status of ['delivered', 'sent', 'read', 'delivered'] as const)
      expect((await postStatus(message, status)).statusCode).toBe(200);
    const delivered = await whatsappCounts();
    expect(delivered.queued - before.queued).toBe(1);
    expect(delivered.sent - before.sent).toBe(1);
    expect(delivered.failed - before.failed).toBe(0);

    for (let time = 0; time < 2; time += 1)
      expect((await postStatus(message, 'failed')).statusCode).toBe(200);
    expect((await whatsappCounts()).failed - before.failed).toBe(1);
  });

  it('count a number WhatsApp refuses as failed, and the mail that carries the message instead as sent', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    standIn.notOnWhatsApp.add(`91${NUMBER}`);
    const before = samplesOf((await scrape(t.app)).body);
    await confirmedByWhatsApp();
    const worker = channelWorker(t);
    await worker.drain();
    const after = samplesOf((await scrape(t.app)).body);
    const gained = (channel: string, outcome: string) => {
      const labels = { channel, outcome };
      return (
        (valueOf(after, 'turfbook_messages_total', labels) ?? 0) -
        (valueOf(before, 'turfbook_messages_total', labels) ?? 0)
      );
    };
    expect(gained('whatsapp', 'failed')).toBe(1);
    expect(gained('whatsapp', 'queued')).toBe(0);
    expect(gained('mail', 'sent')).toBe(worker.mails.length);
    vi.restoreAllMocks();
  });
});
