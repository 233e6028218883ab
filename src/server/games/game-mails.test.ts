import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { GAME_MESSAGES } from '../../shared/games';
import { outbox } from '../db/schema-system';
import { composeMails } from '../mail/compose';
import {
  FAR_DAY,
  gameCall,
  joinAndPay,
  openGameCall,
  paidBooking,
  playersInDb,
} from '../testing/game-kit';
import { TEST_DAY, TEST_NOW } from '../testing/payment-kit';
import { teammate } from '../testing/split-kit';
import { useTestApp } from '../testing/test-app';
import { sweepGames } from './game-changes';

// A player whose spot goes back because of the organizer (removed, or the game cancelled by them
// or at its deadline) is told by mail why, and that the money goes back; one who left is not
// (docs/decisions/045).

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

const settings = {
  siteOrigin: 'https://turfbook.example.com',
  timeZone: 'Asia/Kolkata',
  now: TEST_NOW,
};

async function openedGame(day: string, extra: Record<string, unknown> = {}) {
  const scene = await paidBooking(t.app, t.database.db, day);
  const opened = await openGameCall(t.app, scene.cookie, {
    bookingId: scene.booking.id,
    level: 'advanced',
    spotsTotal: 4,
    ...extra,
  });
  expect(opened.statusCode, opened.body).toBe(200);
  return { ...scene, gameId: opened.json().game._id as string };
}

async function queuedMails() {
  const events = await t.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.topic, 'game.spot_refunded'));
  const mails = [];
  for (const event of events) mails.push(...(await composeMails(t.database.db, event, settings)));
  return mails;
}

describe('mail to a player whose spot goes back', () => {
  it('tells a removed player and each player of a cancelled game, never one who left', async () => {
    const first = await openedGame(FAR_DAY);
    const removed = await teammate(t.app, t.database.db);
    const leaver = await teammate(t.app, t.database.db);
    await joinAndPay(t.app, removed.cookie, first.gameId);
    await joinAndPay(t.app, leaver.cookie, first.gameId);
    expect((await gameCall(t.app, leaver.cookie, first.gameId, 'leave')).statusCode).toBe(200);
    const rows = await playersInDb(t.database.db, first.gameId);
    const row = rows.find((player) => player.playerId === removed.user.id)!;
    const removal = await gameCall(t.app, first.cookie, first.gameId, `players/${row.id}/remove`);
    expect(removal.statusCode).toBe(200);

    const second = await openedGame(TEST_DAY);
    const stranded = await teammate(t.app, t.database.db);
    await joinAndPay(t.app, stranded.cookie, second.gameId);
    expect((await gameCall(t.app, second.cookie, second.gameId, 'cancel')).statusCode).toBe(200);

    const mails = await queuedMails();
    expect(mails.map((mail) => mail.to.address)).toEqual([removed.user.email, stranded.user.email]);
    const [toRemoved, toStranded] = mails;
    expect(toRemoved!.subject).toBe(`You are no longer in the game at ${first.turf.name}`);
    expect(toRemoved!.text).toContain(GAME_MESSAGES.removedCause);
    expect(toRemoved!.text).toContain('₹200.00 for the spot goes back in full');
    expect(toStranded!.subject).toContain(`Game cancelled: ${second.turf.name}`);
    expect(toStranded!.text).toContain(GAME_MESSAGES.cancelledCause);
    expect(toStranded!.text).toContain('https://turfbook.example.com/games');
  });

  it('tells the players of a game cancelled at its deadline for not filling', async () => {
    const game = await openedGame(TEST_DAY, { ifNotFull: 'cancel' });
    const player = await teammate(t.app, t.database.db);
    await joinAndPay(t.app, player.cookie, game.gameId);
    t.setNow(new Date(TEST_NOW.getTime() + 6.5 * 3_600_000));
    await sweepGames(t.context);
    const [mail, ...more] = await queuedMails();
    expect(more).toEqual([]);
    expect(mail!.to.address).toBe(player.user.email);
    expect(mail!.text).toContain(GAME_MESSAGES.notFullCause);
  });
});
