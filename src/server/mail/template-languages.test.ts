import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { createBooking, createTurf, createUser } from '../testing/factories';
import { useTestApp } from '../testing/test-app';
import { composeMails } from './compose';
import type { MailSettings } from './wording';

// Each booking mail in Hindi and Marathi (decision 065): the same figures and facts as in English,
// no English sentence or label left, the turf's name as its owner wrote it.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
const settings: MailSettings = {
  siteOrigin: 'https://turfbook.example.com',
  timeZone: 'Asia/Kolkata',
  now: new Date('2030-05-10T04:30:00Z'),
};

/** English words any of these mails would have, were one left untranslated. */
const ENGLISH =
  /\b(Hi|Your|booking|Reference|Amount|Refund|Date|Time|Turf|View|owner|cancelled|paid)\b/;

const TOPICS = [
  ['booking.confirmed', (id: string) => ({ bookingIds: [id] })],
  ['booking.cancelled', (id: string) => ({ bookingId: id, refundPaise: 60_000, by: 'player' })],
  [
    'booking.rescheduled',
    (id: string) => ({
      bookingId: id,
      from: { date: '2030-05-11', startMinute: 18 * 60, endMinute: 19 * 60 },
    }),
  ],
  ['refund.completed', (id: string) => ({ bookingId: id, amountPaise: 120_000 })],
] as const;

describe.each(['hi', 'mr'] as const)('the booking mails in %s', (language) => {
  it.each(TOPICS)(
    '%s is in the reader’s language with the same figures',
    async (topic, payload) => {
      const db = t.database.db;
      const owner = await createUser(db, 'owner', 'Ravi Owner');
      const player = await createUser(db, 'user', 'Asha Patil');
      for (const id of [owner.id, player.id])
        await db.update(users).set({ language }).where(eq(users.id, id));
      const turf = await createTurf(db, owner.id, { name: 'Andheri Arena' });
      const booking = await createBooking(db, {
        turfId: turf.id,
        userId: player.id,
        day: '2030-05-12',
        startMinute: 19 * 60,
        endMinute: 20 * 60,
        amountPaise: 120_000,
      });
      const mails = await composeMails(
        db,
        { topic, payload: payload(booking.id), createdAt: new Date('2030-05-10T06:00:00Z') },
        settings,
      );
      expect(mails.length).toBeGreaterThan(0);
      for (const mail of mails) {
        expect(mail.to.language).toBe(language);
        const text = `${mail.subject}\n${mail.text}`
          .replaceAll('Andheri Arena', '')
          .replaceAll('Asha Patil', '')
          .replaceAll('Ravi Owner', '')
          .replace(/https?:\/\/\S+/g, '')
          .replace(/\S+@\S+/g, '')
          .replace(/\(Rain\)/g, '');
        expect(text, text).not.toMatch(ENGLISH);
        expect(mail.text).toContain('Andheri Arena');
        // A move tells the times only; every other mail tells what was paid.
        if (topic !== 'booking.rescheduled') expect(mail.text).toContain('₹1,200.00');
        expect(mail.text).toMatch(/12 (मई|मे) 2030/);
        expect(mail.brief.title).toBe(mail.text.split('\n')[0]);
      }
    },
  );
});
