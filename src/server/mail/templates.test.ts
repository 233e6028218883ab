import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { bookings, rainOutChoices } from '../db/schema-bookings';
import { createBooking, createTurf, createUser } from '../testing/factories';
import { useTestApp } from '../testing/test-app';
import { composeMails } from './compose';
import { renderMail } from './layout';
import { MissingMailData } from './mail-data';
import type { MailSettings, OutgoingMail } from './wording';

// What each kind of mail says, read from the database the way the worker reads it.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });

const settings: MailSettings = {
  siteOrigin: 'https://turfbook.example.com',
  timeZone: 'Asia/Kolkata',
  now: new Date('2030-05-10T04:30:00Z'),
};
const queuedAt = new Date('2030-05-10T06:00:00Z');

let scene: Awaited<ReturnType<typeof makeScene>>;

async function makeScene(turfName = 'Andheri Arena', playerName = 'Asha Patil') {
  const db = t.database.db;
  const owner = await createUser(db, 'owner', 'Ravi Owner');
  const player = await createUser(db, 'user', playerName);
  const turf = await createTurf(db, owner.id, { name: turfName });
  const booking = await createBooking(db, {
    turfId: turf.id,
    userId: player.id,
    day: '2030-05-12',
    startMinute: 19 * 60,
    endMinute: 20 * 60,
    amountPaise: 120_000,
  });
  return { owner, player, turf, booking };
}

beforeEach(async () => {
  scene = await makeScene();
});

function compose(topic: string, payload: unknown) {
  return composeMails(t.database.db, { topic, payload, createdAt: queuedAt }, settings);
}

function split(mails: OutgoingMail[]) {
  expect(mails.map((mail) => mail.to.address)).toEqual([scene.player.email, scene.owner.email]);
  for (const mail of mails) {
    expect(mail.text.length).toBeGreaterThan(0);
    expect(mail.html).toContain('<!DOCTYPE html>');
  }
  return { player: mails[0]!, owner: mails[1]! };
}

