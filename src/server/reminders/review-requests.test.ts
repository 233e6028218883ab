import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultKindChannels } from '../../shared/notification-preferences';
import { localInstant } from '../../shared/time';
import { bookingReminders } from '../db/schema-notifications';
import { outbox } from '../db/schema-system';
import { whatsappOutboxDir } from '../notifications/whatsapp-sender';
import { bookAndPay, cancelBooking } from '../testing/aftercare-kit';
import { channelWorker } from '../testing/channel-worker';
import { createBooking, createUser } from '../testing/factories';
import { TEST_NOW, paymentScene } from '../testing/payment-kit';
import { sweepAt } from '../testing/payout-kit';
import { cookieFor } from '../testing/requests';
import { writeReview } from '../testing/review-kit';
import { useSecondPool } from '../testing/second-pool';
import { useTestApp } from '../testing/test-app';
import { sendDueReviewRequests } from './review-requests';

// The request to review after play as the minute job sends it (docs/decisions/059, 067), against a
// real database with the server's clock pinned: once, an hour after the end, only of a played
// online booking of a player who has not reviewed it, by their channels and in their language;
// and once across two processes.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata', PUBLIC_URL: 'https://turfbook.example.com' });
beforeEach(() => t.setNow(TEST_NOW));
const secondPool = useSecondPool(t);

/** An instant as the venue's clock reads it. */
const ist = (date: string, time: string) => {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return localInstant(date, hours * 60 + minutes, 'Asia/Kolkata');
};

function askAt(when: Date) {
  t.setNow(when);
  return sendDueReviewRequests(t.context);
}

/** The queued requests' payloads, in the order they were queued. */
async function queued() {
  const rows = await t.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.topic, 'booking.review_request'))
    .orderBy(outbox.createdAt);
  return rows.map((row) => row.payload);
}

type Scene = Awaited<ReturnType<typeof paymentScene>>;

/** A player who paid (before the game) for `date`, 6 to 7 PM, on the scene's turf. */
async function paidGame(scene: Scene, date = '2030-05-12', startTime = '6:00 PM') {
  t.setNow(TEST_NOW);
  const end = { '6:00 PM': '7:00 PM', '8:00 PM': '9:00 PM' }[startTime] ?? '7:00 PM';
  const slot = { date, startTime, endTime: end, amount: '1000.00', turfId: scene.turf.id };
  return bookAndPay(t.app, scene.cookie, slot);
}

/** A game of `userId` at the turf, played before TEST_NOW's sessions could book it. */
function playedGame(turfId: string, userId: string, day: string, startHour = 18) {
  return createBooking(t.database.db, {
    turfId,
    userId,
    day,
    startMinute: startHour * 60,
    endMinute: startHour * 60 + 60,
    createdAt: ist('2030-05-01', '12:00'),
  });
}

