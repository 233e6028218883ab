import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CANCELLATION_POLICY_TEXT } from '../../shared/cancellation-policy';
import { users } from '../db/schema';
import { bookings } from '../db/schema-bookings';
import { outbox } from '../db/schema-system';
import { TEST_NOW, confirmCard, paymentScene, postPayment, slotBody } from '../testing/payment-kit';
import { bookAndPay, cancelBooking, rescheduleBooking } from '../testing/aftercare-kit';
import { useTestApp } from '../testing/test-app';
import { closedPort, startTestSmtpServer, type TestSmtpServer } from '../testing/smtp-server';
import { createMailTransport } from './transport';
import { LEASE_MS, deliverDueMail } from './worker';

// The whole way from a paid booking to a delivered message: a real payment through the local
// gateway queues the confirmation in its transaction; the worker sends it to a real SMTP server.

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
});
afterAll(() => smtp.close());

const t = useTestApp(() => ({
  TZ_VENUE: 'Asia/Kolkata',
  SMTP_URL: smtp.url,
  PUBLIC_URL: 'https://turfbook.example.com',
}));
beforeEach(() => {
  t.setNow(TEST_NOW);
  smtp.received.length = 0;
  smtp.refuseAll = null;
  smtp.refuseRecipients.clear();
});

const later = (ms: number) => new Date(TEST_NOW.getTime() + ms);

/** A player pays for a slot on TEST_DAY; answers the scene and the booking made. */
async function paidBooking(startTime = '6:00 PM', endTime = '7:00 PM') {
  const scene = await paymentScene(t.app, t.database.db);
  const started = await postPayment(
    t.app,
    scene.cookie,
    slotBody(scene.turf.id, startTime, endTime),
  );
  expect(started.statusCode).toBe(200);
  expect((await confirmCard(t.app, started.json().clientSecret)).statusCode).toBe(200);
  const [booking] = await t.database.db
    .select()
    .from(bookings)
    .where(eq(bookings.paymentId, started.json().paymentId));
  return { ...scene, booking: booking! };
}

async function outboxRows() {
  return t.database.db.select().from(outbox).orderBy(asc(outbox.createdAt));
}

function mailTo(address: string) {
  const found = smtp.received.filter((mail) => mail.to.includes(address));
  expect(found).toHaveLength(1);
  return found[0]!.parsed;
}

