import { beforeEach, describe, expect, it } from 'vitest';
import { rescheduleBooking } from '../testing/aftercare-kit';
import { channelWorker } from '../testing/channel-worker';
import { FAR_DAY, joinAndPay, openGameCall, paidBooking } from '../testing/game-kit';
import { TEST_NOW } from '../testing/payment-kit';
import { teammate } from '../testing/split-kit';
import { useTestApp } from '../testing/test-app';

// Changes to a game a player joined reach them (docs/decisions/057): when the organizer moves the
// booking under an open game, each player still in it is told the new time, as a 'game' message.

describe('a moved game', () => {
  const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata', PUBLIC_URL: 'https://turfbook.example.com' });
  beforeEach(() => t.setNow(TEST_NOW));

  it('tells each player still in it the new time, with the game page', async () => {
    const scene = await paidBooking(t.app, t.database.db, FAR_DAY);
    const opened = await openGameCall(t.app, scene.cookie, {
      bookingId: scene.booking.id,
      level: 'intermediate',
      spotsTotal: 4,
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const gameId = opened.json().game._id as string;
    const joined = await teammate(t.app, t.database.db);
    expect((await joinAndPay(t.app, joined.cookie, gameId)).paid?.statusCode).toBe(200);

    const worker = channelWorker(t);
    await worker.drain();
    worker.mails.length = 0;
    const moved = await rescheduleBooking(t.app, scene.cookie, scene.booking.id, {
      bookingDate: FAR_DAY,
      startTime: '8:00 PM',
      endTime: '9:00 PM',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await worker.drain();

    const toJoined = worker.mails.filter((mail) => mail.to.address === joined.user.email);
    expect(toJoined.map((mail) => mail.subject)).toEqual([
      `Game moved: ${scene.turf.name}, now Sun, 12 May 2030, 8:00 PM – 9:00 PM`,
    ]);
    expect(toJoined[0]!.text).toContain('(it was Sun, 12 May 2030, 6:00 PM – 7:00 PM)');
    expect(toJoined[0]!.text).toContain(`https://turfbook.example.com/games/${gameId}`);
    expect(toJoined[0]!.text).toContain('You get these e-mails for “Open games”.');
    // The organizer gets their own booking's move, not the game's.
    const toOrganizer = worker.mails.filter((mail) => mail.to.address === scene.player.email);
    expect(toOrganizer.map((mail) => mail.subject)).toEqual([
      `Booking moved: ${scene.turf.name} to Sun, 12 May 2030 (${scene.booking.reference})`,
    ]);
  });
});