describe('mail templates', () => {
  it('tells both sides of a cancellation by the player, with the refund', async () => {
    const { player, owner } = split(
      await compose('booking.cancelled', {
        bookingId: scene.booking.id,
        refundPaise: 60_000,
        by: 'player',
      }),
    );
    const subject = `Booking cancelled: Andheri Arena on Sun, 12 May 2030 (${scene.booking.reference})`;
    expect(player.subject).toBe(subject);
    expect(player.text).toContain('is cancelled, as you asked');
    expect(player.text).toContain('Refund: ₹600.00');
    expect(player.text).toContain('7:00 PM – 8:00 PM');
    expect(owner.subject).toBe(subject);
    expect(owner.text).toContain('Asha Patil cancelled this booking');
    expect(owner.text).toContain('Refund to the customer: ₹600.00');
    expect(owner.text).toContain(`Email: ${scene.player.email}`);
  });

  it('says so when a cancellation by the owner gives no refund', async () => {
    const { player, owner } = split(
      await compose('booking.cancelled', {
        bookingId: scene.booking.id,
        refundPaise: 0,
        by: 'owner',
      }),
    );
    expect(player.text).toContain('The owner of Andheri Arena had to cancel your booking');
    expect(player.text).toContain('Refund: No refund under the cancellation policy');
    expect(owner.text).toContain('You cancelled this booking');
  });

  it('shows the old and the new time of a moved booking, and updates the calendar event', async () => {
    // As the booking core leaves it: the row holds the new time and says it has moved.
    await t.database.db
      .update(bookings)
      .set({ rescheduledAt: queuedAt })
      .where(eq(bookings.id, scene.booking.id));
    const { player, owner } = split(
      await compose('booking.rescheduled', {
        bookingId: scene.booking.id,
        from: { date: '2030-05-11', startMinute: 18 * 60, endMinute: 19 * 60 },
      }),
    );
    for (const mail of [player, owner]) {
      expect(mail.subject).toBe(
        `Booking moved: Andheri Arena to Sun, 12 May 2030 (${scene.booking.reference})`,
      );
      expect(mail.text).toContain('Was: Sat, 11 May 2030, 6:00 PM – 7:00 PM');
      expect(mail.text).toContain('Now: Sun, 12 May 2030, 7:00 PM – 8:00 PM');
    }
    const calendar = player.attachments![0]!;
    expect(calendar.filename).toBe(`${scene.booking.reference}.ics`);
    expect(calendar.content).toContain('SEQUENCE:1\r\n');
    expect(calendar.content).toContain('DTSTART:20300512T133000Z\r\n');
    expect(owner.attachments).toBeUndefined();
  });

  it('tells a rained-out player at once what they may choose, by when, with a link to choose', async () => {
    await t.database.db.insert(rainOutChoices).values({
      bookingId: scene.booking.id,
      day: '2030-05-12',
      startMinute: 19 * 60,
      endMinute: 20 * 60,
      rainedOutAt: settings.now,
      deadline: new Date('2030-05-11T04:30:00Z'),
    });
    const mails = await compose('booking.rained-out', {
      bookingId: scene.booking.id,
      reason: 'Rain',
      deadline: '2030-05-11T04:30:00.000Z',
    });
    // The owner did the rain-out: only the player is told.
    expect(mails.map((mail) => mail.to.address)).toEqual([scene.player.email]);
    const [player] = mails;
    expect(player!.subject).toBe(
      `Rained out: Andheri Arena on Sun, 12 May 2030 (${scene.booking.reference}): please choose`,
    );
    expect(player!.text).toContain('had to call off your booking (Rain)');
    expect(player!.text).toContain('TurfBook credit of the full ₹1,200.00');
    expect(player!.text).toContain('up to 14 days after the rained-out game');
    expect(player!.text).toContain('a full refund of ₹1,200.00 to the card or UPI');
    expect(player!.text).toContain('Choose by: Sat, 11 May 2030, 10:00 AM');
    expect(player!.text).toContain('Rained out: Sun, 12 May 2030, 7:00 PM – 8:00 PM');
    expect(player!.html).toContain(
      `https://turfbook.example.com/displaybookings/${scene.booking.id}`,
    );
  });

  it('tells both sides of a completed refund, and when it was made, in the venue zone', async () => {
    const { player, owner } = split(
      await compose('refund.completed', { bookingId: scene.booking.id, amountPaise: 120_000 }),
    );
    expect(player.subject).toBe(
      `Refund of ₹1,200.00 sent: Andheri Arena (${scene.booking.reference})`,
    );
    expect(player.text).toContain('Refunded on: Fri, 10 May 2030, 11:30 AM');
    expect(player.text).toContain(`/displaybookings/${scene.booking.id}`);
    expect(owner.text).toContain("₹1,200.00 of Asha Patil's cancelled booking");
  });

  it("tells only the player of a lost slot's refund, and why the payment never became a booking", async () => {
    const lost = await createBooking(t.database.db, {
      turfId: scene.turf.id,
      userId: scene.player.id,
      day: '2030-05-12',
      startMinute: 6 * 60,
      endMinute: 7 * 60,
      status: 'cancelled',
      cancelledBy: 'system',
      cancelReason: 'This time slot was booked by someone else before your payment completed.',
      refundedPaise: 100_000,
    });
    const mails = await compose('refund.completed', { bookingId: lost.id, amountPaise: 100_000 });
    expect(mails.map((mail) => mail.to.address)).toEqual([scene.player.email]);
    expect(mails[0]!.text).toContain(
      'Your payment could not become a booking: This time slot was booked by someone else',
    );
  });

  it('escapes every value in the HTML and keeps subjects to one line', async () => {
    scene = await makeScene(`<script>alert("x")</script> & Co's`, '<b>Asha</b>');
    const [player] = await compose('booking.confirmed', { bookingIds: [scene.booking.id] });
    expect(player!.html).not.toContain('<script>');
    expect(player!.html).not.toContain('<b>Asha');
    expect(player!.html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co&#39;s',
    );
    expect(player!.html).toContain('Hi &lt;b&gt;Asha&lt;/b&gt;,');
    expect(player!.text).toContain('Hi <b>Asha</b>,');
    const rendered = renderMail({
      subject: 'Line one\r\nBcc: someone',
      heading: 'x',
      greeting: 'x',
      paragraphs: [],
      details: [['Map', { text: 'Open', url: 'javascript:alert(1)' }]],
    });
    expect(rendered.subject).toBe('Line one Bcc: someone');
    expect(rendered.html).not.toContain('href="javascript');
  });

  it('refuses a payload it cannot read, or a booking that is not there', async () => {
    await expect(compose('booking.cancelled', { bookingId: 'nope' })).rejects.toThrow(
      MissingMailData,
    );
    await expect(compose('something.else', {})).rejects.toThrow(MissingMailData);
    await expect(
      compose('refund.completed', {
        bookingId: '00000000-0000-4000-8000-000000000000',
        amountPaise: 1,
      }),
    ).rejects.toThrow(MissingMailData);
  });
});
