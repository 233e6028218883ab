import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { beforeEach, describe, expect, it } from 'vitest';
import { bookings } from '../db/schema-bookings';
import { TEST_NOW, confirmCard, paymentScene, postPayment, slotBody } from '../testing/payment-kit';
import { useTestApp } from '../testing/test-app';
import { outboxDir } from './transport';
import { deliverDueMail, startMailWorker } from './worker';

// Without SMTP_URL, mail is written as .eml files under DATA_DIR/outbox (README, "E-mail").

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

async function payForSlot() {
  const scene = await paymentScene(t.app, t.database.db);
  const started = await postPayment(t.app, scene.cookie, slotBody(scene.turf.id));
  await confirmCard(t.app, started.json().clientSecret);
  const [booking] = await t.database.db.select().from(bookings);
  return { ...scene, booking: booking! };
}

async function emlFiles(): Promise<string[]> {
  const dir = outboxDir(t.context.config.dataDir);
  const names = await readdir(dir).catch(() => [] as string[]);
  return names.filter((name) => name.endsWith('.eml')).map((name) => join(dir, name));
}

describe('mail without SMTP', () => {
  it('writes each message as an .eml file under DATA_DIR/outbox', async () => {
    expect(t.context.mailer.kind).toBe('files');
    const before = await emlFiles();
    const { player, owner, booking } = await payForSlot();
    expect(await deliverDueMail(t.context)).toEqual({ delivered: 1, failed: 0 });
    const written = (await emlFiles()).filter((file) => !before.includes(file));
    expect(written).toHaveLength(2);
    const parsed = await Promise.all(
      written.map(async (file) => simpleParser(await readFile(file))),
    );
    const toPlayer = parsed.find(
      (mail) => mail.to && 'text' in mail.to && mail.to.text.includes(player.email),
    );
    const toOwner = parsed.find(
      (mail) => mail.to && 'text' in mail.to && mail.to.text.includes(owner.email),
    );
    expect(toPlayer?.subject).toContain(booking.reference);
    expect(toPlayer?.attachments[0]?.filename).toBe(`${booking.reference}.ics`);
    expect(toOwner?.subject).toContain('New booking');
    const raw = await readFile(written[0]!, 'utf8');
    expect(raw).toMatch(/^[\x21-\x7e]+: /);
    expect(raw).toContain('\r\n\r\n');
  });

  it('names the files so that they sort in the order they were written', async () => {
    await payForSlot();
    await payForSlot();
    await deliverDueMail(t.context);
    const names = (await emlFiles()).map((file) => file.split('/').at(-1)!);
    expect(new Set(names).size).toBe(names.length);
    expect(names.every((name) => /^\d{8}T\d{9}Z-\d{6}-[0-9a-f]{8}\.eml$/.test(name))).toBe(true);
    const byCount = [...names].sort((a, b) => a.split('-')[1]!.localeCompare(b.split('-')[1]!));
    expect([...names].sort()).toEqual(byCount);
  });

  it('is sent by the running worker within seconds, which stops cleanly', async () => {
    const before = (await emlFiles()).length;
    await payForSlot();
    const stop = startMailWorker(t.context);
    try {
      const deadline = Date.now() + 10_000;
      while ((await emlFiles()).length < before + 2 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      await stop();
    }
    expect(await emlFiles()).toHaveLength(before + 2);
  });
});