describe('the request to review after play', () => {
  it('is sent once, an hour after the game ends, by the minute job', async () => {
    const scene = await paymentScene(t.app, t.database.db);
    const bookingId = await paidGame(scene);
    expect(await askAt(ist('2030-05-12', '17:00'))).toBe(0);
    expect(await askAt(ist('2030-05-12', '19:59'))).toBe(0);
    await sweepAt(t, ist('2030-05-12', '20:00'));
    expect(await askAt(ist('2030-05-12', '20:01'))).toBe(0);
    expect(await askAt(ist('2030-05-13', '12:00'))).toBe(0);
    expect(await queued()).toEqual([{ bookingId, playAt: '2030-05-12T12:30:00.000Z' }]);
    const recorded = await t.database.db.select().from(bookingReminders);
    expect(recorded.map((row) => [row.reminder, row.sentAt.toISOString()])).toEqual([
      ['review', '2030-05-12T14:30:00.000Z'],
    ]);
  });

  it('is not sent of a booking cancelled, reviewed, missed, or a venue’s own', async () => {
    const db = t.database.db;
    const cancelled = await paymentScene(t.app, db);
    const cancelledId = await paidGame(cancelled);
    expect((await cancelBooking(t.app, cancelled.cookie, cancelledId)).statusCode).toBe(200);
    // Reviewed before the hour was up (the player wrote it at the gate, checked out at 7).
    const reviewed = await paymentScene(t.app, db);
    const reviewedId = await paidGame(reviewed);
    t.setNow(ist('2030-05-12', '19:30'));
    const review = { rating: 4, text: 'Good grass.' };
    expect((await writeReview(t, reviewedId, reviewed.cookie, review)).statusCode).toBe(201);
    const missed = await paymentScene(t.app, db);
    await createBooking(db, {
      turfId: missed.turf.id,
      userId: missed.player.id,
      day: '2030-05-12',
      startMinute: 18 * 60,
      endMinute: 19 * 60,
      attendance: 'no_show',
      attendanceMarkedBy: missed.owner.id,
      attendanceMarkedAt: ist('2030-05-12', '18:30'),
    });
    const venue = await paymentScene(t.app, db);
    const phone = {
      source: 'phone' as const,
      customerName: 'Vikram Rao',
      customerPhone: '9876543210',
      paymentId: null,
      paymentStatus: 'unpaid' as const,
      amountPaise: 0,
    };
    await createBooking(db, {
      turfId: venue.turf.id,
      userId: venue.owner.id,
      day: '2030-05-12',
      startMinute: 18 * 60,
      endMinute: 19 * 60,
      ...phone,
    });
    // The owner booked their own turf online: they never review it.
    await playedGame(venue.turf.id, venue.owner.id, '2030-05-12', 16);
    // One played booking among them all is asked about: the job ran, and left the others.
    const played = await paymentScene(t.app, db);
    const playedId = await paidGame(played);
    for (const when of [ist('2030-05-12', '20:00'), ist('2030-05-12', '21:30')]) await askAt(when);
    expect(await askAt(ist('2030-05-13', '09:00'))).toBe(0);
    expect(await queued()).toEqual([{ bookingId: playedId, playAt: '2030-05-12T12:30:00.000Z' }]);
  });

  it('waits for 7 AM after a late game, and never comes of a game over three days past', async () => {
    const late = await paymentScene(t.app, t.database.db);
    const lateId = await paidGame(late, '2030-05-12', '8:00 PM');
    expect(await askAt(ist('2030-05-12', '22:00'))).toBe(0);
    expect(await askAt(ist('2030-05-13', '06:59'))).toBe(0);
    expect(await askAt(ist('2030-05-13', '07:00'))).toBe(1);
    // A server that first runs the job (or comes back) late asks only of the last three days.
    const old = await paymentScene(t.app, t.database.db);
    await playedGame(old.turf.id, old.player.id, '2030-05-10', 18);
    const recent = await playedGame(
      old.turf.id,
      (await createUser(t.database.db, 'user')).id,
      '2030-05-11',
      9,
    );
    expect(await askAt(ist('2030-05-13', '19:30'))).toBe(1);
    expect((await queued()).map((payload) => payload.bookingId)).toEqual([lateId, recent.id]);
  });

  it('asks a regular about a turf once in 30 days, and not after they reviewed it', async () => {
    const scene = await paymentScene(t.app, t.database.db);
    const first = await playedGame(scene.turf.id, scene.player.id, '2030-05-12');
    await playedGame(scene.turf.id, scene.player.id, '2030-05-19');
    const nextMonth = await playedGame(scene.turf.id, scene.player.id, '2030-06-12');
    const elsewhere = await paymentScene(t.app, t.database.db);
    const other = await playedGame(elsewhere.turf.id, scene.player.id, '2030-05-19', 20);
    expect(await askAt(ist('2030-05-12', '20:00'))).toBe(1);
    expect(await askAt(ist('2030-05-19', '22:00'))).toBe(0);
    expect(await askAt(ist('2030-05-20', '09:00'))).toBe(1);
    expect(await askAt(ist('2030-06-12', '20:00'))).toBe(1);
    expect((await queued()).map((payload) => payload.bookingId)).toEqual([
      first.id,
      other.id,
      nextMonth.id,
    ]);
    // A review written unasked counts as well: a week later, the turf is not asked about.
    t.setNow(ist('2030-06-12', '08:15'));
    const reviewer = await createUser(t.database.db, 'user', 'Priya Nair');
    const reviewerCookie = await cookieFor(t.app, reviewer);
    const reviewedGame = await playedGame(scene.turf.id, reviewer.id, '2030-06-12', 7);
    const review = { rating: 5, text: 'Bright lights.' };
    expect((await writeReview(t, reviewedGame.id, reviewerCookie, review)).statusCode).toBe(201);
    await playedGame(scene.turf.id, reviewer.id, '2030-06-19', 7);
    expect(await askAt(ist('2030-06-19', '09:00'))).toBe(0);
  });
});

