import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { bookings } from '../db/schema-bookings';
import { createBooking, createTurf, createUser } from '../testing/factories';
import { useTestApp } from '../testing/test-app';
import { composeMails } from './compose';
import type { MailSettings } from './wording';

// What a reminder before play says (docs/decisions/059), read from the database the way the
// worker reads it when it sends: and that it says nothing of a booking cancelled, moved or begun.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });

const site = { siteOrigin: 'https://turfbook.example.com', timeZone: 'Asia/Kolkata' };
/** 6 PM and 5 PM in Mumbai, the day before the game and on its day. */
const dayBefore: MailSettings = { ...site, now: new Date('2030-05-11T12:30:00Z') };
const sameDay: MailSettings = { ...site, now: new Date('2030-05-12T11:30:00Z') };
const PLAY_AT = '2030-05-12T13:30:00.000Z';

let scene: Awaited<ReturnType<typeof makeScene>>;

async function makeScene() {
  const db = t.database.db;
  const owner = await createUser(db, 'owner', 'Ravi Owner');
  const player = await createUser(db, 'user', 'Asha Patil');
  const turf = await createTurf(db, owner.id, { name: 'Andheri Arena' });
  const booking = await createBooking(db, {
    turfId: turf.id,
    userId: player.id,
    day: '2030-05-12',
    startMinute: 19 * 60,
    endMinute: 20 * 60,
  });
  return { owner, player, turf, booking };
}

beforeEach(async () => {
  scene = await makeScene();
});

function compose(settings: MailSettings, reminder = '24h', playAt = PLAY_AT) {
  const payload = { bookingId: scene.booking.id, reminder, playAt };
  return composeMails(
    t.database.db,
    { topic: 'booking.reminder', payload, createdAt: settings.now },
    settings,
  );
}

describe('the reminder before play', () => {
  it('tells the player when and where, with the reference, the pass and the map', async () => {
    const mails = await compose(dayBefore);
    expect(mails.map((mail) => mail.to.address)).toEqual([scene.player.email]);
    const [mail] = mails;
    const ref = scene.booking.reference;
    expect(mail!.subject).toBe(`Your game at Andheri Arena is tomorrow at 7:00 PM (${ref})`);
    expect(mail!.text).toContain('Hi Asha Patil,');
    expect(mail!.text).toContain(
      `Your game at Andheri Arena is tomorrow at 7:00 PM. Show your booking pass at the gate, or quote the reference ${ref}.`,
    );
    expect(mail!.text).toContain(`Reference: ${ref}`);
    expect(mail!.text).toContain('Date: Sun, 12 May 2030');
    expect(mail!.text).toContain('Time: 7:00 PM – 8:00 PM');
    expect(mail!.text).toContain('Address: 1 Test Road, Andheri');
    expect(mail!.text).toContain(
      'Map: Open in maps: https://www.google.com/maps/search/?api=1&query=Andheri',
    );
    expect(mail!.html).toContain(
      `https://turfbook.example.com/displaybookings/${scene.booking.id}`,
    );
    // By the player's channels for reminders; a phone shows the heading and the first paragraph.
    expect(mail!.kind).toBe('reminder');
    expect(mail!.brief).toEqual({
      title: 'Your game is tomorrow at 7:00 PM',
      body: `Your game at Andheri Arena is tomorrow at 7:00 PM. Show your booking pass at the gate, or quote the reference ${ref}.`,
      url: `https://turfbook.example.com/displaybookings/${scene.booking.id}`,
    });
    // The owner is not told: the morning summary tells them of the day.
    const [today] = await compose(sameDay, '2h');
    expect(today!.subject).toBe(`Your game at Andheri Arena is today at 7:00 PM (${ref})`);
  });

  it('says nothing of a booking cancelled, moved or begun since it was queued', async () => {
    expect(await compose({ ...site, now: new Date(PLAY_AT) }, '2h')).toEqual([]);
    expect(await compose(dayBefore, '24h', '2030-05-12T12:30:00.000Z')).toEqual([]);
    await t.database.db
      .update(bookings)
      .set({ status: 'cancelled', cancelledBy: 'player', cancelledAt: dayBefore.now })
      .where(eq(bookings.id, scene.booking.id));
    expect(await compose(dayBefore)).toEqual([]);
  });
});
