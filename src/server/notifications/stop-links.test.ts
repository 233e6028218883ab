import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { notificationPreferences } from '../db/schema-notifications';
import { TEST_NOW, confirmCard, paymentScene, postPayment, slotBody } from '../testing/payment-kit';
import { channelWorker } from '../testing/channel-worker';
import { useTestApp, type TestHarness } from '../testing/test-app';

// Stopping a kind of e-mail in one step (docs/decisions/057): the link every e-mail carries, and
// the mail app's one-click List-Unsubscribe, signed so no one can stop someone else's mail.

const ORIGIN = 'https://turfbook.example.com';

async function book(
  t: TestHarness,
  scene: Awaited<ReturnType<typeof paymentScene>>,
  start: string,
  end: string,
) {
  const started = await postPayment(t.app, scene.cookie, slotBody(scene.turf.id, start, end));
  expect((await confirmCard(t.app, started.json().clientSecret)).statusCode).toBe(200);
}

describe('stop links', () => {
  const t = useTestApp(() => ({ PUBLIC_URL: ORIGIN }));
  beforeEach(() => t.setNow(TEST_NOW));

  it('stops one kind of e-mail by the link in the mail, asked by GET and done by POST', async () => {
    const scene = await paymentScene(t.app, t.database.db);
    await book(t, scene, '6:00 PM', '7:00 PM');
    const worker = channelWorker(t);
    await worker.drain();
    const confirmation = worker.mails.find((mail) => mail.to.address === scene.player.email)!;
    const stop = /Stop them: (\S+)/.exec(confirmation.text)![1]!;
    expect(stop.startsWith(`${ORIGIN}/api/v1/notifications/stop-email?`)).toBe(true);
    expect(confirmation.text).toContain('You get these e-mails for “Booking confirmations”.');
    expect(confirmation.html).toContain('Stop them</a>');
    expect(confirmation.headers['List-Unsubscribe']).toBe(`<${stop}>`);
    expect(confirmation.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const path = stop.slice(ORIGIN.length);

    const asked = await t.app.inject({ method: 'GET', url: path });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('Stop these e-mails');
    expect(await t.database.db.select().from(notificationPreferences)).toEqual([]);

    const done = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode, done.body).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, scene.player.id));
    expect(row!.kinds.confirmation).toEqual(['push']);
    expect(row!.kinds.reminder).toEqual(['email', 'push']);

    worker.mails.length = 0;
    await book(t, scene, '8:00 PM', '9:00 PM');
    await worker.drain();
    expect(worker.mails.map((mail) => mail.to.address)).toEqual([scene.owner.email]);
  });

  it("refuses a link whose signature, person or kind was changed, stopping no one's mail", async () => {
    const scene = await paymentScene(t.app, t.database.db);
    await book(t, scene, '6:00 PM', '7:00 PM');
    const worker = channelWorker(t);
    await worker.drain();
    const text = worker.mails.find((mail) => mail.to.address === scene.player.email)!.text;
    const url = new URL(/Stop them: (\S+)/.exec(text)![1]!);
    const tampered = [
      { ...Object.fromEntries(url.searchParams), token: 'AAAAAAAAAAAAAAAAAAAAAAAA' },
      { ...Object.fromEntries(url.searchParams), user: scene.owner.id },
      { ...Object.fromEntries(url.searchParams), kind: 'reminder' },
      { ...Object.fromEntries(url.searchParams), kind: 'nonsense' },
      {},
    ];
    for (const query of tampered) {
      const path = `${url.pathname}?${new URLSearchParams(query).toString()}`;
      expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(400);
      expect((await t.app.inject({ method: 'POST', url: path })).statusCode).toBe(400);
    }
    expect(await t.database.db.select().from(notificationPreferences)).toEqual([]);
  });
});