describe('the request as it reaches the player', () => {
  /** What the outbox's channel worker sends now: mail kept, WhatsApp written to files. */
  async function delivered() {
    const worker = channelWorker(t);
    await worker.drain();
    const dir = whatsappOutboxDir(t.context.config.dataDir);
    const files = await readdir(dir).catch(() => [] as string[]);
    const whatsapp = await Promise.all(
      files.sort().map(async (file) => JSON.parse(await readFile(join(dir, file), 'utf8'))),
    );
    return { mails: worker.mails, whatsapp };
  }

  async function choose(cookie: string, kinds: object, whatsapp = false) {
    const answer = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/notification-preferences',
      headers: { cookie },
      payload: {
        whatsapp: { optedIn: whatsapp, number: whatsapp ? '9876543210' : null },
        kinds: { ...defaultKindChannels('user'), ...kinds },
      },
    });
    expect(answer.statusCode, answer.body).toBe(200);
  }

  async function speaks(cookie: string, language: string) {
    const answer = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/user/me',
      headers: { cookie },
      payload: { language },
    });
    expect(answer.statusCode).toBe(200);
  }

  it('goes by the channels the player chose for it, in their language, or not at all', async () => {
    const hindi = await paymentScene(t.app, t.database.db);
    const marathi = await paymentScene(t.app, t.database.db);
    const stopped = await paymentScene(t.app, t.database.db);
    const [, marathiBooking] = [
      await paidGame(hindi),
      await paidGame(marathi),
      await paidGame(stopped),
    ];
    await speaks(hindi.cookie, 'hi');
    await speaks(marathi.cookie, 'mr');
    await choose(marathi.cookie, { review: ['whatsapp'] }, true);
    await choose(stopped.cookie, { review: [] });
    // The booking mails of the three, sent before play, are not what this test reads.
    await delivered();
    expect(await askAt(ist('2030-05-12', '20:00'))).toBe(3);
    const { mails, whatsapp } = await delivered();

    expect(mails.map((mail) => mail.to.address)).toEqual([hindi.player.email]);
    expect(mails[0]!.subject).toContain('पर आपका गेम कैसा रहा?');
    expect(mails[0]!.text).toContain('रिव्यू लिखें: https://turfbook.example.com/displaybookings/');
    expect(mails[0]!.text).toContain('आपको ये ई-मेल “खेल के बाद रिव्यू का अनुरोध” के लिए मिलते हैं।');

    const asked = whatsapp.filter((body) => body.template.name === 'turfbook_review_request');
    expect(asked).toHaveLength(1);
    expect(asked[0].to).toBe('919876543210');
    expect(asked[0].template.language).toEqual({ code: 'mr' });
    const [heading, line] = asked[0].template.components[0].parameters;
    expect(heading.text).toBe(`${marathi.turf.name} येथे तुमचा गेम कसा झाला?`);
    expect(line.text).toContain('खेळल्याबद्दल धन्यवाद');
    // Its button opens the booking's page at the review form.
    expect(asked[0].template.components[1].parameters[0].text).toBe(
      `displaybookings/${marathiBooking}#review`,
    );
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two processes asking at once', () => {
  it('ask about each game once', async () => {
    const { turf } = await paymentScene(t.app, t.database.db);
    for (let hour = 8; hour < 20; hour += 1) {
      const player = await createUser(t.database.db, 'user');
      await playedGame(turf.id, player.id, '2030-05-12', hour);
    }
    const other = { ...t.context, db: (await secondPool()).db };
    t.setNow(ist('2030-05-12', '21:00'));
    const counts = await Promise.all([
      sendDueReviewRequests(t.context),
      sendDueReviewRequests(other),
      sendDueReviewRequests(t.context),
      sendDueReviewRequests(other),
    ]);
    // 8 AM to 7 PM games, each a player's of its own: every one ended by 8 PM is asked about.
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(12);
    const payloads = await queued();
    expect(new Set(payloads.map((payload) => payload.bookingId)).size).toBe(12);
    expect(payloads).toHaveLength(12);
    expect(await t.database.db.select().from(bookingReminders)).toHaveLength(12);
  });
});