describe('booking mail over SMTP', () => {
  it('sends the player a confirmation with the .ics and the owner a new-booking notice', async () => {
    const { player, owner, turf, booking } = await paidBooking();
    expect(await deliverDueMail(t.context)).toEqual({ delivered: 1, failed: 0 });
    expect(smtp.received).toHaveLength(2);

    const confirmation = mailTo(player.email);
    expect(confirmation.subject).toBe(
      `Booking confirmed: ${turf.name} on Fri, 10 May 2030 (${booking.reference})`,
    );
    expect(confirmation.from?.value).toEqual([
      { name: 'TurfBook', address: 'no-reply@turfbook.example.com' },
    ]);
    for (const part of [
      booking.reference,
      turf.address,
      turf.mapsLink,
      'Fri, 10 May 2030',
      '6:00 PM – 7:00 PM',
      '₹1,000.00',
      booking.paymentId!,
      CANCELLATION_POLICY_TEXT,
      `/displaybookings/${booking.id}`,
    ])
      expect(confirmation.text).toContain(part);
    expect(confirmation.html).toContain(
      `href="https://turfbook.example.com/displaybookings/${booking.id}"`,
    );
    expect(confirmation.html).toContain(booking.reference);
    // The calendar file, then the payment's receipt (decision 038: every paid booking has one).
    expect(confirmation.attachments.map((file) => file.contentType)).toEqual([
      'text/calendar',
      'application/pdf',
    ]);
    const ics = confirmation.attachments[0]!;
    expect(ics.filename).toBe(`${booking.reference}.ics`);
    expect(ics.contentType).toBe('text/calendar');
    const calendar = ics.content.toString('utf8');
    expect(calendar).toContain('DTSTART:20300510T123000Z\r\n');
    expect(calendar).toContain('DTEND:20300510T133000Z\r\n');
    expect(calendar).toContain(`UID:booking-${booking.id}@turfbook`);

    const notice = mailTo(owner.email);
    expect(notice.subject).toContain(`New booking: ${turf.name} on Fri, 10 May 2030`);
    for (const part of [player.fullname, player.email, player.mobilenumber, booking.reference])
      expect(notice.text).toContain(part);
    expect(notice.attachments).toHaveLength(0);

    const [row] = await outboxRows();
    expect(row).toMatchObject({ topic: 'booking.confirmed', attempts: 1, lastError: null });
    expect(row!.doneAt).not.toBeNull();
    expect(await deliverDueMail(t.context)).toEqual({ delivered: 0, failed: 0 });
    expect(smtp.received).toHaveLength(2);
  });

  it('mails only the owner when the player signed up by mobile number, without e-mail', async () => {
    const scene = await paymentScene(t.app, t.database.db);
    // What a sign-up by number leaves (docs/decisions/058): no e-mail, no password.
    await t.database.db
      .update(users)
      .set({ email: null, passwordHash: null })
      .where(eq(users.id, scene.player.id));
    const started = await postPayment(t.app, scene.cookie, slotBody(scene.turf.id));
    expect((await confirmCard(t.app, started.json().clientSecret)).statusCode).toBe(200);

    expect(await deliverDueMail(t.context)).toEqual({ delivered: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    const notice = mailTo(scene.owner.email);
    expect(notice.text).toContain('No email');
    expect(smtp.received.some((mail) => mail.to.includes(scene.player.email))).toBe(false);
  });

  it("sends a subscription's slots as one mail, in date order, with one .ics of every slot", async () => {
    const { player, turf, cookie } = await paymentScene(t.app, t.database.db);
    const slots = ['2030-05-14', '2030-05-11', '2030-05-13', '2030-05-12'].map((date) => ({
      date,
      startTime: '6:00 PM',
      endTime: '7:00 PM',
    }));
    const started = await postPayment(t.app, cookie, {
      amount: '3400.00',
      currency: 'inr',
      subscription: { turfId: turf.id, selectedSlots: slots },
    });
    await confirmCard(t.app, started.json().clientSecret);
    expect(await deliverDueMail(t.context)).toEqual({ delivered: 1, failed: 0 });
    const mail = mailTo(player.email);
    const booked = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.turfId, turf.id))
      .orderBy(asc(bookings.day));
    expect(mail.subject).toContain(`(${booked[0]!.reference} and 3 more)`);
    const listed = booked.map((b) => mail.text!.indexOf(b.reference));
    expect(listed.every((at) => at >= 0)).toBe(true);
    expect([...listed].sort((a, b) => a - b)).toEqual(listed);
    expect(mail.text).toContain('₹3,400.00');
    expect(mail.attachments.map((file) => file.contentType)).toEqual([
      'text/calendar',
      'application/pdf',
    ]);
    const calendar = mail.attachments[0]!.content.toString('utf8');
    expect(calendar.match(/BEGIN:VEVENT/g)).toHaveLength(4);
    expect(calendar).toContain('DTSTART:20300511T123000Z');
    expect(calendar).toContain('DTSTART:20300514T123000Z');
  });

  it("mails both sides at every step of a booking's life: booked, moved, cancelled, refunded", async () => {
    const { player, owner, turf, cookie } = await paymentScene(t.app, t.database.db);
    const bookingId = await bookAndPay(t.app, cookie, {
      turfId: turf.id,
      date: '2030-05-12',
      startTime: '6:00 PM',
      endTime: '7:00 PM',
      amount: '1000.00',
    });
    // As the running worker does, every few seconds: each mail tells the booking as it is then.
    expect(await deliverDueMail(t.context)).toEqual({ delivered: 1, failed: 0 });
    const moved = await rescheduleBooking(t.app, cookie, bookingId, {
      bookingDate: '2030-05-13',
      startTime: '7:00 PM',
      endTime: '8:00 PM',
    });
    expect(moved.statusCode).toBe(200);
    expect(await deliverDueMail(t.context)).toEqual({ delivered: 1, failed: 0 });
    expect((await cancelBooking(t.app, cookie, bookingId)).statusCode).toBe(200);
    expect(await deliverDueMail(t.context)).toEqual({ delivered: 2, failed: 0 });

    const [booking] = await t.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    const received = (address: string) =>
      smtp.received.filter((mail) => mail.to.includes(address)).map((mail) => mail.parsed);
    const ref = booking!.reference;
    expect(received(player.email).map((mail) => mail.subject)).toEqual([
      `Booking confirmed: ${turf.name} on Sun, 12 May 2030 (${ref})`,
      `Booking moved: ${turf.name} to Mon, 13 May 2030 (${ref})`,
      `Booking cancelled: ${turf.name} on Mon, 13 May 2030 (${ref})`,
      `Refund of ₹1,000.00 sent: ${turf.name} (${ref})`,
    ]);
    expect(received(owner.email)).toHaveLength(4);
    const [, move, cancellation, refund] = received(player.email);
    expect(move!.text).toContain('Was: Sun, 12 May 2030, 6:00 PM – 7:00 PM');
    expect(move!.attachments[0]!.content.toString()).toContain('SEQUENCE:1');
    expect(cancellation!.text).toContain('Refund: ₹1,000.00');
    expect(refund!.text).toContain('Refunded on: Fri, 10 May 2030, 10:00 AM');
  });

  it('keeps a refused mail queued with back-off, then delivers it once the server takes it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { player } = await paidBooking();
    smtp.refuseAll = 'Try again later';
    expect(await deliverDueMail(t.context)).toEqual({ delivered: 0, failed: 1 });
    const [failed] = await outboxRows();
    expect(failed).toMatchObject({ attempts: 1, doneAt: null });
    expect(failed!.runAfter).toEqual(later(30_000));
    expect(failed!.lastError).toContain('Try again later');
    expect(logged).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(logged.mock.calls)).not.toContain('@');
    logged.mockRestore();

    smtp.refuseAll = null;
    expect(await deliverDueMail(t.context)).toEqual({ delivered: 0, failed: 0 });
    t.setNow(later(30_000));
    expect(await deliverDueMail(t.context)).toEqual({ delivered: 1, failed: 0 });
    expect(smtp.received).toHaveLength(2);
    mailTo(player.email);
    const [done] = await outboxRows();
    expect(done).toMatchObject({ attempts: 2 });
    expect(done!.doneAt).not.toBeNull();
  });

  it('retries only the message that failed when one recipient of a row is refused', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { player, owner } = await paidBooking();
    smtp.refuseRecipients.add(owner.email.toLowerCase());
    expect(await deliverDueMail(t.context)).toEqual({ delivered: 0, failed: 1 });
    expect(smtp.received.map((mail) => mail.to)).toEqual([[player.email]]);
    const [failed] = await outboxRows();
    expect(failed!.lastError).not.toContain('@');
    expect(failed!.lastError).toContain('[address]');
    expect(JSON.stringify(logged.mock.calls)).not.toContain(owner.email);
    logged.mockRestore();

    smtp.refuseRecipients.clear();
    t.setNow(later(30_000));
    expect(await deliverDueMail(t.context)).toEqual({ delivered: 1, failed: 0 });
    expect(smtp.received.map((mail) => mail.to)).toEqual([[player.email], [owner.email]]);
  });

  it('backs off exponentially while the server cannot be reached, capped at an hour', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await paidBooking();
    const unreachable = createMailTransport({
      dataDir: t.context.config.dataDir,
      mail: { ...t.context.config.mail, smtpUrl: `smtp://127.0.0.1:${await closedPort()}` },
    });
    const offline = { ...t.context, mailer: unreachable };
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 9; attempt += 1) {
      expect(await deliverDueMail(offline)).toEqual({ delivered: 0, failed: 1 });
      const [row] = await outboxRows();
      expect(row!.attempts).toBe(attempt);
      expect(row!.lastError).toMatch(/ECONNECTION|ECONNREFUSED/);
      delays.push(row!.runAfter.getTime() - t.context.now().getTime());
      t.setNow(row!.runAfter);
    }
    expect(delays.map((ms) => ms / 1000)).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600]);
    logged.mockRestore();

    expect(await deliverDueMail(t.context)).toEqual({ delivered: 1, failed: 0 });
    expect(smtp.received).toHaveLength(2);
  });

  it('sends each mail once when drains run at the same time', async () => {
    for (const hour of ['6:00 PM', '7:00 PM', '8:00 PM']) {
      const end = { '6:00 PM': '7:00 PM', '7:00 PM': '8:00 PM', '8:00 PM': '9:00 PM' }[hour]!;
      await paidBooking(hour, end);
    }
    const results = await Promise.all([
      deliverDueMail(t.context),
      deliverDueMail(t.context),
      deliverDueMail(t.context),
    ]);
    expect(results.reduce((sum, r) => sum + r.delivered, 0)).toBe(3);
    expect(smtp.received).toHaveLength(6);
    const ids = smtp.received.map((mail) => mail.parsed.messageId);
    expect(new Set(ids).size).toBe(6);
    expect((await outboxRows()).every((row) => row.attempts === 1 && row.doneAt)).toBe(true);
  });

  it('gives back the rows it has not sent when told to stop', async () => {
    await paidBooking('6:00 PM', '7:00 PM');
    await paidBooking('8:00 PM', '9:00 PM');
    const stopAfterOneRow = () => smtp.received.length >= 2;
    expect(await deliverDueMail(t.context, { shouldStop: stopAfterOneRow })).toEqual({
      delivered: 1,
      failed: 0,
    });
    const waiting = (await outboxRows()).filter((row) => !row.doneAt);
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toMatchObject({ attempts: 0, runAfter: TEST_NOW });
    expect(await deliverDueMail(t.context)).toEqual({ delivered: 1, failed: 0 });
    expect(smtp.received).toHaveLength(4);
  });

  it('takes back a row whose sender died mid-lease once the lease runs out', async () => {
    await paidBooking();
    // As a process that claimed the row and was killed before it could send leaves it.
    await t.database.db.update(outbox).set({ attempts: 1, runAfter: later(LEASE_MS) });
    expect(await deliverDueMail(t.context)).toEqual({ delivered: 0, failed: 0 });
    t.setNow(later(LEASE_MS));
    expect(await deliverDueMail(t.context)).toEqual({ delivered: 1, failed: 0 });
    expect(smtp.received).toHaveLength(2);
  });
});
