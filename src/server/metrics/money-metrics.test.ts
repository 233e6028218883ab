import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { localPaymentIntents } from '../db/schema-money';
import { bookAndPay, cancelBooking } from '../testing/aftercare-kit';
import { channelWorker } from '../testing/channel-worker';
import { METRICS_TOKEN, samplesOf, scrape, valueOf, type Sample } from '../testing/metrics-kit';
import {
  TEST_DAY,
  TEST_NOW,
  confirmCard,
  paymentScene,
  postPayment,
  slotBody,
} from '../testing/payment-kit';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';
import { retryDueRefunds } from '../payments/refunds';

// What the money and the messages count, read back as Prometheus reads it (docs/decisions/069):
// each outcome once, where it happens. The app's counts outlive the tables a test resets, so
// each test reads what changed while it ran.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata', METRICS_TOKEN });
beforeEach(() => t.setNow(TEST_NOW));

const DECLINED_CARD = { number: '4000 0000 0000 0002', expMonth: 12, expYear: 2031, cvc: '123' };
const REFUSING_CARD = { number: '4000 0000 0000 5126', expMonth: 12, expYear: 2031, cvc: '123' };
// 56 hours ahead of TEST_NOW: a cancellation gets all of its money back.
const SLOT = { date: '2030-05-12', startTime: '6:00 PM', endTime: '7:00 PM', amount: '1000.00' };

async function samples(): Promise<Sample[]> {
  const answer = await scrape(t.app);
  expect(answer.statusCode, answer.body).toBe(200);
  return samplesOf(answer.body);
}

/** What each counter gained since `before`. */
async function gainedSince(before: Sample[]) {
  const after = await samples();
  return (name: string, labels: Record<string, string> = {}) =>
    (valueOf(after, name, labels) ?? 0) - (valueOf(before, name, labels) ?? 0);
}

describe('the money and message metrics', () => {
  it('count a booking paid by card, a declined card, a refund made and the mails sent, each once', async () => {
    const before = await samples();
    const { turf, cookie } = await paymentScene(t.app, t.database.db);
    const bookingId = await bookAndPay(t.app, cookie, { ...SLOT, turfId: turf.id });
    const declined = (
      await postPayment(t.app, cookie, slotBody(turf.id, '8:00 PM', '9:00 PM'))
    ).json();
    const refused = await confirmCard(t.app, declined.clientSecret, DECLINED_CARD);
    expect(refused.statusCode).toBe(402);
    expect((await cancelBooking(t.app, cookie, bookingId)).statusCode).toBe(200);
    const worker = channelWorker(t);
    await worker.drain();
    expect(worker.mails.length).toBeGreaterThanOrEqual(2);

    const gained = await gainedSince(before);
    const payments = (outcome: string) => gained('turfbook_payments_total', { outcome });
    expect(payments('started')).toBe(2);
    expect(payments('succeeded')).toBe(1);
    expect(payments('declined')).toBe(1);
    expect(payments('failed')).toBe(0);
    expect(gained('turfbook_holds_placed_total')).toBe(2);
    expect(gained('turfbook_money_back_total', { state: 'due' })).toBe(1);
    expect(gained('turfbook_money_back_total', { state: 'made' })).toBe(1);
    const messages = (channel: string, outcome: string) =>
      gained('turfbook_messages_total', { channel, outcome });
    expect(messages('mail', 'sent')).toBe(worker.mails.length);
    expect(messages('mail', 'failed')).toBe(0);
    expect(messages('whatsapp', 'queued')).toBe(0);
  });

  it('count a card paid after its slot was lost as failed, and its refund due once however often it is tried', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const before = await samples();
    const scene = await paymentScene(t.app, t.database.db);
    const held = (await postPayment(t.app, scene.cookie, slotBody(scene.turf.id))).json();
    const rained = await t.app.inject({
      method: 'POST',
      url: `/api/v1/owner/turfs/${scene.turf.id}/cancellations`,
      headers: { cookie: await cookieFor(t.app, scene.owner) },
      payload: { date: TEST_DAY, start: 17 * 60, end: 20 * 60, reason: 'Rain' },
    });
    expect(rained.statusCode, rained.body).toBe(200);
    // Its refunds fail at first: the refund stays due.
    const paid = await confirmCard(t.app, held.clientSecret, REFUSING_CARD);
    expect(paid.statusCode, paid.body).toBe(409);

    let gained = await gainedSince(before);
    expect(gained('turfbook_payments_total', { outcome: 'failed' })).toBe(1);
    expect(gained('turfbook_payments_total', { outcome: 'succeeded' })).toBe(0);
    expect(gained('turfbook_money_back_total', { state: 'due' })).toBe(1);
    expect(gained('turfbook_money_back_total', { state: 'made' })).toBe(0);

    // Tried again and refused again, then accepted (the stand-in's card no longer refuses).
    await retryDueRefunds(t.context);
    await t.database.db
      .update(localPaymentIntents)
      .set({ cardLast4: '4242' })
      .where(eq(localPaymentIntents.id, held.paymentId));
    await retryDueRefunds(t.context);
    gained = await gainedSince(before);
    expect(gained('turfbook_money_back_total', { state: 'due' })).toBe(1);
    expect(gained('turfbook_money_back_total', { state: 'made' })).toBe(1);
    expect(logged).toHaveBeenCalledTimes(2);
    logged.mockRestore();
  });

  it("time each request under its route's pattern, never its URL with the booking's id", async () => {
    const { turf, cookie } = await paymentScene(t.app, t.database.db);
    const bookingId = await bookAndPay(t.app, cookie, { ...SLOT, turfId: turf.id });
    expect((await cancelBooking(t.app, cookie, bookingId)).statusCode).toBe(200);
    const timed = (await samples()).filter(
      (sample) => sample.name === 'http_request_duration_seconds_count',
    );
    expect(timed.some((sample) => sample.labels.route!.includes(bookingId))).toBe(false);
    expect(timed.some((sample) => sample.labels.route!.includes(turf.id))).toBe(false);
    const cancels = timed.filter(
      (sample) =>
        /^\/api\/v1\/booking\/:[A-Za-z]+\/cancel$/.test(sample.labels.route!) &&
        sample.labels.method === 'POST' &&
        sample.labels.status_code === '200',
    );
    expect(cancels).toHaveLength(1);
    expect(cancels[0]!.value).toBeGreaterThanOrEqual(1);
  });
});
